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
      for answer in exercise.kind.keyAnswers {
        let verdict = checker.check(exercise, answer: answer)
        if !verdict.passed {
          diagnostics.append(
            Diagnostic(exercise.location, .reported(Feedback.keyFails(answer, verdict))))
        }
      }
    }
    return diagnostics
  }
}
