import Checker
import Lessons
import Workspace

/// Everything a grading run is graded against; it is the same on every machine that
/// grades a share of the class.
public struct GradingSetup: Sendable {
  /// The course.
  public var course: Course
  /// Its id and content hash.
  public var stamp: CourseStamp
  /// What each exercise is worth.
  public var weights: Weights
  /// La tarea del profesor: qué cuenta y cómo puntúa cada intento (`.practice` sin tarea).
  public var assignment: Assignment
  /// Si se corrige con una tarea (`--tarea`); si no, el informe no la nombra.
  public var hasAssignment: Bool
  /// The teacher's extra tests.
  public var hiddenTests: HiddenTests
  /// Size limits of hand-ins.
  public var limits: SubmissionLimits
  /// Wall-clock limit of each code program, in seconds (recorded in the report).
  public var timeLimitSeconds: Double

  /// Los ejercicios que cuentan, en el orden del curso.
  public var countedExercises: [Exercise] {
    course.exercises.filter(assignment.counts)
  }

  /// Creates a setup.
  public init(
    course: Course, stamp: CourseStamp, weights: Weights = .equal,
    assignment: Assignment? = nil, hiddenTests: HiddenTests = .none,
    limits: SubmissionLimits = .standard,
    timeLimitSeconds: Double = SandboxLimits.standard.wallClockSeconds
  ) {
    self.course = course
    self.stamp = stamp
    self.weights = weights
    self.assignment = assignment ?? .practice
    self.hasAssignment = assignment != nil
    self.hiddenTests = hiddenTests
    self.limits = limits
    self.timeLimitSeconds = timeLimitSeconds
  }
}
