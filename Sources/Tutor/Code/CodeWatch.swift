import Foundation
import Workspace
import Lessons

/// Corregir un ejercicio de código cada vez que se guarda su archivo (la orden `vigilar`
/// del tutor y `leccion vigilar`): hasta que pasa o hasta Ctrl-C.
struct CodeWatch {
  let context: TutorContext
  let exercise: Exercise
  let code: any CompiledKind
  /// Las pruebas compilándose ya en segundo plano (las del tutor, al entrar en el
  /// ejercicio); si no hay, `run()` las empieza a compilar mientras la persona escribe
  /// (`TestsPrecompiling`), y la primera comprobación las espera.
  var precompiling: Task<Void, Never>? = nil

  /// Cómo terminó.
  enum End: Equatable {
    /// El archivo pasó.
    case passed
    /// Ctrl-C.
    case interrupted
  }

  @discardableResult
  @MainActor func run() async -> End {
    let file = context.workspace.codeFile(for: exercise.id)
    var started: Task<Void, Never>?
    if precompiling == nil, context.showsVerdicts,
      let precompiler = context.code as? any TestsPrecompiling, let learner = LearnerCode.read(file)
    {
      started = precompiler.precompileTests(source: learner.source, for: exercise, code: code)
    }
    let end = await watch(precompiled: precompiling ?? started)
    // La que empezó aquí no sigue cuando se deja de vigilar.
    started?.cancel()
    await started?.value
    return end
  }

  @MainActor private func watch(precompiled: Task<Void, Never>?) async -> End {
    let console = context.console
    let style = console.style
    let file = context.workspace.codeFile(for: exercise.id)
    let shown = context.workspace.displayPath(file)
    // Se vigila antes de decirlo: un guardado hecho en cuanto se lee «Vigilando…» ya se ve
    // (antes, si llegaba entre el aviso y la primera mirada al archivo, se perdía).
    let watcher = FileWatcher(file: file) { message in
      console.paragraph(message, paint: style.dim)
    }
    console.paragraph(
      "Vigilando \(shown): cada vez que lo guardes, lo corregiré. Ctrl-C para parar.")
    var lastChecked = context.store.progress.record(for: exercise.id).lastAnswer
    while true {
      guard watcher.next() == .changed else {
        console.line("Dejo de vigilar.")
        return .interrupted
      }
      guard let learner = LearnerCode.read(file) else { continue }
      if learner.answer == lastChecked { continue }
      lastChecked = learner.answer
      console.paragraph("Guardado: compruebo \(shown)…", paint: style.dim)
      let exercise = self.exercise
      let code = self.code
      guard
        let verdict = await Interruptible.result(of: { [context] in
          if let precompiled {
            await withTaskCancellationHandler {
              await precompiled.value
            } onCancel: {
              precompiled.cancel()
            }
          }
          return await Rechecking.codeVerdict(
            learner, exercise: exercise, code: code, context: context)
        })
      else {
        console.line("Dejo de vigilar.")
        return .interrupted
      }
      do {
        try Rechecking.recordCode(learner, verdict: verdict, exercise: exercise, context: context)
      } catch {
        console.line(style.failure(ReplText.capitalized(error.message)))
      }
      VerdictView.lines(verdict, presenter: context.presenter)
        .forEach(console.line)
      // En una tarea diferida, que compile no es que esté resuelto: se sigue vigilando.
      if verdict.passed, context.showsVerdicts {
        console.line("¡Resuelto! Dejo de vigilar.")
        return .passed
      }
    }
  }
}

/// `leccion vigilar [ID]`.
enum WatchCommand {
  @MainActor static func run(_ context: TutorContext, exerciseID: String?) async throws(TutorError)
    -> ExitCode
  {
    let exercise: Exercise
    if let exerciseID {
      exercise = try context.exercise(exerciseID)
    } else if let current = currentCodeExercise(context) {
      exercise = current
    } else {
      let records = context.store.progress.records()
      let code = context.course.exercises.filter { $0.kind.compiled != nil }
      guard let first = code.first(where: { records[$0.id]?.isPassed != true }) ?? code.first
      else { throw .noCodeExercises }
      exercise = first
    }
    guard let code = exercise.kind.compiled else { throw .notACodeExercise(exercise.id) }
    Signals.setInteractive(true)
    defer { Signals.setInteractive(false) }
    await CodeWatch(context: context, exercise: exercise, code: code).run()
    return .success
  }

  private static func currentCodeExercise(_ context: TutorContext) -> Exercise? {
    guard let position = context.store.progress.position,
      let index = context.outline.index(of: position),
      let exercise = context.outline.exercise(of: context.outline.steps[index]),
      exercise.kind.compiled != nil
    else { return nil }
    return exercise
  }
}
