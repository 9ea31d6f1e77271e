import Foundation
import Support
import Testing

@testable import Lessons
@testable import Workspace

/// Cada clase de archivo roto, en cada documento, con su mensaje en castellano palabra por
/// palabra: que no sea JSON, que sea otro documento, de una versión más nueva, grande de más,
/// con un campo que falta, de otro tipo o con un valor que no vale.
@Suite struct DocumentProblemTests {
  static let hash = String(repeating: "a", count: 64)

  static func manifestMessage(_ text: String) -> String? {
    do {
      _ = try WorkspaceManifest.read(Data(text.utf8), shownAs: "espacio.json")
      return nil
    } catch {
      return error.message
    }
  }

  /// Lo que sigue a «no puedo leer «espacio.json»: » en cada caso.
  static let manifestEnding =
    ". Corrígelo o bórralo y vuelve a ejecutar «leccion iniciar»; tu progreso (progreso.json) "
    + "no se toca."

  @Test(arguments: [
    ("{", "no es JSON válido"),
    (#"{"format": 1}"#, "falta el campo «courseID»"),
    (#"{"format": "1", "courseID": "c"}"#, "el campo «format» tiene un valor de otro tipo"),
    (#"{"format": 1, "courseID": 7}"#, "el campo «courseID» tiene un valor de otro tipo"),
    (
      #"{"format": 1, "courseID": "c", "created": "ayer"}"#,
      "el campo «created» tiene un valor que no vale"
    ),
    (
      #"{"format": 1, "courseID": "c", "learnerID": ["ana"]}"#,
      "el campo «learnerID» tiene un valor de otro tipo"
    ),
  ])
  func aBrokenManifestIsNamed(text: String, detail: String) {
    #expect(
      Self.manifestMessage(text) == "no puedo leer «espacio.json»: \(detail)\(Self.manifestEnding)")
  }

  @Test func aManifestFromTheFutureAsksToUpdate() {
    #expect(
      Self.manifestMessage(#"{"format": 2, "courseID": "c", "mañana": true}"#)
        == "«espacio.json» tiene el formato 2, más nuevo que el de esta versión de leccion (1): "
        + "actualiza leccion.")
  }

  /// Una devolución válida, con cada campo como su texto JSON.
  static let handback: [String: String] = [
    "format": #""leccion-devolucion""#, "version": "1", "student": #""ana""#,
    "course": #"{"id": "c", "contentHash": "\#(hash)"}"#, "points": "7.5", "maxPoints": "10",
    "exercises": #"[{"id": "x", "status": "fail", "points": 0, "maxPoints": 1, "message": "m"}]"#,
  ]

  static func handbackMessage(_ fields: [String: String]) -> String? {
    let text = DocumentFieldTests.object(fields)
    do {
      _ = try Handback.read(Data(text.utf8), shownAs: "devolucion.json")
      return nil
    } catch {
      return error.message
    }
  }

  @Test func theValidHandbackIsRead() {
    #expect(Self.handbackMessage(Self.handback) == nil)
  }

  @Test(arguments: [
    ("format", #""leccion-entrega""#, "no es una devolución de leccion"),
    ("format", "null", "no es una devolución de leccion"),
    ("version", "2", "es de la versión 2, más nueva que esta leccion"),
    ("version", #""1""#, "el campo «version» tiene un valor de otro tipo"),
    ("student", "null", "el campo «student» tiene un valor de otro tipo"),
    ("points", #""7,5""#, "el campo «points» tiene un valor de otro tipo"),
    ("course", #"{"id": "c"}"#, "falta el campo «course.contentHash»"),
    (
      "exercises",
      #"[{"id": "x", "status": "aprobado", "points": 0, "maxPoints": 1, "message": ""}]"#,
      "el campo «exercises[0].status» tiene un valor que no vale"
    ),
    (
      "exercises", #"[{"id": "x", "status": "pass", "points": 0, "maxPoints": 1}]"#,
      "falta el campo «exercises[0].message»"
    ),
  ])
  func aBrokenHandbackIsNamed(field: String, value: String, detail: String) {
    var fields = Self.handback
    fields[field] = value
    #expect(
      Self.handbackMessage(fields)
        == "no puedo leer la devolución «devolucion.json»: \(detail). Pide a tu profesor que te "
        + "la envíe de nuevo.")
  }

  @Test func aHandbackThatIsNotJSONIsNotAHandback() throws {
    #expect(throws: WorkspaceError.self) { try Handback.read(Data("{".utf8), shownAs: "d.json") }
    do {
      _ = try Handback.read(Data("no".utf8), shownAs: "d.json")
    } catch {
      #expect(
        error.message
          == "no puedo leer la devolución «d.json»: no es una devolución de leccion. Pide a tu "
          + "profesor que te la envíe de nuevo.")
    }
  }

  @Test(arguments: [
    ("{", ProgressProblem.corrupt("no es JSON válido")),
    (#"{"format": 3, "courseID": "c", "events": []}"#, .futureFormat(3)),
    (#"{"format": 2, "courseID": "otro", "events": []}"#, .otherCourse("otro")),
    (#"{"format": 2, "events": []}"#, .corrupt("falta el campo «courseID»")),
    (
      #"{"format": 2, "courseID": "c", "events": {}}"#,
      .corrupt("el campo «events» tiene un valor de otro tipo")
    ),
  ])
  func aBrokenProgressIsNamed(text: String, problem: ProgressProblem) {
    #expect(ProgressFile.decode(Data(text.utf8), courseID: "c") == .failure(problem))
  }

  @Test func anAssignmentTooLargeSaysItsLimit() {
    let padding = String(repeating: " ", count: Assignment.byteLimit)
    let text = #"{"format": "leccion-tarea", "version": 1, "mode": "practica"}"# + padding
    #expect(throws: AssignmentProblem(path: "tarea.json", .unreadable("ocupa más de 1 MiB"))) {
      try Assignment.read(Data(text.utf8), shownAs: "tarea.json")
    }
    #expect(
      AssignmentProblem(path: "tarea.json", .unreadable("ocupa más de 1 MiB")).message
        == "no puedo leer la tarea «tarea.json»: ocupa más de 1 MiB.")
  }

  @Test func anAssignmentFromTheFutureAsksToUpdate() throws {
    let text = #"{"format": "leccion-tarea", "version": 2, "mode": "practica"}"#
    do {
      _ = try Assignment.read(Data(text.utf8), shownAs: "tarea.json")
      Issue.record("se leyó una tarea de la versión 2")
    } catch {
      #expect(
        error.message
          == "la tarea «tarea.json» es de la versión 2, más nueva que la que lee esta leccion "
          + "(1): actualiza leccion.")
    }
  }

  /// La entrega: el detalle que `corregir` cita en su mensaje (`GradingError`).
  @Test(arguments: [
    (#"{"format": "leccion-entrega", "version": 2}"#, "falta el campo «student»"),
    (
      #"{"format": "leccion-entrega", "version": 2, "student": "ana", "course": {"id": "c", "contentHash": "h"}, "leccionVersion": "1", "exportedAt": "ayer", "events": [], "code": {}}"#,
      "el campo «exportedAt» tiene un valor que no vale"
    ),
    (
      #"{"format": "leccion-entrega", "version": 2, "student": "ana", "course": {"id": "c", "contentHash": "h"}, "leccionVersion": "1", "exportedAt": "2026-12-01T10:00:00Z", "events": [], "code": {"x": {"file": 1}}}"#,
      "el campo «code.x.file» tiene un valor de otro tipo"
    ),
  ])
  func aBrokenHandInNamesTheField(text: String, detail: String) {
    #expect(throws: (any Error).self) { try Submission.read(Data(text.utf8), shownAs: "e.json") }
    do {
      _ = try Submission.read(Data(text.utf8), shownAs: "e.json")
    } catch {
      #expect(DecodingProblem.describe(error) == detail)
    }
  }

  /// Cada documento nombra la versión de un archivo más nuevo antes de intentar leerlo.
  @Test func everyDocumentSeesAVersionFromTheFuture() {
    func future(_ field: String) -> Data { Data(#"{"\#(field)": 99, "otro": [1]}"#.utf8) }
    #expect(WorkspaceManifest.futureVersion(in: future("format")) == 99)
    #expect(LearnerProgress.futureVersion(in: future("format")) == 99)
    #expect(Assignment.futureVersion(in: future("version")) == 99)
    #expect(Submission.futureVersion(in: future("version")) == 99)
    #expect(Handback.futureVersion(in: future("version")) == 99)
    #expect(Handback.futureVersion(in: future("format")) == nil)
    #expect(Handback.futureVersion(in: Data(#"{"version": 1}"#.utf8)) == nil)
  }
}
