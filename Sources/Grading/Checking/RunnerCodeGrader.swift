import Checker

/// `CodeGrading` sobre el `CodeRunner` aislado.
///
/// Con `.perStudent`, los ejercicios de cada persona van al ejecutor como un lote
/// (`CodeRunner.check(isolating:)`: se compilan en una llamada a `swiftc` y cada uno se
/// ejecuta en su propio proceso aislado); se corrigen `jobs` personas a la vez. Con
/// `.onePerExercise`, cada ejercicio se compila solo.
public struct RunnerCodeGrader: CodeGrading {
  /// El ejecutor (sus `options.limits` acotan cada programa).
  public var runner: CodeRunner
  /// La estrategia.
  public var batching: CodeBatching

  /// Crea el corrector de código.
  public init(runner: CodeRunner, batching: CodeBatching = .perStudent) {
    self.runner = runner
    self.batching = batching
  }

  public func check(students: [[CodeSubmission]], jobs: Int) async -> CodeGradingResult {
    let outcomes = await Concurrently.map(students, limit: max(1, jobs)) { exercises in
      switch batching {
      case .perStudent: await runner.check(isolating: exercises)
      case .onePerExercise: await runner.checkEachAlone(exercises)
      }
    }
    return CodeGradingResult(
      verdicts: outcomes.map(\.verdicts), compilerRuns: outcomes.reduce(0) { $0 + $1.compilerRuns })
  }
}
