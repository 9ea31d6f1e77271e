import Checker
import Lessons

/// Junta, ejercicio por ejercicio, el veredicto del programa de las pruebas del curso con el
/// del programa aparte de las pruebas del profesor, del que solo se cuentan pruebas
/// (`CodeVerdict.addingTeacherTests`): lo que ve el alumno nunca sale de un programa que las
/// contenga.
enum TeacherTestsJoin {
  /// Los veredictos de un alumno por id de ejercicio.
  static func verdicts(
    course: ([CodeSubmission], [CodeVerdict]), teacher: ([CodeSubmission], [CodeVerdict]),
    in lessons: Course
  ) -> [String: CodeVerdict] {
    var verdicts = Dictionary(
      zip(course.0.map(\.exerciseID), course.1), uniquingKeysWith: { first, _ in first })
    for (request, hidden) in zip(teacher.0, teacher.1) {
      guard let verdict = verdicts[request.exerciseID] else { continue }
      let hint = lessons.exercise(request.exerciseID)?.hints.first?.text
      verdicts[request.exerciseID] = verdict.addingTeacherTests(
        hidden, count: request.teacherTestCount, hint: hint)
    }
    return verdicts
  }
}
