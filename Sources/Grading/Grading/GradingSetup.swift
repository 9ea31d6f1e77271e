import Checker
import Lessons

/// Everything a grading run is graded against; it is the same on every machine that
/// grades a share of the class.
public struct GradingSetup: Sendable {
  /// The course.
  public var course: Course
  /// Its id and content hash.
  public var stamp: CourseStamp
  /// What each exercise is worth.
  public var weights: Weights
  /// The teacher's extra tests.
  public var hiddenTests: HiddenTests
  /// Size limits of hand-ins.
  public var limits: SubmissionLimits
  /// Wall-clock limit of each code program, in seconds (recorded in the report).
  public var timeLimitSeconds: Double

  /// Creates a setup.
  public init(
    course: Course, stamp: CourseStamp, weights: Weights = .equal,
    hiddenTests: HiddenTests = .none, limits: SubmissionLimits = .standard,
    timeLimitSeconds: Double = SandboxLimits.standard.wallClockSeconds
  ) {
    self.course = course
    self.stamp = stamp
    self.weights = weights
    self.hiddenTests = hiddenTests
    self.limits = limits
    self.timeLimitSeconds = timeLimitSeconds
  }
}
