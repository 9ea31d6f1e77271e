import Checker
import Foundation
import Lessons

extension FreeTextExercise: AnswerableKind {
  func promptLines(_ view: KindView) -> [String] {
    view.instructions("Escribe tu respuesta en una línea.")
  }

  func solutionLines(_ view: KindView) -> [String] {
    ["  \(answer)"] + view.markdown(explanation)
  }

  func answer(fromLine line: String) -> Result<FreeTextAnswer, TutorError> {
    let text = line.trimmingCharacters(in: .whitespaces)
    if let command = AnswerCollector.commandLookalike(text) {
      return .failure(.answerLooksLikeCommand(text, command: command))
    }
    return .success(FreeTextAnswer(text: text))
  }

  var answerWords: [String] { [] }

  /// `responder PALABRA`: la palabra aunque sea una orden.
  func literalAnswer(_ line: String) -> FreeTextAnswer? {
    FreeTextAnswer(text: line.trimmingCharacters(in: .whitespaces))
  }

  /// Tras una respuesta que no es, dónde se explica, sin decirla.
  func afterword(for verdict: Verdict, view: KindView) -> KindAfterword? {
    verdict.outcome == .failed && !verdict.feedback.contains(.noAnswer) ? .whereTaught : nil
  }
}
