import Foundation
import Lessons
import Support

/// Lo que entrega un alumno: un archivo JSON autocontenido que escribe `leccion exportar`.
///
/// Lleva el registro entero del progreso (cada respuesta en bruto, pista, solución vista
/// y reinicio, con su hora y su cadena) y los archivos de código; nunca un veredicto en el
/// que confiar: `leccion corregir` vuelve a corregir todo desde las respuestas y el curso,
/// con la tarea del profesor. El formato está en `Sources/Grading/README.md`
/// (`leccion-entrega`, versión 2; la 1, que solo guardaba la última respuesta de cada
/// ejercicio, se sigue leyendo y se corrige como práctica).
///
/// ```swift
/// var progress = LearnerProgress(courseID: "estado-compartido")
/// progress.appendChained(.answer(.freeText("withLock"), passed: true, exercise: "withlock.que-cubre"),
///   writer: "w")
/// let submission = Submission(student: "ana", course: stamp, events: progress.events)
/// let data = try submission.encoded()
/// ```
public struct Submission: Sendable, Equatable {
  /// El valor de `format` en toda entrega.
  public static let formatName = "leccion-entrega"
  /// La versión que escribe esta leccion y la más nueva que lee.
  public static let currentVersion = 2

  /// Siempre `leccion-entrega`.
  public var format: String
  /// La versión del formato con que se leyó (al escribir, siempre la actual).
  public var version: Int
  /// El id del alumno (`leccion iniciar --alumno`).
  public var student: String
  /// El curso y la huella exacta de su contenido.
  public var course: CourseStamp
  /// La leccion que la exportó.
  public var leccionVersion: String
  /// Cuándo empezó (la creación del espacio), si se sabe.
  public var startedAt: Date?
  /// Cuándo se exportó.
  public var exportedAt: Date
  /// La huella de la tarea que seguía el espacio, si seguía una. Es informativa: se
  /// corrige siempre con la tarea del profesor.
  public var assignment: String?
  /// El registro del progreso, en orden.
  public var events: [ProgressEvent]
  /// El archivo de cada ejercicio de código, por id de ejercicio.
  public var code: [String: CodeEntry]

  /// Crea una entrega del formato actual.
  public init(
    student: String, course: CourseStamp, leccionVersion: String = LeccionVersion.current,
    startedAt: Date? = nil, exportedAt: Date = Date(), assignment: String? = nil,
    events: [ProgressEvent] = [], code: [String: CodeEntry] = [:]
  ) {
    self.format = Self.formatName
    self.version = Self.currentVersion
    self.student = student
    self.course = course
    self.leccionVersion = leccionVersion
    self.startedAt = startedAt
    self.exportedAt = exportedAt
    self.assignment = assignment
    self.events = events
    self.code = code
  }

  /// La última respuesta de cada ejercicio desde su último reinicio (lo que cuenta en
  /// práctica).
  public var lastAnswers: [String: ProgressEvent] {
    Rulebook.tallies(events, resets: true).compactMapValues(\.answers.last)
  }

  /// JSON legible, con las claves ordenadas y fechas ISO 8601 con milisegundos.
  public func encoded() throws -> Data {
    try WorkspaceJSON.encoder().encode(self)
  }

  /// Lee una entrega (de la versión 1 o 2).
  public static func decode(_ data: Data) throws -> Submission {
    try WorkspaceJSON.decoder().decode(Submission.self, from: data)
  }
}

extension Submission: Codable {
  private enum CodingKeys: String, CodingKey {
    case format, version, student, course, leccionVersion, startedAt, exportedAt, assignment
    case events, code, answers
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    format = try container.decode(String.self, forKey: .format)
    version = try container.decode(Int.self, forKey: .version)
    student = try container.decode(String.self, forKey: .student)
    course = try container.decode(CourseStamp.self, forKey: .course)
    leccionVersion = try container.decode(String.self, forKey: .leccionVersion)
    startedAt = try container.decodeIfPresent(Date.self, forKey: .startedAt)
    exportedAt = try container.decode(Date.self, forKey: .exportedAt)
    assignment = try container.decodeIfPresent(String.self, forKey: .assignment)
    code = try container.decode([String: CodeEntry].self, forKey: .code)
    if version >= 2 {
      events = try container.decode([ProgressEvent].self, forKey: .events)
    } else {
      let answers = try container.decode([String: AnswerEntry].self, forKey: .answers)
      let exported = exportedAt
      events = answers.keys.sorted().compactMap { id in
        answers[id].map { $0.legacyEvent(exercise: id, exportedAt: exported) }
      }
      .sorted { $0.sortKey < $1.sortKey }
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatName, forKey: .format)
    try container.encode(Self.currentVersion, forKey: .version)
    try container.encode(student, forKey: .student)
    try container.encode(course, forKey: .course)
    try container.encode(leccionVersion, forKey: .leccionVersion)
    try container.encodeIfPresent(startedAt, forKey: .startedAt)
    try container.encode(exportedAt, forKey: .exportedAt)
    try container.encodeIfPresent(assignment, forKey: .assignment)
    try container.encode(events, forKey: .events)
    try container.encode(code, forKey: .code)
  }
}

/// El curso de una entrega o un informe: su id y la huella de su contenido.
public struct CourseStamp: Codable, Sendable, Hashable {
  /// El id del curso (`id:` de `indice.txt`).
  public var id: String
  /// La huella del contenido (`CourseFingerprint`): 64 cifras hexadecimales.
  public var contentHash: String

  /// Crea un sello.
  public init(id: String, contentHash: String) {
    self.id = id
    self.contentHash = contentHash
  }
}

/// Una respuesta de una entrega de la versión 1: la respuesta en bruto y, junto a sus
/// campos, `answeredAt` (`{ "kind": "texto", "text": "withLock", "answeredAt": "…" }`).
struct AnswerEntry: Decodable {
  var answer: RawAnswer
  var answeredAt: Date?

  private enum CodingKeys: String, CodingKey { case answeredAt }

  init(from decoder: any Decoder) throws {
    answer = try RawAnswer(from: decoder)
    answeredAt = try decoder.container(keyedBy: CodingKeys.self)
      .decodeIfPresent(Date.self, forKey: .answeredAt)
  }

  /// El suceso equivalente, con un id que sale del ejercicio (así el mismo archivo da
  /// siempre los mismos bytes al corregirlo).
  func legacyEvent(exercise: String, exportedAt: Date) -> ProgressEvent {
    var digest = SHA256Digest()
    digest.update(field: "leccion-entrega-1")
    digest.update(field: exercise)
    let hex = Array(digest.hexDigest().prefix(32))
    let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(hex[$0]) }
    let id = UUID(uuidString: groups.joined(separator: "-")) ?? UUID()
    return ProgressEvent(
      id: id, date: answeredAt ?? exportedAt, exerciseID: exercise, kind: .answer, answer: answer)
  }
}

/// El archivo Swift de la persona para un ejercicio de código.
public struct CodeEntry: Codable, Sendable, Equatable {
  /// El nombre del archivo tal como lo vio (`withlock.carrera.swift`): un nombre suelto,
  /// sin carpetas.
  public var file: String
  /// El texto del archivo.
  public var contents: String
  /// Cuándo se guardó por última vez, si se sabe.
  public var savedAt: Date?

  /// Crea una entrada.
  public init(file: String, contents: String, savedAt: Date? = nil) {
    self.file = file
    self.contents = contents
    self.savedAt = savedAt
  }
}

extension Submission {
  /// Una entrega con una respuesta por ejercicio, como la dejaría quien acierta o falla a
  /// la primera (para bancos y pruebas): cada respuesta es un suceso encadenado de un solo
  /// escritor, a la hora `exportedAt`.
  public init(
    student: String, course: CourseStamp, exportedAt: Date = Date(),
    answers: [String: RawAnswer], code: [String: CodeEntry] = [:]
  ) {
    var progress = LearnerProgress(courseID: course.id)
    for id in answers.keys.sorted() {
      guard let answer = answers[id] else { continue }
      progress.appendChained(
        .answer(answer, passed: nil, exercise: id, date: exportedAt), writer: "entrega")
    }
    self.init(
      student: student, course: course, exportedAt: exportedAt, events: progress.events,
      code: code)
  }
}

extension Submission: VersionedDocument {
  public static let versionField = "version"
  /// `SubmissionLimits.standard`; `corregir` comprueba el que se le dé.
  public static let byteLimit = SubmissionLimits.standard.fileBytes

  public static func read(_ data: Data, shownAs: String) throws -> Self {
    try decode(data)
  }
}
