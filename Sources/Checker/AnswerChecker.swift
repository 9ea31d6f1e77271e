import Lessons

/// La puerta única del corrector para los ejercicios que no son de código: elige el
/// corrector de cada tipo. Es puro y determinista: solo mira la respuesta y el curso.
///
/// ```swift
/// let checker = AnswerChecker(course: course)
/// let verdict = checker.check(exercise, answer: .walk(["no", "dato", "no", "si"]))
/// ```
public struct AnswerChecker: Sendable {
  /// El curso (para los diagramas de los recorridos y las reconstrucciones).
  public let course: Course

  /// Un corrector para `course`.
  public init(course: Course) {
    self.course = course
  }

  /// Corrige una respuesta guardada (del progreso o de una entrega): la puerta que usan el
  /// tutor y la corrección por lotes, así que los dos dan el mismo veredicto. La verdad de
  /// una predicción es la salida que guarda el curso, que `validar` prueba ejecutando el
  /// fragmento en el motor. `order` es el orden en que la persona vio las opciones (para
  /// que los mensajes usen sus letras).
  public func check(_ exercise: Exercise, raw: RawAnswer, order: OptionOrder? = nil) -> Verdict {
    if case .unit(let model) = exercise.kind {
      return KindChecking.check(
        model.base, raw: raw, copy: course.studentCopy, exercise: exercise.id, order: order)
    }
    switch (exercise.kind, raw) {
    case (_, .unit(let answer)) where answer.base.asText != nil:
      return check(exercise, answer: .text(answer.base.asText ?? ""))
    default:
      return Verdict(
        outcome: .failed, feedback: [.answerKindMismatch(expected: exercise.kind.name.rawValue)])
    }
  }

  /// Corrige `answer` a `exercise`. En `prediccion`, `output` es la salida de ejecutar el
  /// fragmento ahora; sin ella se usa la que guarda el curso (que `validar` comprueba).
  public func check(
    _ exercise: Exercise, answer: Answer, output: String? = nil, order: OptionOrder? = nil
  ) -> Verdict {
    if case .unit(let model) = exercise.kind {
      var base: any ExerciseKindModel = model.base
      if let output, let prediction = base as? PredictionExercise {
        base = prediction.with(output: output)
      }
      return KindChecking.check(
        base, answer: answer, copy: course.studentCopy, exercise: exercise.id, order: order)
    }
    return Verdict(
      outcome: .failed, feedback: [.answerKindMismatch(expected: exercise.kind.name.rawValue)])
  }
}
