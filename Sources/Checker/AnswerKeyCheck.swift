import Lessons

/// Una comprobación para `CourseValidator`: la clave de cada ejercicio que no es de código
/// pasa su propio corrector (las opciones correctas, la respuesta y cada sinónimo, los pasos
/// de un recorrido, el propio diagrama de una reconstrucción, los veredictos de admisión).
/// No necesita el motor: así `validar` avisa de una clave que el corrector no aceptaría.
///
/// ```swift
/// let problems = await CourseValidator.validate(directory, checks: [AnswerKeyCheck()])
/// ```
public struct AnswerKeyCheck: CourseCheck {
  /// Crea la comprobación.
  public init() {}

  /// Un diagnóstico por clave que no pasa, en el encabezado de su ejercicio.
  public func diagnostics(for course: Course) async -> [Diagnostic] {
    keyProblems(in: course)
  }

  /// Lo mismo, sin esperar.
  public func keyProblems(in course: Course) -> [Diagnostic] {
    let checker = AnswerChecker(course: course)
    var diagnostics: [Diagnostic] = []
    for exercise in course.exercises.flatMap(\.allInstances) {
      if case .unit(let unit) = exercise.kind {
        for answer in KindChecking.keyAnswers(unit.base) {
          let verdict = checker.check(exercise, raw: answer)
          if !verdict.passed {
            diagnostics.append(
              Diagnostic(
                exercise.location,
                .reported(Feedback.keyFails(Self.textForm(of: answer), verdict))))
          }
        }
        continue
      }
      for answer in Self.keyAnswers(exercise, in: course) {
        let verdict = checker.check(exercise, answer: answer)
        if !verdict.passed {
          diagnostics.append(
            Diagnostic(exercise.location, .reported(Feedback.keyFails(answer, verdict))))
        }
      }
    }
    return diagnostics
  }

  /// Una respuesta guardada que es texto, como `Answer.text` (para citarla en el mensaje).
  static func textForm(of answer: RawAnswer) -> Answer? {
    guard case .unit(let unit) = answer, let text = unit.base.asText else { return nil }
    return .text(text)
  }

  /// Las respuestas que da la propia clave del ejercicio.
  static func keyAnswers(_ exercise: Exercise, in course: Course) -> [Answer] {
    switch exercise.kind {
    case .code:
      []
    case .unit:
      []
    }
  }
}
