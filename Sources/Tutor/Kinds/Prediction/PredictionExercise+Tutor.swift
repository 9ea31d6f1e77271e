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

  /// La primera línea, si no parece una orden (una predicción de una sola línea).
  func answer(fromLine line: String) -> Result<PredictionAnswer, TutorError> {
    let word = line.trimmingCharacters(in: .whitespaces)
    if let command = AnswerCollector.commandLookalike(word) {
      return .failure(.answerLooksLikeCommand(word, command: command))
    }
    return word.isEmpty ? .failure(.emptyPrediction) : .success(PredictionAnswer(lines: [line]))
  }

  /// Desde la primera línea hasta una vacía o con «.».
  func collect(
    firstLine: String, input: AnswerCollector
  ) -> Result<PredictionAnswer, AnswerCollector.Outcome> {
    let word = firstLine.trimmingCharacters(in: .whitespaces)
    if let command = AnswerCollector.commandLookalike(word) {
      return .failure(.invalid(.answerLooksLikeCommand(word, command: command)))
    }
    return input.collectLines(first: firstLine, endOnEmpty: true).flatMap {
      $0.isEmpty ? .failure(.invalid(.emptyPrediction)) : .success(PredictionAnswer(lines: $0))
    }
  }

  var answerWords: [String] { [] }
}
