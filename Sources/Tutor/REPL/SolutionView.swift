import Foundation
import Lessons
import Presentation

/// La solución de un ejercicio, según su tipo, con la explicación del curso.
struct SolutionView {
  let context: TutorContext

  private var style: TerminalStyle { context.console.style }
  private var width: Int { context.console.columns - 1 }

  func lines(for exercise: Exercise) -> [String] {
    var lines = [style.bold("Solución de \(exercise.id):")]
    switch exercise.kind {
    case .choice(let choice):
      let narrow = LessonPresenter(console: context.console, widthReduction: 8)
      let order = context.optionOrder(for: exercise) ?? .identity(count: choice.options.count)
      for (shown, position) in order.positions.enumerated() {
        let option = choice.options[position]
        let mark =
          option.isCorrect ? style.success(style.passedMark) : style.failure(style.failedMark)
        let text = narrow.markdown(option.text)
        lines.append("  \(mark) \(Letters.letter(shown))) " + (text.first ?? ""))
        lines += text.dropFirst().map { "       " + $0 }
        lines += narrow.markdown(option.explanation).map { "       " + $0 }
      }
    case .prediction(let prediction):
      lines += prediction.expectedOutput.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    " + $0 }
      lines += markdown(prediction.explanation)
    case .code(let code):
      let solution =
        FileManager.default.contents(atPath: code.files.solution.path)
        .map { String(decoding: $0, as: UTF8.self) } ?? ""
      lines += markdown("```swift\n\(solution)\n```")
    case .unit(let unit):
      lines += KindInput.solutionLines(
        unit.base, view: KindView(presenter: context.presenter, style: style, width: width))
    }
    return lines
  }

  private func markdown(_ text: String) -> [String] {
    context.presenter.markdown(text)
  }

  /// `  1. text`, ajustado al ancho con las continuaciones bajo el texto.
  private func numbered(_ index: Int, _ text: String) -> [String] {
    TextWrapping.wrap(
      "\(index + 1). " + text, width: context.console.columns - 1,
      hangingIndent: "\(index + 1). ".count, indent: 2)
  }
}
