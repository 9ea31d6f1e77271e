import Checker
import Lessons

/// `AnswerAssessing` sobre las comprobaciones de cada tipo del propio corrector
/// (`Checker.AnswerChecker`), las mismas que usa el tutor, así que el alumno recibe del
/// profesor el mismo veredicto que vio al hacer el curso.
///
/// Pasa por la misma puerta que el tutor (`AnswerChecker.check(_:raw:order:)`): una
/// predicción se compara con la salida que guarda el curso (que `leccion validar` prueba
/// ejecutando el fragmento en el motor). Las puntuaciones parciales (reconstrucción,
/// admisión, elección múltiple, recorrido) cuentan como parte de los puntos; «casi» es un
/// intento fallido: 0 puntos (y, en `intentos`, el siguiente acierto lleva la penalización).
public struct CheckerAnswerAssessor: AnswerAssessing {
  /// Crea el corrector de respuestas.
  public init() {}

  public func assess(
    _ answer: RawAnswer, for exercise: Exercise, in course: Course, order: OptionOrder?
  ) -> AnswerAssessment {
    let verdict = AnswerChecker(course: course).check(exercise, raw: answer, order: order)
    // Cada hallazgo, entero: una explicación del curso escrita en varias líneas es un solo
    // párrafo (`ProseLines`), nunca una primera línea y un «detalle».
    let message = verdict.findings.map(ProseLines.unwrap).joined(separator: "\n")
    if verdict.passed { return AnswerAssessment(score: 1, message: message) }
    // «Casi» es un intento fallido: el tutor anima a repetirlo, y en la nota vale 0 (antes se
    // quedaba en 0,99, más que el acierto al segundo intento que el tutor pedía).
    if verdict.outcome == .almost {
      return AnswerAssessment(score: 0, message: message, passed: false)
    }
    let share = min(verdict.score?.fraction ?? 0, 0.99)
    return AnswerAssessment(score: share, message: message, passed: false)
  }
}
