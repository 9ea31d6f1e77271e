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
    let tests = code.files.contents(.tests)
    return Task.detached(priority: .background) {
      guard case .success(let runner) = engine.runner(), let tests else { return }
      // La misma entrega que `Rechecking.codeVerdict`: si no, otra clave.
      let submission = CodeSubmission(
        exerciseID: exercise.id, learnerFile: source,
        tests: SourceFile(
          name: "pruebas.swift", contents: String(decoding: tests, as: UTF8.self)))
      _ = await runner.precompileTests(submission)
    }
  }
}
