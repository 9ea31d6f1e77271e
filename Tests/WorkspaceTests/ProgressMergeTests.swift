import Foundation
import Testing

@testable import Workspace

/// Unir dos progresos no depende de con cuál se empiece.
@Suite struct ProgressMergeTests {
  /// La entrada con la que FuzzProgress lo encontró (Tests/Fixtures/Fuzz): dos progresos
  /// separados por `@@@@`, el segundo con sus sucesos desordenados (como uno editado a mano).
  /// Los dos progresos de `Tests/Fixtures/Fuzz/NOMBRE`, separados por `@@@@`.
  static func fixture(_ name: String) throws -> (LearnerProgress, LearnerProgress) {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { url.deleteLastPathComponent() }
    let text = try String(
      contentsOf: url.appendingPathComponent("Fixtures/Fuzz/\(name)"), encoding: .utf8)
    let parts = text.components(separatedBy: "\n@@@@\n")
    try #require(parts.count == 2)
    let first = try ProgressFile.decode(Data(parts[0].utf8), courseID: "estado-compartido").get()
    let second = try ProgressFile.decode(Data(parts[1].utf8), courseID: "estado-compartido").get()
    return (first, second)
  }

  @Test func aFileWithItsEventsOutOfOrderMergesTheSameBothWays() throws {
    let (first, second) = try Self.fixture("progreso-desordenado.txt")
    let forward = first.merged(with: second).events.map(\.id.uuidString)
    let backward = second.merged(with: first).events.map(\.id.uuidString)
    #expect(forward == backward)
    #expect(
      forward == ["6A1C2E4F-0000-4000-8000-000000000001", "6A1C2E4F-0000-4000-8000-000000000002"])
  }

  /// La otra entrada de FuzzProgress (la que su propiedad se saltaba): un mismo id en tres
  /// versiones (una respuesta de `w1` en el primero; una pista y una respuesta de `w2` en el
  /// segundo), como deja una edición a mano. Antes se quedaba la versión del primero que se
  /// unía; ahora la misma en los dos sentidos, y una sola: la de fecha anterior.
  @Test func anEventEditedByHandMergesTheSameBothWays() throws {
    let (first, second) = try Self.fixture("progreso-id-repetido.txt")
    let forward = first.merged(with: second)
    let backward = second.merged(with: first)
    #expect(forward.events == backward.events)
    #expect(forward.position == backward.position)
    #expect(forward.events.map(\.id.uuidString) == ["6A1C2E4F-0000-4000-8000-000000000001"])
    #expect(forward.events.first?.kind == .answer)
  }

  /// Si la cadena dice cuál es el bueno (el suceso siguiente guarda su huella), se queda ese,
  /// se una como se una, aunque la copia cambiada sea anterior.
  @Test func theChainedVersionOfAnEditedEventWins() throws {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    var original = LearnerProgress(courseID: "c")
    original.appendChained(
      .answer(.choice(options: ["b"]), passed: false, exercise: "x", date: start), writer: "w1")
    original.appendChained(
      .hint(0, exercise: "x", date: start.addingTimeInterval(1)), writer: "w1")
    var edited = original
    edited.events[0].answer = .choice(options: ["a"])
    edited.events[0].passed = true
    edited.events[0].date = start.addingTimeInterval(-60)
    for merged in [original.merged(with: edited), edited.merged(with: original)] {
      #expect(merged.events == original.events)
      #expect(ProgressChain.verify(merged.events).isIntact)
    }
    // Un archivo con las dos versiones dentro se queda también con la buena.
    var both = original
    both.events.insert(edited.events[0], at: 0)
    #expect(both.merged(with: LearnerProgress(courseID: "c")).events == original.events)
  }

  /// Dos posiciones a la misma hora (solo editando a mano): antes ganaba la del primero.
  @Test func twoPositionsAtTheSameTimeMergeTheSameBothWays() {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let first = LearnerProgress(
      courseID: "c", position: Position(lessonID: "01-shared", stepID: "a", date: date))
    let second = LearnerProgress(
      courseID: "c", position: Position(lessonID: "02-withlock", stepID: "a", date: date))
    #expect(first.merged(with: second).position == second.merged(with: first).position)
    #expect(first.merged(with: second).position?.lessonID == "02-withlock")
  }
}
