import Foundation
import Lessons

extension Repl {
  /// Al entrar en un ejercicio de código, sus pruebas se compilan en segundo plano contra su
  /// archivo tal como está (el de inicio, la primera vez), mientras la persona lee y escribe:
  /// su primera comprobación solo compila su archivo (`TestsPrecompiling`). Solo si la tarea
  /// muestra veredictos (en una diferida, `comprobar` no pasa las pruebas). La de otro
  /// ejercicio en marcha se cancela: la persona ya no está en él.
  func precompileTests() {
    guard context.showsVerdicts, let exercise = currentExercise,
      let code = exercise.kind.compiled,
      let precompiler = context.code as? any TestsPrecompiling,
      precompiling?.exerciseID != exercise.id,
      let learner = LearnerCode.read(context.workspace.codeFile(for: exercise.id))
    else { return }
    if let abandoned = precompiling?.task {
      abandoned.cancel()
      abandonedPrecompiles.append(abandoned)
    }
    precompiling = (
      exercise.id, precompiler.precompileTests(source: learner.source, for: exercise, code: code)
    )
  }

  /// Lo que espera, antes de comprobar `exercise`, a sus pruebas si se están compilando (no
  /// se compilan dos veces a la vez: la comprobación las toma de la caché). Un Ctrl-C
  /// mientras espera cancela también esa compilación.
  func precompiledTests(of exercise: Exercise) -> @Sendable () async -> Void {
    guard let precompiling, precompiling.exerciseID == exercise.id else { return {} }
    let task = precompiling.task
    return {
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    }
  }

  /// Al salir: la compilación en marcha se cancela (su compilador muere) y se espera, con
  /// las de ejercicios anteriores que aún estuvieran acabando, para no dejar nada suyo atrás.
  func stopPrecompiling() async {
    let tasks = abandonedPrecompiles + (precompiling.map { [$0.task] } ?? [])
    precompiling = nil
    abandonedPrecompiles = []
    for task in tasks {
      task.cancel()
      await task.value
    }
  }
}
