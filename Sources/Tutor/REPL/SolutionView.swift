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
    case .code(let code):
      let solution =
        code.files.contents(.solution).map { String(decoding: $0, as: UTF8.self) } ?? ""
      lines += markdown("```swift\n\(solution)\n```")
    case .unit(let unit):
      lines += KindInput.solutionLines(
        unit.base,
        view: KindView(
          presenter: context.presenter, style: style, width: width,
          order: context.optionOrder(for: exercise)))
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
