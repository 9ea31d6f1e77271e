import Foundation
import Testing

@testable import Lessons
@testable import Workspace

/// Los documentos con una respuesta de código (su huella y su tamaño) se leen y se escriben
/// byte a byte como antes de que `codigo` pasara a ser un tipo hecho unidad: el progreso de
/// los dos formatos y la entrega, con los archivos de `Tests/Fixtures/Documentos` y la
/// respuesta cambiada por una de código tal como la escribía la versión anterior.
@Suite struct StoredCodeAnswerTests {
  static let fingerprint = "9f1c0a3b" + String(repeating: "0", count: 56)

  /// La respuesta de código como la escribía la versión anterior, sangrada como va en un
  /// suceso (seis espacios).
  static let written =
    "\"answer\" : {\n        \"bytes\" : 812,\n        \"fingerprint\" : \"\(fingerprint)\",\n"
    + "        \"kind\" : \"codigo\"\n      }"

  @Test func aHandInWithACodeAnswerRoundTripsByteForByte() throws {
    let text = String(
      decoding: try DocumentVersionTests.fixture("entrega-version-2.json"), as: UTF8.self)
    let answer =
      "\"answer\" : {\n        \"kind\" : \"texto\",\n        \"text\" : \"withLock\"\n      }"
    #expect(text.contains(answer))
    let data = Data(text.replacingOccurrences(of: answer, with: Self.written).utf8)
    let submission = try Submission.read(data, shownAs: "entrega.json")
    #expect(submission.events.first?.answer == .code(fingerprint: Self.fingerprint, bytes: 812))
    #expect(try submission.fileContents() == data)
  }

  @Test func aProgressOfEitherFormatWithACodeAnswerIsRead() throws {
    for (name, answer) in [
      ("progreso-formato-1.json", #""answer" : { "kind" : "eleccion", "selected" : [ 1 ] }"#),
      ("progreso-formato-2.json", #""answer" : { "kind" : "eleccion", "options" : [ "b" ] }"#),
    ] {
      let text = String(decoding: try DocumentVersionTests.fixture(name), as: UTF8.self)
      let old = Data(
        text.replacingOccurrences(
          of: answer,
          with:
            #""answer" : { "bytes" : 812, "fingerprint" : "\#(Self.fingerprint)", "kind" : "codigo" }"#
        ).utf8)
      let progress = try LearnerProgress.read(old, shownAs: "progreso.json")
      #expect(
        progress.events[0].answer == .code(fingerprint: Self.fingerprint, bytes: 812), "\(name)")
      let written = String(decoding: progress.encoded(), as: UTF8.self)
      #expect(written.contains(Self.written), "\(name): \(written)")
      let again = try LearnerProgress.read(progress.encoded(), shownAs: "progreso.json")
      #expect(again.events == progress.events, "\(name)")
    }
  }
}
