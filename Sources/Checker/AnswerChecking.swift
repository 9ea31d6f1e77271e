import Lessons

/// Quien corrige las respuestas que no son de código, para el tutor y para la corrección por
/// lotes: dada la respuesta en bruto (la del progreso o la de una entrega) y el curso, su
/// veredicto. Ninguno de los dos corrige por su cuenta ni mira un «resuelto» guardado; las
/// pruebas pueden dar su propia implementación.
public protocol AnswerChecking: Sendable {
  /// El veredicto de `answer` para `exercise` del curso `course`; `order` es el orden en
  /// que la persona vio las opciones (para que el veredicto use sus letras).
  func check(
    _ answer: RawAnswer, for exercise: Exercise, in course: Course, order: OptionOrder?
  ) -> Verdict
}

/// `AnswerChecking` con las comprobaciones de cada tipo de este módulo, por la puerta única
/// `AnswerChecker.check(_:raw:order:)`: una predicción se compara con la salida que guarda el
/// curso (que `leccion validar` prueba ejecutando el fragmento en el motor). Así lo que ve la
/// persona en el tutor y lo que puntúa su profesor salen del mismo código.
///
/// ```swift
/// let verdict = CourseAnswerChecker().check(
///   .freeText("withLock"), for: exercise, in: course, order: nil)
/// ```
public struct CourseAnswerChecker: AnswerChecking {
  /// Crea el corrector de respuestas.
  public init() {}

  public func check(
    _ answer: RawAnswer, for exercise: Exercise, in course: Course, order: OptionOrder?
  ) -> Verdict {
    AnswerChecker(course: course).check(exercise, raw: answer, order: order)
  }
}
