import Checker
import Support
import Lessons
import Workspace

/// Un ejercicio de una entrega: su estado, sus puntos y su mensaje, con la política de la
/// tarea.
enum ExerciseGrading {
  /// Lo que hace falta para corregir un ejercicio de una entrega.
  struct Context {
    var submission: Submission
    var course: Course
    var policy: Assignment
    var answers: any AnswerChecking
    /// El veredicto del código (`nil` si no hubo corrector: es un error de la corrección).
    var codeVerdict: CodeVerdict?
    /// El archivo de inicio de un ejercicio de código.
    var starter: String?
  }

  static func result(_ exercise: Exercise, worth: Double, context: Context) -> ExerciseResult {
    let events = context.submission.events.filter { $0.exerciseID == exercise.id }
    if exercise.kind.compiled != nil {
      return code(exercise, worth: worth, events: events, context: context)
    }
    let order = context.policy.optionOrder(for: exercise, student: context.submission.student)
    return AttemptGrading.grade(
      events, of: exercise, worth: worth, policy: context.policy
    ) { answer in
      context.answers.check(answer, for: exercise, in: context.course, order: order)
    }
  }

  private static func code(
    _ exercise: Exercise, worth: Double, events: [ProgressEvent], context: Context
  ) -> ExerciseResult {
    guard let entry = context.submission.code[exercise.id] else {
      return ExerciseResult(
        id: exercise.id, status: .unanswered, points: 0, maxPoints: worth,
        message: "No entregó el archivo de este ejercicio.", score: 0)
    }
    if let starter = context.starter, sameCode(entry.contents, starter) {
      return ExerciseResult(
        id: exercise.id, status: .notAttempted, points: 0, maxPoints: worth,
        message: "Es el archivo de inicio sin tocar.", score: 0)
    }
    if let deadline = context.policy.deadline, !context.policy.countLate,
      let saved = entry.savedAt, saved > deadline
    {
      // Como una respuesta que solo llegó tarde: no cuenta, así que está sin responder.
      return ExerciseResult(
        id: exercise.id, status: .unanswered, points: 0, maxPoints: worth,
        message: "El archivo se guardó después de la fecha límite: no cuenta.", late: 1,
        score: 0)
    }
    guard let verdict = context.codeVerdict else {
      return ExerciseResult(
        id: exercise.id, status: .error, points: 0, maxPoints: worth,
        message: "No se comprobó: no hay corrector de código.", errorSource: .grader)
    }
    var result = Rulebook.grade(
      code: AttemptGrading.assessment(verdict.verdict), events: events, of: exercise,
      worth: worth, policy: context.policy)
    switch verdict.outcome {
    case .passed, .testsFailed: break
    default:
      result.status = .error
      result.errorSource = .student
    }
    return result
  }

  /// Si dos archivos son el mismo salvo espacios al final de línea y líneas vacías finales.
  static func sameCode(_ a: String, _ b: String) -> Bool {
    func normalized(_ text: String) -> [Substring] {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        var line = $0
        while let last = line.last, last == " " || last == "\t" || last == "\r" {
          line = line.dropLast()
        }
        return line
      }
      while let last = lines.last, last.isEmpty { lines.removeLast() }
      return lines
    }
    return normalized(a) == normalized(b)
  }

  /// El veredicto en castellano del ejecutor sin lo que cambia de una ejecución o de una
  /// máquina a otra: la salida del propio programa (a medias si se le acabó el tiempo) y
  /// las notas del aislamiento (que el informe da una sola vez, en `notes`).
  static func message(_ verdict: CodeVerdict) -> String {
    var stable = verdict
    stable.output = ""
    stable.outputTruncated = false
    stable.sandboxGaps = []
    return stable.message
  }
}
