import Checker
import Lessons

/// Quien sabe compilar de antemano las pruebas de un ejercicio de código contra el archivo
/// de la persona (`CodeRunner.precompileTests`), para que su primera comprobación solo
/// compile su archivo. Aparte de `CodeChecking`: es una apuesta que ahorra tiempo, nunca un
/// veredicto, y un corrector que no lo sabe hacer no pierde nada.
protocol TestsPrecompiling: Sendable {
  /// Empieza a compilarlas en segundo plano y devuelve la tarea (cancelarla para el
  /// compilador).
  func precompileTests(source: SourceFile, for exercise: Exercise, code: any CompiledKind)
    -> Task<Void, Never>
}

extension LocatedCodeChecker: TestsPrecompiling {
  func precompileTests(source: SourceFile, for exercise: Exercise, code: any CompiledKind)
    -> Task<Void, Never>
  {
    let engine = self.engine
    let submission = CodeSubmission.checking(source, of: exercise.id, code: code)
    return Task.detached(priority: .background) {
      guard case .success(let runner) = engine.runner(), let submission else { return }
      _ = await runner.precompileTests(submission)
    }
  }
}
