import Checker
import Lessons

/// `AnswerAssessing` on the checker's own per-kind checks (`Checker.AnswerChecker`), the
/// same ones the tutor uses, so a student gets the same verdict from the teacher as they
/// saw while taking the course.
///
/// Pasa por la misma puerta que el tutor (`AnswerChecker.check(_:raw:order:)`): una
/// predicción se compara con la salida que guarda el curso (que `leccion validar` prueba
/// ejecutando el fragmento en el motor). Las puntuaciones parciales (reconstrucción,
/// admisión, elección múltiple, recorrido) cuentan como parte de los puntos; «casi» cuenta
/// como mal.
public struct CheckerAnswerAssessor: AnswerAssessing {
  /// Creates an assessor.
  public init() {}

  public func assess(
    _ answer: RawAnswer, for exercise: Exercise, in course: Course, order: OptionOrder?
  ) -> AnswerAssessment {
    let verdict = AnswerChecker(course: course).check(exercise, raw: answer, order: order)
    if verdict.passed { return AnswerAssessment(score: 1, message: verdict.message) }
    let share = min(verdict.score?.fraction ?? 0, 0.99)
    return AnswerAssessment(score: share, message: verdict.message, passed: false)
  }
}
