import Checker

/// The seam between grading and the code runner.
///
/// `students[i]` are the code exercises of one student; the result has one verdict per
/// exercise in the same shape. Implementations may compile a student's exercises
/// together, but every verdict must be the one the exercise gets when checked alone.
public protocol CodeGrading: Sendable {
  /// Checks every exercise, `jobs` compilations or runs at a time.
  func check(students: [[CodeSubmission]], jobs: Int) async -> CodeGradingResult
}

/// The verdicts of a `CodeGrading` run and what it cost.
public struct CodeGradingResult: Sendable {
  /// One verdict per exercise, student by student, in the order given.
  public var verdicts: [[CodeVerdict]]
  /// How many times `swiftc` ran.
  public var compilerRuns: Int

  /// Creates a result.
  public init(verdicts: [[CodeVerdict]], compilerRuns: Int) {
    self.verdicts = verdicts
    self.compilerRuns = compilerRuns
  }
}

/// How `RunnerCodeGrader` spends compilations.
public enum CodeBatching: String, Sendable, Hashable, CaseIterable {
  /// A student's code exercises in as few compilations as correctness allows (see
  /// `NameIsolation` and `Sources/Grading/README.md`).
  case perStudent
  /// One compilation per exercise: the baseline the benchmark compares against.
  case onePerExercise
}
