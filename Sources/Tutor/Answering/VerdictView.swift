import Checker
import Presentation

/// Cómo se muestra un veredicto: la marca y cada hallazgo sangrado. Cada hallazgo dice
/// cómo se presenta: los de las respuestas (que citan las explicaciones del curso, en
/// CommonMark) como texto del curso; los ya compuestos por otro corrector, tal cual, ajustados
/// al ancho; y al final el informe de un ejercicio de código, desde sus partes
/// (`CodeVerdictView`).
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
    let report = verdict.code.map {
      CodeVerdictView.lines($0.report, style: style, width: width - 2)
    }
    let body =
      verdict.feedback.flatMap { feedback in
        feedback.isPreformatted
          ? TextWrapping.wrapLines(feedback.message, width: width - 2)
          : narrower.markdown(feedback.message)
      } + (report ?? [])
    guard let first = body.first else { return [mark] }
    return ["\(mark) \(first)"] + body.dropFirst().map { $0.isEmpty ? "" : "  " + $0 }
  }
}
