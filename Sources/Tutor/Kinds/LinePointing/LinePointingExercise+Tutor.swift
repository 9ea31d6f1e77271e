import Foundation
import Lessons

extension LinePointingExercise: AnswerableKind {
  func promptLines(_ view: KindView) -> [String] {
    view.markdown("```swift numerado\n\(code.code)\n```") + [""]
      + view.instructions(
        "Responde con el número de la línea que rompe la regla (de 1 a \(lines.count)).")
  }

  func solutionLines(_ view: KindView) -> [String] {
    var shown = view.markdown(rightAnswer)
    shown += view.markdown(explanation)
    for note in notes {
      shown += view.wrapped("Línea \(note.line): \(note.explanation)", indent: 2)
    }
    return shown
  }

  func answer(fromLine line: String) -> Result<LinePointingAnswer, TutorError> {
    let written = line.trimmingCharacters(in: .whitespaces)
    // También «línea 4» o «l. 4»: lo que cuenta es el número.
    let digits = written.drop { !$0.isNumber && !$0.isWhitespace && $0 != "-" }
    guard !written.isEmpty else {
      return .failure(.emptyAnswer)
    }
    guard let number = Int(digits.trimmingCharacters(in: .whitespaces)) else {
      return .failure(
        .kindAnswerRejected(
          "«\(InputLimits.quoted(written))» no es un número de línea: responde con el "
            + "número de la línea que rompe la regla (de 1 a \(lines.count))."))
    }
    return .success(LinePointingAnswer(line: number))
  }

  var answerWords: [String] { [] }
}
