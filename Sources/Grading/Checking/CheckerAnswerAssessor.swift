import Checker
import Lessons

/// `AnswerAssessing` on the checker's own per-kind checks (`Checker.AnswerChecker`), the
/// same ones the tutor uses, so a student gets the same verdict from the teacher as they
/// saw while taking the course.
///
/// A prediction is compared with the output the course records (which `leccion validar`
/// proves by running the snippet on the engine). Partial scores (Mermaid rebuild,
/// admission) count as a share of the points; `casi` counts as wrong.
public struct CheckerAnswerAssessor: AnswerAssessing {
  /// Creates an assessor.
  public init() {}

  public func assess(
    _ answer: SubmittedAnswer, for exercise: Exercise, in course: Course
  ) -> AnswerAssessment {
    let verdict = AnswerChecker(course: course).check(exercise, answer: Self.answer(answer))
    if verdict.passed { return AnswerAssessment(score: 1, message: verdict.message) }
    let share = min(verdict.score?.fraction ?? 0, 0.99)
    return AnswerAssessment(score: share, message: verdict.message, passed: false)
  }

  /// The checker's form of a hand-in answer.
  static func answer(_ answer: SubmittedAnswer) -> Answer {
    switch answer {
    case .choice(let selected): .choice(Set(selected))
    case .freeText(let text): .text(text)
    case .prediction(let lines): .prediction(lines.joined(separator: "\n"))
    case .flowchartWalk(let path): .walk(path)
    case .flowchartRebuild(let mermaid): .mermaid(mermaid)
    case .admission(let verdicts): .admission(verdicts.map { Optional($0) })
    }
  }
}
