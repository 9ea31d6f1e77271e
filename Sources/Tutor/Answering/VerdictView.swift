import Checker
import Presentation

/// Cómo se muestra un veredicto: la marca y cada hallazgo sangrado. Cada hallazgo dice
/// cómo se presenta: los de las respuestas (que citan las explicaciones del curso, en
/// CommonMark) como texto del curso; el de un ejercicio de código, desde sus partes
/// (`CodeVerdictView`); los ya compuestos por otro corrector, tal cual, ajustados al ancho.
///
/// ```swift
/// VerdictView.lines(verdict, presenter: context.presenter).forEach(console.line)
/// ```
enum VerdictView {
  static func lines(_ verdict: Verdict, presenter: LessonPresenter) -> [String] {
    let style = presenter.console.style
    let width = presenter.console.columns - 1
    let mark =
      verdict.passed
      ? style.success(style.passedMark) : style.failure(style.failedMark)
    let narrower = LessonPresenter(console: presenter.console, widthReduction: 3)
    let body = verdict.feedback.flatMap { feedback in
      switch feedback {
      case .code(let code):
        CodeVerdictView.lines(code.report, style: style, width: width - 2)
      case _ where feedback.isPreformatted:
        TextWrapping.wrapLines(feedback.message, width: width - 2)
      default:
        narrower.markdown(feedback.message)
      }
    }
    guard let first = body.first else { return [mark] }
    return ["\(mark) \(first)"] + body.dropFirst().map { $0.isEmpty ? "" : "  " + $0 }
  }
}
