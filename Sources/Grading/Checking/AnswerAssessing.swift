import Lessons

/// What one answer earned: the share of the exercise's points (0…1) and why, in Spanish.
public struct AnswerAssessment: Sendable, Hashable {
  /// From 0 (nothing) to 1 (all the points).
  public var score: Double
  /// Why, in Spanish: what is wrong, or a short confirmation.
  public var message: String

  /// Whether the answer is right (all the points).
  public var passed: Bool

  /// Creates an assessment; `passed` defaults to a full score.
  public init(score: Double, message: String, passed: Bool? = nil) {
    self.score = min(1, max(0, score))
    self.message = message
    self.passed = passed ?? (score >= 1)
  }
}

/// The seam between grading and the checker for non-code answers: given the raw answer
/// and the course, say what it earned. Grading never looks at any stored verdict.
///
/// `CheckerAnswerAssessor` implements it on the `Checker` module's per-kind checks; tests
/// or other front ends can give their own.
public protocol AnswerAssessing: Sendable {
  /// Corrige `answer` a `exercise` de `course`; `order` es el orden en que el alumno vio
  /// las opciones (para que los mensajes usen sus letras). Nunca se llama con código.
  func assess(
    _ answer: RawAnswer, for exercise: Exercise, in course: Course, order: OptionOrder?
  ) -> AnswerAssessment
}
