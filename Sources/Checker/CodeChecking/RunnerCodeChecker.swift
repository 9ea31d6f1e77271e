import Support

/// `CodeChecking` sobre el `CodeRunner` aislado: el del tutor y el de la corrección.
///
/// Con `.perStudent`, los ejercicios de cada persona van al ejecutor como un lote
/// (`CodeRunner.check(isolating:)`: se compilan en una llamada a `swiftc` y cada uno se
/// ejecuta en su propio proceso aislado); se comprueban `jobs` personas a la vez. Un lote de
/// uno (el tutor) se comprueba como `CodeRunner.check(_:)`, con la caché del ejecutor si la
/// tiene. Con `.onePerExercise`, cada ejercicio se compila solo.
///
/// ```swift
/// let verdict = await RunnerCodeChecker(runner: runner).check(submission)
/// ```
public struct RunnerCodeChecker: CodeChecking {
  /// El ejecutor (sus `options.limits` acotan cada programa).
  public var runner: CodeRunner
  /// La estrategia.
  public var batching: CodeBatching

  /// Crea el comprobador de código.
  public init(runner: CodeRunner, batching: CodeBatching = .perStudent) {
    self.runner = runner
    self.batching = batching
  }

  /// Con varias personas, una más que `jobs` a la vez, pero solo `jobs` compiladores a la vez
  /// (`CompilerSlots`): la de más compila mientras otra espera a un programa quieto.
  public func check(students: [[CodeSubmission]], jobs: Int) async -> CodeCheckingResult {
    var runner = self.runner
    let batching = self.batching
    let jobs = max(1, jobs)
    var limit = jobs
    if students.count > jobs && !Self.oneMoreDisabled {
      runner.compilerSlots = CompilerSlots(count: jobs)
      limit += 1
    }
    let outcomes = await Concurrently.map(students, limit: limit) { [runner] exercises in
      switch batching {
      case .perStudent: await runner.check(isolating: exercises)
      case .onePerExercise: await runner.checkEachAlone(exercises)
      }
    }
    return CodeCheckingResult(
      verdicts: outcomes.map(\.verdicts), compilerRuns: outcomes.reduce(0) { $0 + $1.compilerRuns })
  }
}

extension RunnerCodeChecker {
  /// Si `LECCION_SIN_ENTREGA_DE_MAS=1`, `jobs` personas a la vez y nada más (como antes de
  /// `CompilerSlots`): para medir lo que ahorra en una misma corrida (`GradingBenchmarks`,
  /// modo `justos-N`).
  static var oneMoreDisabled: Bool {
    EnvironmentVariable.value("LECCION_SIN_ENTREGA_DE_MAS") == "1"
  }
}

/// Cómo gasta `RunnerCodeChecker` las compilaciones.
public enum CodeBatching: String, Sendable, Hashable, CaseIterable {
  /// Los ejercicios de código de un alumno en tan pocas compilaciones como se pueda sin
  /// cambiar ningún veredicto (ver `NameIsolation` y `Sources/Grading/README.md`).
  case perStudent
  /// Una compilación por ejercicio: la referencia de las mediciones de `Benchmarks/`.
  case onePerExercise
}
