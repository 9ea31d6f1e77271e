import Checker

/// `CodeGrading` on the sandboxed `CodeRunner`.
///
/// With `.perStudent`, each student's exercises are isolated by name (`NameIsolation`)
/// and handed to the runner as one batch, so they compile in one `swiftc` run and each
/// runs in its own sandboxed process; `jobs` students are graded at a time. An isolated
/// exercise that does not compile is checked again as written, alone, so its diagnostics
/// are exactly the student's. With `.onePerExercise`, every exercise is compiled on its
/// own, `jobs` at a time.
public struct RunnerCodeGrader: CodeGrading {
  /// The runner (its `options.limits` bound every program).
  public var runner: CodeRunner
  /// The strategy.
  public var batching: CodeBatching

  /// Creates a checker.
  public init(runner: CodeRunner, batching: CodeBatching = .perStudent) {
    self.runner = runner
    self.batching = batching
  }

  public func check(students: [[CodeSubmission]], jobs: Int) async -> CodeGradingResult {
    let jobs = max(1, jobs)
    let outcomes = await Concurrently.map(students, limit: jobs) { exercises in
      switch batching {
      case .perStudent: await checkTogether(exercises)
      case .onePerExercise: await checkAlone(exercises)
      }
    }
    return CodeGradingResult(
      verdicts: outcomes.map(\.verdicts), compilerRuns: outcomes.reduce(0) { $0 + $1.compiles })
  }

  private func checkAlone(_ exercises: [CodeSubmission]) async -> (
    verdicts: [CodeVerdict], compiles: Int
  ) {
    var verdicts: [CodeVerdict] = []
    var compiles = 0
    for exercise in exercises {
      let verdict = await runner.check(exercise)
      if !verdict.fromCache { compiles += 1 }
      verdicts.append(verdict)
    }
    return (verdicts, compiles)
  }

  private func checkTogether(_ exercises: [CodeSubmission]) async -> (
    verdicts: [CodeVerdict], compiles: Int
  ) {
    guard exercises.count > 1 else { return await checkAlone(exercises) }
    let isolated = exercises.map(NameIsolation.isolate)
    let batch = zip(exercises, isolated).map { original, isolated in
      isolated?.submission ?? original
    }
    var studentRunner = runner
    studentRunner.options.maxParallelJobs = 1
    studentRunner.options.mergeLimit = max(runner.options.mergeLimit, exercises.count)
    let result = await studentRunner.gradingBatch(batch)
    var verdicts: [CodeVerdict] = []
    var compiles = result.compilerRuns
    for (index, verdict) in result.verdicts.enumerated() {
      guard let isolation = isolated[index] else {
        verdicts.append(verdict)
        continue
      }
      if verdict.outcome == .compileFailed {
        let alone = await runner.check(exercises[index])
        if !alone.fromCache { compiles += 1 }
        verdicts.append(alone)
      } else {
        verdicts.append(NameIsolation.restore(verdict, suffix: isolation.suffix))
      }
    }
    return (verdicts, compiles)
  }
}

extension CodeRunner {
  /// The runner's batch check, as grading uses it.
  func gradingBatch(_ submissions: [CodeSubmission]) async -> (
    verdicts: [CodeVerdict], compilerRuns: Int
  ) {
    let result = await check(batch: submissions)
    return (result.verdicts, result.compilerRuns)
  }
}
