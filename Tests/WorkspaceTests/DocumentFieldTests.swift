import Foundation
import Lessons
import Testing

@testable import Workspace

/// Cada campo de los documentos que guarda una persona, roto de cada manera (quitado, con
/// otro tipo, fuera de rango), se nombra en castellano con su ruta; y cada documento hace
/// el viaje de ida y vuelta sin cambiar.
@Suite struct DocumentFieldTests {
  /// Un suceso de progreso válido, con todos sus campos: cada valor es su texto JSON.
  static let event: [String: String] = [
    "id": #""6A1C2E4F-0000-4000-8000-000000000001""#, "date": #""2026-12-01T10:00:00.000Z""#,
    "exerciseID": #""shared.a""#, "kind": #""respuesta""#,
    "answer": #"{"kind": "texto", "text": "x"}"#, "passed": "true", "hintIndex": "0",
    "writer": #""w""#, "sequence": "0", "previous": #""""#,
  ]

  /// Un objeto JSON con esos campos (en orden, para que el archivo sea siempre el mismo).
  static func object(_ fields: [String: String]) -> String {
    "{" + fields.keys.sorted().map { "\"\($0)\": \(fields[$0] ?? "null")" }.joined(separator: ", ")
      + "}"
  }

  static func problem(_ event: [String: String]) -> ProgressProblem? {
    let text = #"{"format": 2, "courseID": "c", "events": ["# + object(event) + "]}"
    switch ProgressFile.decode(Data(text.utf8), courseID: "c") {
    case .success: return nil
    case .failure(let problem): return problem
    }
  }

  @Test func theValidEventIsRead() throws {
    #expect(Self.problem(Self.event) == nil)
  }

  /// Los campos sin los que un suceso no se entiende.
  @Test(arguments: ["id", "date", "exerciseID", "kind"])
  func aMissingRequiredFieldIsNamed(field: String) throws {
    var event = Self.event
    event[field] = nil
    #expect(Self.problem(event) == .corrupt("falta el campo «events[0].\(field)»"))
  }

  /// Los opcionales pueden faltar (un suceso del formato 1 no tiene cadena).
  @Test(arguments: ["answer", "passed", "hintIndex", "writer", "sequence", "previous"])
  func anOptionalFieldMayBeMissing(field: String) throws {
    var event = Self.event
    event[field] = nil
    #expect(Self.problem(event) == nil)
  }

  @Test(arguments: [
    ("id", "7"), ("exerciseID", "7"), ("passed", #""sí""#), ("hintIndex", #""0""#),
    ("writer", "1"), ("sequence", #""0""#), ("previous", "false"), ("answer", #""texto""#),
  ])
  func aFieldOfAnotherTypeIsNamed(field: String, value: String) throws {
    var event = Self.event
    event[field] = value
    #expect(
      Self.problem(event)
        == .corrupt("el campo «events[0].\(field)» tiene un valor de otro tipo"))
  }

  @Test(arguments: [("id", #""no-es-un-uuid""#), ("date", #""ayer""#), ("kind", #""examen""#)])
  func aValueThatDoesNotParseIsNamed(field: String, value: String) throws {
    var event = Self.event
    event[field] = value
    #expect(
      Self.problem(event)
        == .corrupt("el campo «events[0].\(field)» tiene un valor que no vale"))
  }

  @Test(arguments: [
    ("sequence", -1, "0 a 2147483647"), ("sequence", 2_147_483_648, "0 a 2147483647"),
    ("hintIndex", -1, "0 a 999"), ("hintIndex", 1000, "0 a 999"),
  ])
  func aNumberOutOfRangeIsNamedWithItsRange(field: String, value: Int, range: String) throws {
    var event = Self.event
    event[field] = String(value)
    #expect(
      Self.problem(event)
        == .corrupt("el campo «events[0].\(field)» vale \(value) y debe ir de \(range)"))
  }

  /// Los campos de cada tipo de respuesta.
  @Test(arguments: [
    (#"{"kind": "eleccion"}"#, "falta el campo «events[0].answer.selected»"),
    (
      #"{"kind": "eleccion", "selected": [1000]}"#,
      "el campo «events[0].answer.selected[0]» vale 1000 y debe ir de 0 a 999"
    ),
    (#"{"kind": "texto"}"#, "falta el campo «events[0].answer.text»"),
    (
      #"{"kind": "prediccion", "lines": "a"}"#,
      "el campo «events[0].answer.lines» tiene un valor de otro tipo"
    ),
    (#"{"kind": "codigo", "fingerprint": "f"}"#, "falta el campo «events[0].answer.bytes»"),
    (#"{"kind": "dibujo"}"#, "el campo «events[0].answer.kind» tiene un valor que no vale"),
  ])
  func aBrokenAnswerIsNamedDownToItsField(answer: String, message: String) {
    var event = Self.event
    event["answer"] = answer
    #expect(Self.problem(event) == .corrupt(message))
  }

  /// Una entrega al azar (registro y archivos de código) vuelve igual y con los mismos bytes.
  @Test(arguments: Array(UInt64(1)...40))
  func aHandInRoundTrips(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let progress = RandomLog.progress(&random)
    var code: [String: CodeEntry] = [:]
    for id in RandomLog.exercises where random.int(in: 0...1) == 1 {
      code[id] = CodeEntry(
        file: "\(id).swift", contents: "let año = \"«\(random.int(in: 0...99))»\"\n",
        savedAt: RandomLog.date(&random))
    }
    let submission = Submission(
      student: "ana", course: CourseStamp(id: "c", contentHash: String(repeating: "b", count: 64)),
      startedAt: RandomLog.start, exportedAt: RandomLog.date(&random),
      assignment: random.int(in: 0...1) == 1 ? "huella" : nil, events: progress.events, code: code)
    let data = try submission.encoded()
    let read = try Submission.decode(data)
    #expect(read == submission)
    #expect(try read.encoded() == data)
    #expect(ProgressChain.verify(read.events).isIntact)
  }
}
