import Support
import Foundation
import Workspace

/// El resultado de corregir una clase (o una parte de ella, con `--parte`): lo que escribe
/// cada formato y lo que `--unir` vuelve a leer. Su JSON (`--formato json`) es el esquema
/// documentado `leccion-informe` versión 1 (ver `Sources/Grading/README.md`).
///
/// No guarda nada que dependa de la máquina, de la hora ni del número de trabajos, así que
/// las mismas entradas dan siempre los mismos bytes.
public struct GradeReport: Codable, Sendable, Equatable {
  /// El valor de `format`.
  public static let formatName = "leccion-informe"
  /// La versión del esquema que se escribe (2: estados cerrados, intentos, tarea y
  /// estadísticas).
  public static let currentVersion = 2

  /// Siempre `leccion-informe`.
  public var format: String
  /// La versión del esquema.
  public var version: Int
  /// El `leccion` que corrigió.
  public var leccionVersion: String
  /// El curso y la huella de su contenido.
  public var course: ReportCourse
  /// SHA-256 del archivo de pesos (`null`: todos los ejercicios valen 1).
  public var weights: String?
  /// La tarea con que se corrigió (`null`: práctica, sin tarea).
  public var assignment: ReportAssignment?
  /// SHA-256 de las pruebas ocultas (`null`: no hay).
  public var hiddenTests: String?
  /// El límite de tiempo de reloj del programa de cada ejercicio de código, en segundos.
  public var timeLimitSeconds: Double
  /// Qué parte es (`null`: la clase entera).
  public var part: ReportPart?
  /// Todos los ejercicios del curso, en el orden del curso, con lo que vale cada uno.
  public var exercises: [ReportExercise]
  /// La suma de `exercises[].maxPoints`.
  public var maxPoints: Double
  /// Lo que el profesor debe saber de la corrección (por ejemplo, que los programas se
  /// ejecutaron sin `bubblewrap`), ordenado.
  public var notes: [String]
  /// Los recuentos.
  public var summary: ReportSummary
  /// Las cifras de la clase (media, mediana, desviación típica y alfa de Cronbach sobre
  /// las entregas corregidas); las de cada ejercicio van en `exercises`. Se recalculan
  /// siempre de las filas, también al `--unir`.
  public var statistics: ClassStatistics
  /// Una fila por entrega, ordenadas por id de alumno (o por archivo las que no lo tienen).
  public var students: [StudentResult]
  /// Los parecidos de código de la clase (`--similitud`; `null` sin ella): pistas para mirar,
  /// no acusaciones.
  public var similarity: SimilarityReport?

  /// Crea un informe.
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
          firstAnswers: $0.firstAnswers, commonWrong: $0.commonWrong, moodle: $0.moodle,
          optionResponses: $0.optionResponses)
      }, summary: statistics)
  }

  /// Si alguna entrega no se pudo corregir.
  public var hasErrors: Bool { summary.errors > 0 }
}

/// La tarea con que se corrigió un informe: la misma `Assignment`, de la que el informe
/// guarda solo lo que decide cómo puntúa cada intento (los campos de `CodingKeys`), con las
/// fracciones redondeadas a 4 decimales. Se lee como la tarea: `report.assignment?.title`.
@dynamicMemberLookup
public struct ReportAssignment: Codable, Sendable, Equatable {
  /// La tarea, con lo que no guarda el informe a su valor por defecto.
  public var assignment: Assignment

  public init(_ assignment: Assignment) {
    self.assignment = Assignment(
      mode: assignment.mode, title: assignment.title,
      penalty: Points.round4(assignment.penalty), maxTries: assignment.maxTries,
      hintCost: Points.round4(assignment.hintCost),
      solutionCost: Points.round4(assignment.solutionCost), deadline: assignment.deadline,
      countLate: assignment.countLate, fingerprint: assignment.fingerprint)
  }

  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Assignment, Value>) -> Value {
    get { assignment[keyPath: keyPath] }
    set { assignment[keyPath: keyPath] = newValue }
  }

  /// Los campos del esquema `leccion-informe`, en el orden en que se escriben.
  private enum CodingKeys: String, CodingKey {
    case mode, title, fingerprint, penalty, maxTries, hintCost, solutionCost, deadline
    case countLate
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    assignment = Assignment(
      mode: try container.decode(Assignment.Mode.self, forKey: .mode),
      title: try container.decodeIfPresent(String.self, forKey: .title),
      penalty: try container.decode(Double.self, forKey: .penalty),
      maxTries: try container.decodeIfPresent(Int.self, forKey: .maxTries),
      hintCost: try container.decode(Double.self, forKey: .hintCost),
      solutionCost: try container.decode(Double.self, forKey: .solutionCost),
      deadline: try container.decodeIfPresent(Date.self, forKey: .deadline),
      countLate: try container.decode(Bool.self, forKey: .countLate),
      fingerprint: try container.decode(String.self, forKey: .fingerprint))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(assignment.mode, forKey: .mode)
    try container.encodeIfPresent(assignment.title, forKey: .title)
    try container.encode(assignment.fingerprint, forKey: .fingerprint)
    try container.encode(assignment.penalty, forKey: .penalty)
    try container.encodeIfPresent(assignment.maxTries, forKey: .maxTries)
    try container.encode(assignment.hintCost, forKey: .hintCost)
    try container.encode(assignment.solutionCost, forKey: .solutionCost)
    try container.encodeIfPresent(assignment.deadline, forKey: .deadline)
    try container.encode(assignment.countLate, forKey: .countLate)
  }
}

/// El curso de un informe.
public struct ReportCourse: Codable, Sendable, Hashable {
  public var id: String
  public var title: String
  /// La `CourseFingerprint` del contenido contra el que se corrigió.
  public var contentHash: String

  public init(id: String, title: String, contentHash: String) {
    self.id = id
    self.title = title
    self.contentHash = contentHash
  }
}

/// La parte `index` de `count` (`--parte index/count`).
public struct ReportPart: Codable, Sendable, Hashable {
  public var index: Int
  public var count: Int

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }
}

/// Los recuentos de un informe.
public struct ReportSummary: Codable, Sendable, Hashable {
  /// Entregas (filas).
  public var submissions: Int
  /// Filas corregidas.
  public var graded: Int
  /// Filas que no se pudieron corregir.
  public var errors: Int

  init(_ students: [StudentResult]) {
    submissions = students.count
    graded = students.filter { $0.status == .graded }.count
    errors = submissions - graded
  }
}

/// La fila de una entrega.
public struct StudentResult: Codable, Sendable, Hashable {
  /// `graded`, o `error` si la entrega no se pudo corregir en absoluto.
  public enum Status: String, Codable, Sendable, Hashable {
    case graded, error
  }

  /// El id del alumno, si se sabe (un archivo que no se puede leer no lo tiene).
  public var student: String?
  /// El archivo o la carpeta, tal como se nombró en la línea de órdenes.
  public var source: String
  public var status: Status
  /// En una fila `error`, por qué (en castellano).
  public var message: String?
  /// Los puntos conseguidos, exactos (la suma sin redondear de los de cada ejercicio); se
  /// redondean una sola vez al escribirlos (`writtenPoints`), en todos los formatos.
  public var points: Double
  /// Los puntos posibles.
  public var maxPoints: Double
  /// Cuándo se exportó (en un espacio de trabajo: su respuesta más reciente).
  public var exportedAt: Date?
  /// La cadena del registro: `intact`, `altered` (se editó a mano) o `unchained` (una
  /// entrega de la versión 1, que no la tiene). `null` en una fila de error.
  public var integrity: Integrity?
  /// Qué no cuadra en la cadena, en castellano (vacío si está entera).
  public var integrityProblems: [String]?
  /// Avisos sobre la entrega que no cambian su nota (hecha sin la tarea, o con otra, o en
  /// un archivo con el nombre de otro alumno). Salen en todos los formatos.
  public var warnings: [String]?
  /// `true` si el archivo no lleva el nombre del alumno que dice la entrega (cuenta el de
  /// dentro; uno de los `warnings` lo explica). Ausente si lo lleva.
  public var fileNameMismatch: Bool?
  /// Una entrada por ejercicio del curso, en el orden del curso (vacío en una fila
  /// `error`).
  public var exercises: [ExerciseResult]

  public init(
    student: String?, source: String, status: Status, message: String?, points: Double,
    maxPoints: Double, exportedAt: Date?, integrity: Integrity? = nil,
    integrityProblems: [String]? = nil, warnings: [String]? = nil,
    fileNameMismatch: Bool? = nil, exercises: [ExerciseResult]
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
    self.fileNameMismatch = fileNameMismatch
    self.exercises = exercises
  }

  /// Lo que dice la cadena del registro de una entrega.
  public enum Integrity: String, Codable, Sendable, Hashable {
    case intact, altered, unchained
  }

  /// Cómo se ordenan las filas: por id de alumno, si no por origen; después, por origen (byte
  /// a byte).
  static func precedes(_ a: StudentResult, _ b: StudentResult) -> Bool {
    let keyA = a.student ?? a.source
    let keyB = b.student ?? b.source
    if keyA != keyB { return keyA.utf8.lexicographicallyPrecedes(keyB.utf8) }
    return a.source.utf8.lexicographicallyPrecedes(b.source.utf8)
  }
}

extension StudentResult {
  /// Los puntos tal como se escriben en todos los formatos: redondeados una sola vez.
  public var writtenPoints: Double { Points.round(points) }

  private enum CodingKeys: String, CodingKey {
    case student, source, status, message, points, maxPoints, exportedAt, integrity
    case integrityProblems, warnings, fileNameMismatch, exercises
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(student, forKey: .student)
    try container.encode(source, forKey: .source)
    try container.encode(status, forKey: .status)
    try container.encodeIfPresent(message, forKey: .message)
    try container.encode(writtenPoints, forKey: .points)
    try container.encode(maxPoints, forKey: .maxPoints)
    try container.encodeIfPresent(exportedAt, forKey: .exportedAt)
    try container.encodeIfPresent(integrity, forKey: .integrity)
    try container.encodeIfPresent(integrityProblems, forKey: .integrityProblems)
    try container.encodeIfPresent(warnings, forKey: .warnings)
    try container.encodeIfPresent(fileNameMismatch, forKey: .fileNameMismatch)
    try container.encode(exercises, forKey: .exercises)
  }
}
