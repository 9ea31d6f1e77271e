import Checker
import Lessons

/// One exercise of one hand-in: its status, points and message.
enum ExerciseGrading {
  static func result(
    _ exercise: Exercise, worth: Double, submission: Submission, course: Course,
    answers: any AnswerAssessing, codeVerdict: CodeVerdict?, codeAvailable: Bool
  ) -> ExerciseResult {
    if case .code = exercise.kind {
      guard submission.code[exercise.id] != nil else {
        return ExerciseResult(
          id: exercise.id, status: .fail, points: 0, maxPoints: worth,
          message: "No entregó el archivo de este ejercicio.")
      }
      guard let verdict = codeVerdict else {
        return ExerciseResult(
          id: exercise.id, status: .error, points: 0, maxPoints: worth,
          message: "No se comprobó: no hay corrector de código.")
      }
      return code(verdict, id: exercise.id, worth: worth)
    }
    guard let entry = submission.answers[exercise.id] else {
      return ExerciseResult(
        id: exercise.id, status: .fail, points: 0, maxPoints: worth, message: "Sin respuesta.")
    }
    let assessment = answers.assess(entry.answer, for: exercise, in: course)
    return ExerciseResult(
      id: exercise.id, status: assessment.passed ? .pass : .fail,
      points: Points.round(worth * assessment.score), maxPoints: worth,
      message: assessment.message)
  }

  /// Points: the share of tests that pass. Status: `pass`, `fail` when the tests ran and
  /// some failed, `error` when it does not compile, crashes, runs out of time or memory.
  static func code(_ verdict: CodeVerdict, id: String, worth: Double) -> ExerciseResult {
    let total = verdict.tests.count
    let passing = verdict.tests.filter(\.passed).count
    let score = verdict.passed ? 1 : (total == 0 ? 0 : Double(passing) / Double(total))
    let status: ExerciseResult.Status =
      switch verdict.outcome {
      case .passed: .pass
      case .testsFailed: .fail
      default: .error
      }
    return ExerciseResult(
      id: id, status: status, points: Points.round(worth * score), maxPoints: worth,
      message: message(verdict))
  }

  /// The runner's Spanish verdict without what varies between runs or machines: the
  /// program's own output (partial when it ran out of time) and the sandbox notes (which
  /// the report lists once, in `notes`).
  static func message(_ verdict: CodeVerdict) -> String {
    var stable = verdict
    stable.output = ""
    stable.outputTruncated = false
    stable.sandboxGaps = []
    return stable.message
  }
}
