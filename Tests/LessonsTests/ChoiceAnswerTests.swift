import Foundation
import Testing

@testable import Lessons

/// `eleccion` hecha unidad: lo guardado se lee y se escribe byte a byte como antes (ids desde
/// el formato 2, posiciones del formato 1), y la forma canónica traduce letras y posiciones.
@Suite struct ChoiceAnswerTests {
  static func encoded(_ answer: RawAnswer) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(answer), as: UTF8.self)
  }

  static func decoded(_ json: String) throws -> RawAnswer {
    try JSONDecoder().decode(RawAnswer.self, from: Data(json.utf8))
  }

  @Test(arguments: [
    #"{"kind":"eleccion","options":["b","lento"]}"#,
    #"{"kind":"eleccion","selected":[0,2]}"#,
    #"{"kind":"eleccion","options":[]}"#,
  ])
  func storedAnswersRoundTripByteForByte(json: String) throws {
    let answer = try Self.decoded(json)
    #expect(answer.kind == .choice)
    #expect(try Self.encoded(answer) == json)
  }

  @Test func idsAndPositionsAreTheUnitsAnswer() throws {
    #expect(try Self.decoded(#"{"kind":"eleccion","options":["b"]}"#) == .choice(options: ["b"]))
    #expect(try Self.decoded(#"{"kind":"eleccion","selected":[1]}"#) == .choicePositions([1]))
    #expect(RawAnswer.choicePositions([3, 1]).base as? ChoiceAnswer == .storedPositions([3, 1]))
    #expect(RawAnswer.choicePositions([3, 1]).byteCount == 16)
    #expect(RawAnswer.choice(options: ["ab", "c"]).byteCount == 5)
  }

  @Test func aPositionOutOfRangeIsRefused() {
    #expect(throws: DecodingError.self) {
      try Self.decoded(#"{"kind":"eleccion","selected":[1000]}"#)
    }
  }

  @Test func withoutItsExerciseTheCanonicalFormIsTheSortedIDs() {
    let text = Exercise(
      id: "x.y", title: "T", lessonID: "x",
      kind: .freeText(FreeTextExercise(answer: "a", synonyms: [], explanation: "e")),
      location: SourceLocation(file: nil, line: 1))
    #expect(RawAnswer.choice(options: ["b", "a"]).canonical(for: text) == "a+b")
    #expect(RawAnswer.choicePositions([1]).canonical(for: text) == "")
  }
}
