import Foundation
import Support
import Workspace
import Lessons

/// Las salidas en JSON de `lista`, `progreso`, `comprobar` y `validar`: claves en inglés,
/// estables y ordenadas, textos para personas en castellano.
enum JSONReports {
  struct ExerciseEntry: Encodable {
    var id: String
    var title: String
    var kind: String
    var status: ExerciseRecord.Status
    var attempts: Int
    var hintsShown: Int
    var solutionSeen: Bool
    var lastActivity: String?
  }

  struct LessonEntry: Encodable {
    var id: String
    var title: String
    var passed: Int
    var total: Int
    var exercises: [ExerciseEntry]
  }

  struct PositionEntry: Encodable {
    var lessonID: String
    var stepID: String
  }

  struct CourseReport: Encodable {
    var courseID: String
    var title: String
    var workspace: String
    var learnerID: String?
    var passed: Int
    var total: Int
    var attempts: Int
    var hintsShown: Int
    var solutionsSeen: Int
    var position: PositionEntry?
    var lessons: [LessonEntry]
  }

  struct CheckEntry: Encodable {
    var id: String
    var status: CheckStatus
    var passed: Bool
    var message: String
  }

  /// Lo que dijo `comprobar` de un ejercicio, con palabras de máquina en JSON; las que
  /// también son estados de una nota son las mismas de `ExerciseStatus`.
  enum CheckStatus: String, Encodable {
    /// Pasa.
    case pass
    /// No pasa.
    case fail
    /// Sin responder.
    case unanswered
    /// Guardada: en una tarea diferida, el veredicto llega con la devolución.
    case saved
    /// En una tarea diferida, el archivo de código no compila.
    case compileError = "compile_error"

    /// Si cuenta entre las que esperan (sin responder o guardadas).
    var isWaiting: Bool { self == .unanswered || self == .saved }
  }

  struct CheckReport: Encodable {
    var passed: Int
    var failed: Int
    var unanswered: Int
    var results: [CheckEntry]
  }

  struct ProblemEntry: Encodable {
    var file: String?
    var line: Int?
    var column: Int?
    var message: String
  }

  struct ValidationReport: Encodable {
    var course: String
    var problems: [ProblemEntry]
    /// Los avisos para quien escribe el curso: no son errores.
    var warnings: [ProblemEntry]
  }

  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// El informe del curso y del progreso que dan `lista` y `progreso` en JSON.
  static func course(_ context: TutorContext) -> CourseReport {
    let progress = context.store.progress
    let records = progress.records()
    var lessons: [LessonEntry] = []
    for lesson in context.course.lessons {
      let exercises = lesson.exercises.map { exercise in
        let record = records[exercise.id] ?? ExerciseRecord()
        return ExerciseEntry(
          id: exercise.id, title: exercise.title, kind: exercise.kind.name.rawValue,
          status: record.status, attempts: record.attempts,
          hintsShown: record.hintsShown, solutionSeen: record.solutionSeen,
          lastActivity: record.lastActivity.map(Timestamp.format))
      }
      lessons.append(
        LessonEntry(
          id: lesson.id, title: lesson.title,
          passed: exercises.filter { $0.status == .passed }.count,
          total: exercises.count, exercises: exercises))
    }
    let all = lessons.flatMap(\.exercises)
    return CourseReport(
      courseID: context.course.id, title: context.course.title,
      workspace: context.workspace.directory.path, learnerID: context.workspace.manifest.learnerID,
      passed: lessons.map(\.passed).reduce(0, +), total: all.count,
      attempts: all.map(\.attempts).reduce(0, +), hintsShown: all.map(\.hintsShown).reduce(0, +),
      solutionsSeen: all.filter(\.solutionSeen).count,
      position: progress.position.map { PositionEntry(lessonID: $0.lessonID, stepID: $0.stepID) },
      lessons: lessons)
  }
}
