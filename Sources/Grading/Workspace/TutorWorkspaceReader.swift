import Foundation
import Lessons

/// Reads the tutor's workspace folder (`leccion iniciar`):
///
/// ```
/// DIR/
///   espacio.json                 { "format": 1, "courseID": …, "learnerID": …, "created": … }
///   progreso.json                { "format": 1, "courseID": …, "events": [ … ] }
///   codigo/<exercise-id>.swift   the file the learner edits, one per code exercise
/// ```
///
/// The last answer of each exercise since its last reset is the one graded; the
/// `passed` the tutor stored goes to `selfReported` and is never trusted. Nothing is
/// followed through a symbolic link and nothing is written.
public struct TutorWorkspaceReader: WorkspaceReading {
  /// The manifest file that marks a workspace.
  public static let manifestName = "espacio.json"
  /// The newest format of `espacio.json` and `progreso.json` this build reads.
  static let newestFormat = 1

  /// Creates a reader.
  public init() {}

  public func isWorkspace(_ directory: String) -> Bool {
    SafeFile.kind(of: directory + "/" + Self.manifestName) == .regular
  }

  public func submission(
    at directory: String, shownAs: String, course: Course, stamp: CourseStamp,
    limits: SubmissionLimits
  ) -> Result<Submission, GradingError> {
    do {
      let manifest = try readManifest(directory, limits: limits)
      guard let student = manifest.learnerID else { throw GradingError.workspaceWithoutStudent }
      guard SubmissionChecks.isValidStudentID(student) else {
        throw GradingError.submissionInvalidStudent(student)
      }
      guard manifest.courseID == course.id else {
        throw GradingError.submissionOtherCourse(found: manifest.courseID, expected: course.id)
      }
      let progress = try readProgress(directory, courseID: course.id, limits: limits)
      let code = try readCode(directory, course: course, limits: limits)
      var submission = Submission(
        student: student, course: stamp, startedAt: manifest.created,
        exportedAt: progress.lastDate ?? manifest.created ?? Date(timeIntervalSince1970: 0),
        answers: progress.answers, code: code,
        selfReported: progress.passed.isEmpty ? nil : progress.passed)
      submission.leccionVersion = GradingVersion.leccion
      if let problem = SubmissionChecks.problem(in: submission, expecting: stamp, limits: limits) {
        throw problem
      }
      return .success(submission)
    } catch let error as GradingError {
      return .failure(error)
    } catch {
      return .failure(.submissionUnreadable(reason: "\(error)"))
    }
  }

  // MARK: Files

  private struct Manifest: Decodable {
    var format: Int
    var courseID: String
    var learnerID: String?
    var created: Date?
  }

  private func readManifest(_ directory: String, limits: SubmissionLimits) throws -> Manifest {
    let data = try SafeFile.read(
      directory + "/" + Self.manifestName, shownAs: Self.manifestName, limit: 64 << 10
    ).get()
    return try decode(Manifest.self, from: data, file: Self.manifestName)
  }

  private struct ProgressFile: Decodable {
    struct Event: Decodable {
      var date: Date
      var exerciseID: String
      var kind: String
      var answer: WorkspaceAnswer?
      var passed: Bool?
    }
    var format: Int
    var courseID: String
    var events: [Event]
  }

  /// A tutor answer: a `SubmittedAnswer`, or a code check (`"kind": "codigo"`) whose file is
  /// read from `codigo/`.
  private struct WorkspaceAnswer: Decodable {
    var answer: SubmittedAnswer?
    init(from decoder: any Decoder) throws {
      struct Kind: Decodable { var kind: String }
      if try Kind(from: decoder).kind == "codigo" {
        answer = nil
      } else {
        answer = try SubmittedAnswer(from: decoder)
      }
    }
  }

  private struct Answers {
    var answers: [String: AnswerEntry] = [:]
    var passed: [String: Bool] = [:]
    var lastDate: Date?
  }

  private func readProgress(
    _ directory: String, courseID: String, limits: SubmissionLimits
  ) throws -> Answers {
    let path = directory + "/progreso.json"
    if SafeFile.kind(of: path) == .missing { return Answers() }
    let data = try SafeFile.read(path, shownAs: "progreso.json", limit: limits.fileBytes).get()
    let file = try decode(ProgressFile.self, from: data, file: "progreso.json")
    guard file.courseID == courseID else {
      throw GradingError.submissionOtherCourse(found: file.courseID, expected: courseID)
    }
    var result = Answers()
    for event in file.events {
      result.lastDate = max(result.lastDate ?? event.date, event.date)
      switch event.kind {
      case "respuesta":
        if let answer = event.answer?.answer {
          result.answers[event.exerciseID] = AnswerEntry(answer, answeredAt: event.date)
        }
        if let passed = event.passed { result.passed[event.exerciseID] = passed }
      case "reinicio":
        result.answers[event.exerciseID] = nil
        result.passed[event.exerciseID] = nil
      default:
        continue
      }
    }
    return result
  }

  private func readCode(
    _ directory: String, course: Course, limits: SubmissionLimits
  ) throws -> [String: CodeEntry] {
    let folder = directory + "/codigo"
    switch SafeFile.kind(of: folder) {
    case .missing: return [:]
    case .symlink: throw GradingError.submissionSymlink(path: "codigo")
    case .directory: break
    default: throw GradingError.submissionNotRegular(path: "codigo")
    }
    var code: [String: CodeEntry] = [:]
    for exercise in course.exercises {
      guard case .code = exercise.kind else { continue }
      let name = exercise.id + ".swift"
      let path = folder + "/" + name
      if SafeFile.kind(of: path) == .missing { continue }
      let data: Data
      switch SafeFile.read(path, shownAs: "codigo/" + name, limit: limits.codeBytes) {
      case .success(let bytes): data = bytes
      case .failure(.submissionOversized(let bytes, let limit)):
        throw GradingError.submissionPartTooLarge(exercise: exercise.id, bytes: bytes, limit: limit)
      case .failure(let problem): throw problem
      }
      guard let text = SafeFile.text(data) else {
        throw GradingError.workspaceFileInvalid(file: "codigo/" + name, detail: "no es texto")
      }
      code[exercise.id] = CodeEntry(file: name, contents: text, savedAt: modificationDate(path))
    }
    return code
  }

  private struct FormatOnly: Decodable { var format: Int }

  private func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws -> T {
    guard SafeFile.text(data) != nil else {
      throw GradingError.workspaceFileInvalid(file: file, detail: "no es texto")
    }
    if let peek = try? GradingJSON.decoder().decode(FormatOnly.self, from: data),
      peek.format > Self.newestFormat
    {
      throw GradingError.workspaceFileInvalid(
        file: file, detail: "es del formato \(peek.format), más nuevo que esta leccion")
    }
    do {
      return try GradingJSON.decoder().decode(T.self, from: data)
    } catch {
      throw GradingError.workspaceFileInvalid(file: file, detail: DecodingProblem.describe(error))
    }
  }

  private func modificationDate(_ path: String) -> Date? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    let seconds = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec / 1_000_000) / 1000
    return Date(timeIntervalSince1970: seconds)
  }
}
