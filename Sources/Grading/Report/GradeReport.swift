import Support
import Foundation
import Workspace

/// The result of grading a class (or one share of it, with `--parte`): what every
/// renderer prints and what `--unir` reads back. Its JSON (`--formato json`) is the
/// documented schema `leccion-informe` version 1 (see `Sources/Grading/README.md`).
///
/// It holds nothing that depends on the machine, the time or the number of jobs, so the
/// same inputs always give the same bytes.
public struct GradeReport: Codable, Sendable, Equatable {
  /// The value of `format`.
  public static let formatName = "leccion-informe"
  /// The schema version written (2: estados cerrados, intentos, tarea y estadísticas).
  public static let currentVersion = 2

  /// Always `leccion-informe`.
  public var format: String
  /// The schema version.
  public var version: Int
  /// The `leccion` that graded.
  public var leccionVersion: String
  /// The course and its content hash.
  public var course: ReportCourse
  /// SHA-256 of the weights file (`null`: all exercises worth 1).
  public var weights: String?
  /// La tarea con que se corrigió (`null`: práctica, sin tarea).
  public var assignment: ReportAssignment?
  /// SHA-256 of the hidden tests (`null`: none).
  public var hiddenTests: String?
  /// Wall-clock limit of each code exercise program, in seconds.
  public var timeLimitSeconds: Double
  /// Which share this is (`null`: the whole class).
  public var part: ReportPart?
  /// Every exercise of the course, in course order, with what it is worth.
  public var exercises: [ReportExercise]
  /// The sum of `exercises[].maxPoints`.
  public var maxPoints: Double
  /// Things the teacher should know about the run (for example, that programs ran without
  /// `bubblewrap`), sorted.
  public var notes: [String]
  /// Counts.
  public var summary: ReportSummary
  /// Las cifras de la clase (media, mediana, desviación típica y alfa de Cronbach sobre
  /// las entregas corregidas); las de cada ejercicio van en `exercises`. Se recalculan
  /// siempre de las filas, también al `--unir`.
  public var statistics: ClassStatistics
  /// One row per hand-in, sorted by student id (or by file for those without one).
  public var students: [StudentResult]

  /// Creates a report.
  public init(
    leccionVersion: String = LeccionVersion.current, course: ReportCourse, weights: String?,
    assignment: ReportAssignment? = nil, hiddenTests: String?, timeLimitSeconds: Double,
    part: ReportPart?,
    exercises: [ReportExercise], notes: [String], students: [StudentResult]
  ) {
    self.format = Self.formatName
    self.version = Self.currentVersion
    self.leccionVersion = leccionVersion
    self.course = course
    self.weights = weights
    self.assignment = assignment
    self.hiddenTests = hiddenTests
    self.timeLimitSeconds = timeLimitSeconds
    self.part = part
    self.exercises = exercises
    self.maxPoints = Points.round(exercises.reduce(0) { $0 + $1.maxPoints })
    self.notes = notes
    self.students = students
    self.summary = ReportSummary(students)
    let statistics = ReportStatistics.compute(exercises: exercises, students: students)
    self.exercises = zip(exercises, statistics.items).map { $0.withStatistic($1) }
    self.statistics = statistics.summary
  }

  /// Las estadísticas de la clase tal como las guarda el informe, para mostrarlas.
  public var itemStatistics: ItemStatistics {
    ItemStatistics(
      items: exercises.map {
        ItemStatistic(
          id: $0.id, answered: $0.answered ?? 0, students: summary.graded,
          facility: $0.facility, discrimination: $0.discrimination,
          firstAnswers: $0.firstAnswers, commonWrong: $0.commonWrong)
      }, summary: statistics)
  }

  /// Whether some hand-in could not be graded.
  public var hasErrors: Bool { summary.errors > 0 }
}

/// La tarea con que se corrigió un informe: lo que decide cómo puntúa cada intento.
public struct ReportAssignment: Codable, Sendable, Hashable {
  /// `practica`, `intentos` o `diferida`.
  public var mode: String
  /// SHA-256 del archivo de la tarea.
  public var fingerprint: String
  public var penalty: Double
  public var maxTries: Int?
  public var hintCost: Double
  public var solutionCost: Double
  public var deadline: Date?
  public var countLate: Bool

  public init(_ assignment: Assignment) {
    mode = assignment.mode.rawValue
    fingerprint = assignment.fingerprint
    penalty = Points.round4(assignment.penalty)
    maxTries = assignment.maxTries
    hintCost = Points.round4(assignment.hintCost)
    solutionCost = Points.round4(assignment.solutionCost)
    deadline = assignment.deadline
    countLate = assignment.countLate
  }
}

/// The course of a report.
public struct ReportCourse: Codable, Sendable, Hashable {
  public var id: String
  public var title: String
  /// `CourseFingerprint` of the content graded against.
  public var contentHash: String

  public init(id: String, title: String, contentHash: String) {
    self.id = id
    self.title = title
    self.contentHash = contentHash
  }
}

/// Share `index` of `count` (`--parte index/count`).
public struct ReportPart: Codable, Sendable, Hashable {
  public var index: Int
  public var count: Int

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }
}

/// Un ejercicio del curso, lo que vale y cómo le fue a la clase (las estadísticas de
/// ejercicio del informe de Moodle): `facility` es la puntuación media (de 0 a 1),
/// `discrimination` la correlación de sus puntos con los del resto de la prueba; `null`
/// cuando no se puede calcular (menos de 3 entregas, o un ejercicio que todos aciertan).
public struct ReportExercise: Codable, Sendable, Hashable {
  public var id: String
  /// Its lesson (folder name).
  public var lesson: String
  /// Its `tipo:` word.
  public var kind: String
  public var maxPoints: Double
  /// Cuántas entregas corregidas lo respondieron.
  public var answered: Int?
  public var facility: Double?
  public var discrimination: Double?
  /// Las primeras respuestas (elección, recorrido, predicción), de más a menos repetida.
  public var firstAnswers: [AnswerCount]?
  /// Las primeras respuestas incorrectas más repetidas (hasta 3).
  public var commonWrong: [AnswerCount]?

  public init(id: String, lesson: String, kind: String, maxPoints: Double) {
    self.id = id
    self.lesson = lesson
    self.kind = kind
    self.maxPoints = maxPoints
  }

  /// Lo que identifica al ejercicio en la corrección, sin las estadísticas.
  var definition: ReportExercise {
    ReportExercise(id: id, lesson: lesson, kind: kind, maxPoints: maxPoints)
  }

  func withStatistic(_ statistic: ItemStatistic) -> ReportExercise {
    var copy = definition
    copy.answered = statistic.answered
    copy.facility = statistic.facility
    copy.discrimination = statistic.discrimination
    copy.firstAnswers = statistic.firstAnswers
    copy.commonWrong = statistic.commonWrong
    return copy
  }

  private enum CodingKeys: String, CodingKey {
    case id, lesson, kind, maxPoints, answered, facility, discrimination, firstAnswers
    case commonWrong
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(lesson, forKey: .lesson)
    try container.encode(kind, forKey: .kind)
    try container.encode(maxPoints, forKey: .maxPoints)
    try container.encode(answered ?? 0, forKey: .answered)
    // Las cifras que no se pueden calcular se escriben como `null`, no se omiten.
    try container.encode(facility, forKey: .facility)
    try container.encode(discrimination, forKey: .discrimination)
    try container.encodeIfPresent(firstAnswers, forKey: .firstAnswers)
    try container.encodeIfPresent(commonWrong, forKey: .commonWrong)
  }
}

/// Counts of a report.
public struct ReportSummary: Codable, Sendable, Hashable {
  /// Hand-ins (rows).
  public var submissions: Int
  /// Rows graded.
  public var graded: Int
  /// Rows that could not be graded.
  public var errors: Int

  init(_ students: [StudentResult]) {
    submissions = students.count
    graded = students.filter { $0.status == .graded }.count
    errors = submissions - graded
  }
}

/// One hand-in's row.
public struct StudentResult: Codable, Sendable, Hashable {
  /// `graded`, or `error` when the hand-in could not be graded at all.
  public enum Status: String, Codable, Sendable, Hashable {
    case graded, error
  }

  /// The student id, when known (an unreadable file has none).
  public var student: String?
  /// The file or folder as named on the command line.
  public var source: String
  public var status: Status
  /// For an `error` row, why (Spanish).
  public var message: String?
  /// The points earned.
  public var points: Double
  /// The points possible.
  public var maxPoints: Double
  /// When it was exported (for a workspace: its newest answer).
  public var exportedAt: Date?
  /// La cadena del registro: `intact`, `altered` (se editó a mano) o `unchained` (una
  /// entrega de la versión 1, que no la tiene). `null` en una fila de error.
  public var integrity: Integrity?
  /// Qué no cuadra en la cadena, en castellano (vacío si está entera).
  public var integrityProblems: [String]?
  /// Avisos sobre la entrega que no cambian su nota (hecha sin la tarea, o con otra).
  public var warnings: [String]?
  /// One entry per exercise of the course, in course order (empty for an `error` row).
  public var exercises: [ExerciseResult]

  public init(
    student: String?, source: String, status: Status, message: String?, points: Double,
    maxPoints: Double, exportedAt: Date?, integrity: Integrity? = nil,
    integrityProblems: [String]? = nil, warnings: [String]? = nil,
    exercises: [ExerciseResult]
  ) {
    self.student = student
    self.source = source
    self.status = status
    self.message = message
    self.points = points
    self.maxPoints = maxPoints
    self.exportedAt = exportedAt
    self.integrity = integrity
    self.integrityProblems = integrityProblems
    self.warnings = warnings
    self.exercises = exercises
  }

  /// Lo que dice la cadena del registro de una entrega.
  public enum Integrity: String, Codable, Sendable, Hashable {
    case intact, altered, unchained
  }

  /// How rows are ordered: by student id, else by source; then by source (bytewise).
  static func precedes(_ a: StudentResult, _ b: StudentResult) -> Bool {
    let keyA = a.student ?? a.source
    let keyB = b.student ?? b.source
    if keyA != keyB { return keyA.utf8.lexicographicallyPrecedes(keyB.utf8) }
    return a.source.utf8.lexicographicallyPrecedes(b.source.utf8)
  }
}

/// Un ejercicio de una entrega corregida.
public struct ExerciseResult: Codable, Sendable, Hashable {
  /// El estado, de un conjunto cerrado; en JSON, palabras de máquina en inglés (el texto y
  /// el HTML las dicen en castellano: `spanish`).
  public enum Status: String, Codable, Sendable, Hashable, CaseIterable {
    /// Todos los puntos («correcta»).
    case pass
    /// Parte de los puntos («parcial»).
    case partial
    /// Ningún punto con una respuesta dada («incorrecta»).
    case fail
    /// Sin respuesta, o sin el archivo de código («sin responder»).
    case unanswered
    /// El archivo de código es el de inicio, sin tocar («sin hacer»).
    case notAttempted = "not_attempted"
    /// No se pudo corregir; `errorSource` dice de quién es la culpa («error»).
    case error

    /// La palabra en castellano.
    public var spanish: String {
      switch self {
      case .pass: "correcta"
      case .partial: "parcial"
      case .fail: "incorrecta"
      case .unanswered: "sin responder"
      case .notAttempted: "sin hacer"
      case .error: "error"
      }
    }
  }

  /// De quién es un `error`.
  public enum ErrorSource: String, Codable, Sendable, Hashable {
    /// Del alumno: su código no compila, se cae, se cuelga o agota la memoria.
    case student
    /// De la corrección: no había corrector de código, o falló el entorno.
    case grader
  }

  public var id: String
  public var status: Status
  public var points: Double
  public var maxPoints: Double
  /// Por qué (en castellano): qué falla, o una confirmación corta.
  public var message: String
  /// En `error`, de quién es.
  public var errorSource: ErrorSource?
  /// Los intentos que contaron (respuestas, o comprobaciones de código).
  public var tries: Int?
  /// Las respuestas dadas después de la fecha límite, que no contaron.
  public var late: Int?
  /// Las pistas vistas antes de la respuesta que puntuó.
  public var hints: Int?
  /// Si vio la solución antes de la respuesta que puntuó.
  public var solutionSeen: Bool?
  /// La primera respuesta, en forma canónica (`RawAnswer.canonical`): para las
  /// estadísticas de la clase y para `--unir`.
  public var firstAnswer: String?
  /// Si esa primera respuesta era correcta.
  public var firstAnswerCorrect: Bool?
  /// La fracción conseguida (de 0 a 1) antes de redondear los puntos.
  public var score: Double?

  public init(
    id: String, status: Status, points: Double, maxPoints: Double, message: String,
    errorSource: ErrorSource? = nil, tries: Int? = nil, late: Int? = nil, hints: Int? = nil,
    solutionSeen: Bool? = nil, firstAnswer: String? = nil, firstAnswerCorrect: Bool? = nil,
    score: Double? = nil
  ) {
    self.id = id
    self.status = status
    self.points = points
    self.maxPoints = maxPoints
    self.message = message
    self.errorSource = errorSource
    self.tries = tries
    self.late = late
    self.hints = hints
    self.solutionSeen = solutionSeen
    self.firstAnswer = firstAnswer
    self.firstAnswerCorrect = firstAnswerCorrect
    self.score = score
  }
}
