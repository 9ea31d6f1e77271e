import Checker
import Presentation

/// Cómo se muestra un veredicto: la marca y cada hallazgo sangrado. Cada hallazgo dice
/// cómo se presenta: los de las respuestas (que citan las explicaciones del curso, en
/// CommonMark) como texto del curso; los ya compuestos por su corrector (el informe de
/// código: diagnósticos, listas de pruebas) tal cual, solo ajustados al ancho.
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
      feedback.isPreformatted
        ? TextWrapping.wrapLines(feedback.message, width: width - 2)
        : narrower.markdown(feedback.message)
    }
    guard let first = body.first else { return [mark] }
    return ["\(mark) \(first)"] + body.dropFirst().map { $0.isEmpty ? "" : "  " + $0 }
  }
}
