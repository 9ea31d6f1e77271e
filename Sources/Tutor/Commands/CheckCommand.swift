import Checker
import Lessons

/// `leccion comprobar [ID|--todo]`: corrige de nuevo, a partir de lo que escribió la
/// persona, y sale con 1 si algo no pasa.
enum CheckCommand {
  static func run(
    _ context: TutorContext, target: CheckTarget, format: OutputFormat
  ) async throws(TutorError) -> ExitCode {
    let exercises: [Exercise]
    switch target {
    case .exercise(let id):
      exercises = [try context.exercise(id)]
    case .current:
      guard let position = context.store.progress.position,
        let index = context.outline.index(of: position),
        let exercise = context.outline.exercise(of: context.outline.steps[index])
      else { throw .noCurrentExercise }
      exercises = [exercise]
    case .all:
      exercises = context.course.exercises
    }
    var entries: [JSONReports.CheckEntry] = []
    let style = context.console.style
    for exercise in exercises {
      let outcome = try await run(exercise, context: context, onlyModified: target == .all)
      switch outcome {
      case .unanswered:
        entries.append(
          .init(
            id: exercise.id, status: .unanswered, passed: false,
            message: "Aún no has respondido este ejercicio."))
        if format == .text, target != .all {
          context.console.line(
            "\(style.dim(style.pendingMark)) \(exercise.id): aún no lo has respondido.")
        }
      case .hidden:
        entries.append(
          .init(
            id: exercise.id, status: .saved, passed: false, message: Repl.hiddenVerdict))
        if format == .text, target != .all {
          context.console.line(
            "\(style.dim(style.pendingMark)) \(exercise.id): \(Repl.hiddenVerdict)")
        }
      case .precheck(let verdict):
        // Que compile no es que pase: cuenta como guardada; que no compile, como no pasa.
        entries.append(
          .init(
            id: exercise.id, status: verdict.passed ? .saved : .compileError, passed: false,
            message: verdict.message))
        if format == .text {
          context.console.line(style.bold(exercise.id))
          VerdictView.lines(verdict, presenter: context.presenter).forEach(context.console.line)
        }
      case .verdict(let found):
        let verdict = ImmediateReview(context: context).filter(found)
        entries.append(
          .init(
            id: exercise.id, status: verdict.passed ? .pass : .fail, passed: verdict.passed,
            message: verdict.message))
        if format == .text {
          context.console.line(style.bold(exercise.id))
          VerdictView.lines(verdict, presenter: context.presenter)
            .forEach(context.console.line)
        }
      }
    }
    let passed = entries.filter(\.passed).count
    let unanswered = entries.filter(\.status.isWaiting).count
    let failed = entries.count - passed - unanswered
    switch format {
    case .json:
      context.console.line(
        JSONReports.encode(
          JSONReports.CheckReport(
            passed: passed, failed: failed, unanswered: unanswered, results: entries)))
    case .text where target == .all:
      context.console.line(
        "\(passed) pasan, \(failed) no pasan y \(unanswered) están sin responder.")
    case .text:
      break
    }
    return failed == 0 && (target == .all || unanswered == 0) ? .success : .failure
  }

  private static func run(
    _ exercise: Exercise, context: TutorContext, onlyModified: Bool
  ) async throws(TutorError) -> Rechecking.Outcome {
    try await Rechecking.recheck(exercise, context: context, onlyModifiedCode: onlyModified)
  }
}
