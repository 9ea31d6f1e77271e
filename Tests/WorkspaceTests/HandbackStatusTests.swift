import Foundation
import Testing
import Workspace

/// Issue 24: el estado de una devolución es el tipo cerrado del reglamento (`ExerciseStatus`):
/// lee las palabras de siempre y rechaza cualquier otra con un mensaje que dice qué campo.
@Suite struct HandbackStatusTests {
  static func handback(status: String) -> Data {
    Data(
      """
      {"format": "leccion-devolucion", "version": 1, "student": "ana",
       "course": {"id": "curso", "contentHash": "h"}, "points": 0, "maxPoints": 1,
       "exercises": [{"id": "x", "status": "\(status)", "points": 0, "maxPoints": 1,
                      "message": "m"}]}
      """.utf8)
  }

  @Test(arguments: ExerciseStatus.allCases)
  func everyStoredWordReadsBack(_ status: ExerciseStatus) throws {
    let handback = try Handback.decode(Self.handback(status: status.rawValue), shownAs: "ana.json")
    #expect(handback.exercises.first?.status == status)
  }

  @Test func anUnknownWordIsRefusedNamingTheField() {
    #expect(throws: WorkspaceError.self) {
      try Handback.decode(Self.handback(status: "aprobado"), shownAs: "ana.json")
    }
    do {
      _ = try Handback.decode(Self.handback(status: "aprobado"), shownAs: "ana.json")
    } catch {
      #expect(
        error.message
          == "no puedo leer la devolución «ana.json»: el campo «exercises[0].status» tiene un"
          + " valor que no vale. Pide a tu profesor que te la envíe de nuevo.")
    }
  }
}
