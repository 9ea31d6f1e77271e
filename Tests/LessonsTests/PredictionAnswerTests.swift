import Foundation
import Testing

@testable import Lessons

/// `prediccion` hecha unidad: lo guardado se lee y se escribe byte a byte como antes, y su
/// forma canónica son sus líneas sin espacios a los lados.
@Suite struct PredictionAnswerTests {
  @Test(arguments: [
    #"{"kind":"prediccion","lines":["ADA 10","Grace"]}"#,
    #"{"kind":"prediccion","lines":[]}"#,
  ])
  func storedAnswersRoundTripByteForByte(json: String) throws {
    let answer = try ChoiceAnswerTests.decoded(json)
    #expect(answer.kind == .prediction)
    #expect(try ChoiceAnswerTests.encoded(answer) == json)
  }

  @Test func linesAreTheUnitsAnswer() throws {
    let answer = RawAnswer.prediction(lines: [" Ada ", "Grace"])
    #expect(
      try ChoiceAnswerTests.decoded(#"{"kind":"prediccion","lines":[" Ada ","Grace"]}"#) == answer)
    #expect(answer.byteCount == 12)
    let exercise = Exercise(
      id: "x.y", title: "T", lessonID: "x",
      kind: .prediction(
        PredictionExercise(
          code: CodeSnippet(code: "print(1)", location: SourceLocation(file: nil, line: 1)),
          expectedOutput: "1", outputLocation: SourceLocation(file: nil, line: 1),
          explanation: "e")),
      location: SourceLocation(file: nil, line: 1))
    #expect(answer.canonical(for: exercise) == "Ada / Grace")
    #expect(PredictionAnswer(text: "a\n\nb").lines == ["a", "", "b"])
  }

  @Test func theOutputIsComparedWithoutTrailingSpacesNorBlankEdges() {
    #expect(PredictionExercise.outputLines("\n a  \nb\t\n\n") == [" a", "b"])
  }
}
