import Lessons

/// What one answer earned: the share of the exercise's points (0…1) and why, in Spanish.
public struct AnswerAssessment: Sendable, Hashable {
  /// From 0 (nothing) to 1 (all the points).
  public var score: Double
  /// Why, in Spanish: what is wrong, or a short confirmation.
  public var message: String

  /// Creates an assessment.
  public init(score: Double, message: String) {
    self.score = min(1, max(0, score))
    self.message = message
  }

  /// Whether the answer is fully right.
  public var passed: Bool { score >= 1 }
}

/// The seam between grading and the checker for non-code answers: given the raw answer
/// and the course, say what it earned. Grading never looks at any stored verdict.
///
/// `BuiltInAnswerChecker` implements it on the course model alone; when the `Checker`
/// module grows its per-kind checks (choice, text, prediction, walk, Mermaid,
/// admission), an adapter to them replaces it here without touching the rest.
public protocol AnswerAssessing: Sendable {
  /// Grades `answer` to `exercise` of `course`. Never called for code exercises.
  func assess(_ answer: SubmittedAnswer, for exercise: Exercise, in course: Course)
    -> AnswerAssessment
}
