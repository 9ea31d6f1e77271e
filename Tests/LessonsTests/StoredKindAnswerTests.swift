import Foundation
import Testing

@testable import Lessons

/// Las respuestas guardadas de los tipos que pasaron a ser unidades (`codigo` incluido) se leen y se escriben
/// byte a byte como antes (los progresos y las entregas ya escritos siguen valiendo), y
/// cuentan igual en las estadísticas.
@Suite struct StoredKindAnswerTests {
  /// Un documento de antes, la respuesta que debe dar, su forma canónica y su tamaño.
  struct Stored: Sendable, CustomTestStringConvertible {
    let json: String
    let answer: RawAnswer
    let canonical: String
    let byteCount: Int

    var testDescription: String { json }
  }

  static let stored: [Stored] = [
    Stored(
      json: #"{"kind":"recorrido","path":["no","sí"]}"#,
      answer: .flowchartWalk(path: ["no", "sí"]), canonical: "no>si", byteCount: 7),
    Stored(
      json: #"{"kind":"recorrido","path":[]}"#, answer: .flowchartWalk(path: []),
      canonical: "", byteCount: 0),
    Stored(
      json: #"{"kind":"mermaid","text":"flowchart LR\n  A --> B"}"#,
      answer: .flowchartRebuild(mermaid: "flowchart LR\n  A --> B"), canonical: "diagrama",
      byteCount: 22),
    Stored(
      json: #"{"kind":"admision","verdicts":["admitida","r",""]}"#,
      answer: .admission(verdicts: ["admitida", "r", ""]), canonical: "admitida,r,",
      byteCount: 12),
    // `codigo` fue el último en pasar a unidad: su huella y su tamaño, como antes.
    Stored(
      json: #"{"bytes":812,"fingerprint":"9f1c0a","kind":"codigo"}"#,
      answer: .code(fingerprint: "9f1c0a", bytes: 812), canonical: "9f1c0a", byteCount: 14),
    Stored(
      json: #"{"bytes":0,"fingerprint":"","kind":"codigo"}"#,
      answer: .code(fingerprint: "", bytes: 0), canonical: "", byteCount: 8),
  ]

  static let exercise = Exercise(
    id: "a.b", title: "T", lessonID: "01-x",
    kind: .freeText(FreeTextExercise(answer: "x", synonyms: [], explanation: "Y.")),
    location: SourceLocation(file: "e.md", line: 1))

  @Test(arguments: stored)
  func anAnswerWrittenBeforeReadsAndWritesTheSame(_ stored: Stored) throws {
    let decoded = try JSONDecoder().decode(RawAnswer.self, from: Data(stored.json.utf8))
    #expect(decoded == stored.answer)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(decoded), as: UTF8.self) == stored.json)
    #expect(decoded.canonical(for: Self.exercise) == stored.canonical)
    #expect(decoded.byteCount == stored.byteCount)
    #expect(decoded.kind.rawValue == stored.answer.kind.rawValue)
  }

  @Test(arguments: [
    #"{"kind":"recorrido"}"#, #"{"kind":"mermaid","path":["a"]}"#,
    #"{"kind":"admision","verdicts":"admitida"}"#, #"{"kind":"codigo","bytes":3}"#,
    #"{"kind":"codigo","fingerprint":"00ff"}"#,
    #"{"kind":"codigo","fingerprint":"00ff","bytes":"3"}"#,
  ])
  func anAnswerWithoutItsFieldIsRefused(_ json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RawAnswer.self, from: Data(json.utf8))
    }
  }
}
