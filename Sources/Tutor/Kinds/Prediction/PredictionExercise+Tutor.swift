import Foundation
import Lessons

extension PredictionExercise: AnswerableKind {
  func promptLines(_ view: KindView) -> [String] {
    view.markdown("```swift\n\(code.code)\n```") + [""]
      + view.instructions(
        "Escribe lo que imprime, línea a línea, y termina con una línea vacía (o con «.»).")
  }

  /// La salida, sangrada, y por qué.
  func solutionLines(_ view: KindView) -> [String] {
    expectedOutput.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      + view.markdown(explanation)
  }

  /// Solo rechaza una primera línea que parece una orden: el resto llega en
  /// `answer(fromLines:)`.
  func answer(fromLine line: String) -> Result<PredictionAnswer, TutorError> {
    let word = line.trimmingCharacters(in: .whitespaces)
    if let command = AnswerCollector.commandLookalike(word) {
      return .failure(.answerLooksLikeCommand(word, command: command))
    }
    return .success(PredictionAnswer(lines: [line]))
  }

  var answerLines: AnswerLines { .untilBlankOrDot }

  func answer(fromLines lines: [String]) -> Result<PredictionAnswer, TutorError> {
    lines.isEmpty ? .failure(.emptyPrediction) : .success(PredictionAnswer(lines: lines))
  }

  var answerWords: [String] { [] }
}
