import Foundation

/// The result of grading a class (or one share of it, with `--parte`): what every
/// renderer prints and what `--unir` reads back. Its JSON (`--formato json`) is the
/// documented schema `leccion-informe` version 1 (see `Sources/Grading/README.md`).
///
/// It holds nothing that depends on the machine, the time or the number of jobs, so the
/// same inputs always give the same bytes.
public struct GradeReport: Codable, Sendable, Equatable {
  /// The value of `format`.
  public static let formatName = "leccion-informe"
  /// The schema version written.
  public static let currentVersion = 1

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
  /// One row per hand-in, sorted by student id (or by file for those without one).
  public var students: [StudentResult]

  /// Creates a report.
  public init(
    leccionVersion: String = GradingVersion.leccion, course: ReportCourse, weights: String?,
    hiddenTests: String?, timeLimitSeconds: Double, part: ReportPart?,
    exercises: [ReportExercise], notes: [String], students: [StudentResult]
  ) {
    self.format = Self.formatName
    self.version = Self.currentVersion
    self.leccionVersion = leccionVersion
    self.course = course
    self.weights = weights
    self.hiddenTests = hiddenTests
    self.timeLimitSeconds = timeLimitSeconds
    self.part = part
    self.exercises = exercises
    self.maxPoints = Points.round(exercises.reduce(0) { $0 + $1.maxPoints })
    self.notes = notes
    self.students = students
    self.summary = ReportSummary(students)
  }

  /// Whether some hand-in could not be graded.
  public var hasErrors: Bool { summary.errors > 0 }
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

/// An exercise of the course and what it is worth.
public struct ReportExercise: Codable, Sendable, Hashable {
  public var id: String
  /// Its lesson (folder name).
  public var lesson: String
  /// Its `tipo:` word.
  public var kind: String
  public var maxPoints: Double

  public init(id: String, lesson: String, kind: String, maxPoints: Double) {
    self.id = id
    self.lesson = lesson
    self.kind = kind
    self.maxPoints = maxPoints
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
  /// One entry per exercise of the course, in course order (empty for an `error` row).
  public var exercises: [ExerciseResult]

  public init(
    student: String?, source: String, status: Status, message: String?, points: Double,
    maxPoints: Double, exportedAt: Date?, exercises: [ExerciseResult]
  ) {
    self.student = student
    self.source = source
    self.status = status
    self.message = message
    self.points = points
    self.maxPoints = maxPoints
    self.exportedAt = exportedAt
    self.exercises = exercises
  }

  /// How rows are ordered: by student id, else by source; then by source (bytewise).
  static func precedes(_ a: StudentResult, _ b: StudentResult) -> Bool {
    let keyA = a.student ?? a.source
    let keyB = b.student ?? b.source
    if keyA != keyB { return keyA.utf8.lexicographicallyPrecedes(keyB.utf8) }
    return a.source.utf8.lexicographicallyPrecedes(b.source.utf8)
  }
}

/// One exercise of one graded hand-in.
public struct ExerciseResult: Codable, Sendable, Hashable {
  /// `pass`: all points; `fail`: a wrong or missing answer, or code whose tests fail;
  /// `error`: code that does not compile, crashes, runs out of time or memory.
  public enum Status: String, Codable, Sendable, Hashable {
    case pass, fail, error
  }

  public var id: String
  public var status: Status
  public var points: Double
  public var maxPoints: Double
  /// Why (Spanish): what is wrong, or a short confirmation.
  public var message: String

  public init(id: String, status: Status, points: Double, maxPoints: Double, message: String) {
    self.id = id
    self.status = status
    self.points = points
    self.maxPoints = maxPoints
    self.message = message
  }
}
