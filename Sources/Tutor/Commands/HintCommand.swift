import Lessons
import Presentation
import Workspace

/// Las pistas, de una en una (`leccion pista ID` y la orden `pista` del tutor).
enum Hints {
  /// Muestra la siguiente pista de `exercise` y lo anota; si ya se vieron todas, las repite.
  ///
  /// - Parameter naming: si el ejercicio no es el que está en pantalla (`pista ID` en el
  ///   tutor): cada pista dice de cuál es.
  static func showNext(
    for exercise: Exercise, context: TutorContext, naming: Bool = false
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
      console.paragraph(
        "Ya has visto las \(hints.count) pistas de "
          + (naming ? "«\(exercise.id)»:" : "este ejercicio:"))
      for (index, hint) in hints.enumerated() {
        lines(
          for: hint.text, number: index + 1, of: hints.count, of: naming ? exercise.id : nil,
          context: context
        )
        .forEach(console.line)
      }
      return
    }
    try TutorError.onWorkspace { () throws(WorkspaceError) in
      try context.store.record(.hint(shown, exercise: exercise.id))
    }
    lines(
      for: hints[shown].text, number: shown + 1, of: hints.count,
      of: naming ? exercise.id : nil, context: context
    )
    .forEach(console.line)
    let again = naming ? "«pista \(exercise.id)»" : "«pista»"
    if shown + 1 < hints.count {
      console.line(
        context.console.style.dim(
          TextWrapping.wrap(
            (hints.count - shown - 1 == 1
              ? "(Queda 1; vuelve a pedir \(again) para verla.)"
              : "(Quedan \(hints.count - shown - 1); vuelve a pedir \(again) para la siguiente.)"),
            width: width
          )
          .joined(separator: "\n")))
    }
  }

  private static func lines(
    for text: String, number: Int, of total: Int, of id: String? = nil, context: TutorContext
  ) -> [String] {
    let style = context.console.style
    let body = LessonPresenter(console: context.console, widthReduction: 3).markdown(text)
    let head = "Pista \(number) de \(total)" + (id.map { " de «\($0)»:" } ?? ":")
    let heads = TextWrapping.wrap(head, width: context.console.columns - 1, hangingIndent: 2)
    return heads.map(style.warning) + body.map { "  " + $0 }
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
