import Lessons
import Presentation
import Workspace

/// Las pistas, de una en una (`leccion pista ID` y la orden `pista` del tutor).
enum Hints {
  /// Muestra la siguiente pista de `exercise` y lo anota; si ya se vieron todas, las repite.
  static func showNext(
    for exercise: Exercise, context: TutorContext
  ) throws(TutorError) {
    let console = context.console
    let hints = exercise.hints
    guard !hints.isEmpty else {
      console.paragraph("Este ejercicio no tiene pistas. Relee la sección y vuelve a intentarlo.")
      return
    }
    let shown = context.store.progress.record(for: exercise.id).hintsShown
    let width = console.columns - 1
    if shown >= hints.count {
      console.line("Ya has visto las \(hints.count) pistas de este ejercicio:")
      for (index, hint) in hints.enumerated() {
        lines(for: hint.text, number: index + 1, of: hints.count, context: context)
          .forEach(console.line)
      }
      return
    }
    try TutorError.onWorkspace { () throws(WorkspaceError) in
      try context.store.record(.hint(shown, exercise: exercise.id))
    }
    lines(for: hints[shown].text, number: shown + 1, of: hints.count, context: context)
      .forEach(console.line)
    if shown + 1 < hints.count {
      console.line(
        context.console.style.dim(
          TextWrapping.wrap(
            (hints.count - shown - 1 == 1
              ? "(Queda 1; vuelve a pedir «pista» para verla.)"
              : "(Quedan \(hints.count - shown - 1); vuelve a pedir «pista» para la siguiente.)"),
            width: width
          )
          .joined(separator: "\n")))
    }
  }

  private static func lines(
    for text: String, number: Int, of total: Int, context: TutorContext
  ) -> [String] {
    let style = context.console.style
    let body = LessonPresenter(console: context.console, widthReduction: 3).markdown(text)
    let head = style.warning("Pista \(number) de \(total):")
    return [head] + body.map { "  " + $0 }
  }
}

/// `leccion pista ID`.
enum HintCommand {
  static func run(_ context: TutorContext, exerciseID: String) throws(TutorError) -> ExitCode {
    let exercise = try context.exercise(exerciseID)
    try Hints.showNext(for: exercise, context: context)
    return .success
  }
}
