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

  /// Sin responder aún: una línea vacía solo termina la predicción.
  func enterNotice(attempts: Int, view: KindView) -> String? {
    guard attempts == 0 else { return nil }
    return "Aún no has escrito tu predicción, y una línea vacía solo la termina: empieza por "
      + "la primera línea que imprime el fragmento. Para pasar sin responder, escribe "
      + "«siguiente»."
  }

  /// `ejecutar` corre el fragmento (una vez resuelto o vista la solución).
  var runnableSnippet: String? { code.code }
}
