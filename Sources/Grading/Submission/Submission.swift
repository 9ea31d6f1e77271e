import Foundation

/// What a student hands in: one self-contained JSON file written by `leccion exportar`.
///
/// It carries the raw answers and the code files, never a trusted verdict: `leccion
/// corregir` grades everything again from the answers and the course. The format is
/// documented in `Sources/Grading/README.md` (format `leccion-entrega`, version 1).
///
/// ```swift
/// let submission = Submission(
///   student: "ana.garcia", course: CourseStamp(id: "estado-compartido", contentHash: hash),
///   answers: ["shared.proyectado": AnswerEntry(.freeText("valor proyectado"))])
/// let data = try submission.encoded()
/// ```
public struct Submission: Codable, Sendable, Equatable {
  /// The value of `format` in every hand-in.
  public static let formatName = "leccion-entrega"
  /// The newest format version this build reads and the one it writes.
  public static let currentVersion = 1

  /// Always `leccion-entrega`.
  public var format: String
  /// The format version.
  public var version: Int
  /// The student id (`leccion iniciar --alumno`).
  public var student: String
  /// The course and the exact content it was taken with.
  public var course: CourseStamp
  /// The `leccion` version that exported it.
  public var leccionVersion: String
  /// When the student started (the workspace's creation), if known.
  public var startedAt: Date?
  /// When it was exported.
  public var exportedAt: Date
  /// The last raw answer to each non-code exercise, by exercise id.
  public var answers: [String: AnswerEntry]
  /// The learner's file of each code exercise, by exercise id.
  public var code: [String: CodeEntry]
  /// What the student's own `leccion` said of each exercise (`true`: passed). Shown to
  /// nobody and never trusted: grading ignores it.
  public var selfReported: [String: Bool]?

  /// Creates a hand-in of the current format.
  public init(
    student: String, course: CourseStamp, leccionVersion: String = GradingVersion.leccion,
    startedAt: Date? = nil, exportedAt: Date = Date(), answers: [String: AnswerEntry] = [:],
    code: [String: CodeEntry] = [:], selfReported: [String: Bool]? = nil
  ) {
    self.format = Self.formatName
    self.version = Self.currentVersion
    self.student = student
    self.course = course
    self.leccionVersion = leccionVersion
    self.startedAt = startedAt
    self.exportedAt = exportedAt
    self.answers = answers
    self.code = code
    self.selfReported = selfReported
  }

  /// Pretty, key-sorted JSON with ISO 8601 dates (milliseconds).
  public func encoded() throws -> Data {
    try GradingJSON.encoder().encode(self)
  }
}

/// The course a hand-in or a report belongs to: its id and the hash of its content.
public struct CourseStamp: Codable, Sendable, Hashable {
  /// The course id (`id:` in `indice.txt`).
  public var id: String
  /// `CourseFingerprint` of the course folder: 64 hex digits.
  public var contentHash: String

  /// Creates a stamp.
  public init(id: String, contentHash: String) {
    self.id = id
    self.contentHash = contentHash
  }
}

/// A raw answer and when it was given. In JSON the answer's own fields and `answeredAt`
/// sit side by side: `{ "kind": "texto", "text": "withLock", "answeredAt": "…" }`.
public struct AnswerEntry: Codable, Sendable, Equatable {
  /// The answer as the student gave it.
  public var answer: SubmittedAnswer
  /// When, if known.
  public var answeredAt: Date?

  /// Creates an entry.
  public init(_ answer: SubmittedAnswer, answeredAt: Date? = nil) {
    self.answer = answer
    self.answeredAt = answeredAt
  }

  private enum CodingKeys: String, CodingKey { case answeredAt }

  public init(from decoder: any Decoder) throws {
    answer = try SubmittedAnswer(from: decoder)
    answeredAt = try decoder.container(keyedBy: CodingKeys.self)
      .decodeIfPresent(Date.self, forKey: .answeredAt)
  }

  public func encode(to encoder: any Encoder) throws {
    try answer.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(answeredAt, forKey: .answeredAt)
  }
}

/// The learner's Swift file for one code exercise.
public struct CodeEntry: Codable, Sendable, Equatable {
  /// The file name as the student saw it (`withlock.carrera.swift`): a single name, no
  /// folders.
  public var file: String
  /// The text of the file.
  public var contents: String
  /// When it was last saved, if known.
  public var savedAt: Date?

  /// Creates an entry.
  public init(file: String, contents: String, savedAt: Date? = nil) {
    self.file = file
    self.contents = contents
    self.savedAt = savedAt
  }
}
