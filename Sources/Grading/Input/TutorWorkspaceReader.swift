import Support
import Foundation
import Lessons
import Workspace

/// Lee la carpeta del espacio de trabajo del tutor (`leccion iniciar`):
///
/// ```
/// DIR/
///   espacio.json                 { "format": 1, "courseID": …, "learnerID": …, "created": … }
///   progreso.json                { "format": 2, "courseID": …, "events": [ … ] }
///   codigo/<exercise-id>.swift   el archivo que edita el alumno, uno por ejercicio de código
/// ```
///
/// Los nombres de esas partes los da Workspace (`Workspace.HandInParts`), el dueño del
/// espacio.
///
/// El registro entero del progreso pasa a la entrega, leído con los mismos tipos que usa
/// el tutor (`WorkspaceManifest`, `ProgressFile`); el `passed` que guardó el tutor no se
/// usa nunca. Nada se sigue por un enlace simbólico y nada se escribe.
public struct TutorWorkspaceReader: WorkspaceReading {
  /// El archivo de manifiesto que distingue un espacio de trabajo.
  public static let manifestName = Workspace.HandInParts.manifest

  /// Crea un lector.
  public init() {}

  public func isWorkspace(_ directory: String) -> Bool {
    SafeFile.kind(of: directory + "/" + Self.manifestName) == .regular
  }

  public func submission(
    at directory: String, shownAs: String, course: Course, stamp: CourseStamp,
    limits: SubmissionLimits
  ) -> Result<Submission, GradingError> {
    do {
      let manifest = try readManifest(directory)
      guard let student = manifest.learnerID else { throw GradingError.workspaceWithoutStudent }
      guard SubmissionChecks.isValidStudentID(student) else {
        throw GradingError.submissionInvalidStudent(student)
      }
      guard manifest.courseID == course.id else {
        throw GradingError.submissionOtherCourse(found: manifest.courseID, expected: course.id)
      }
      let progress = try readProgress(directory, courseID: course.id, limits: limits)
      let code = try readCode(directory, course: course, limits: limits)
      let submission = Submission(
        student: student, course: stamp, startedAt: manifest.created,
        exportedAt: progress?.events.last?.date ?? manifest.created,
        assignment: manifest.assignmentHash, events: progress?.events ?? [], code: code)
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

  // MARK: Archivos

  private func readManifest(_ directory: String) throws -> WorkspaceManifest {
    let data = try SafeFile.read(
      directory + "/" + Self.manifestName, shownAs: Self.manifestName,
      limit: WorkspaceManifest.byteLimit
    ).get()
    try requireText(data, file: Self.manifestName)
    do {
      return try WorkspaceManifest.read(data, shownAs: Self.manifestName)
    } catch {
      throw GradingError.workspaceFileInvalid(file: Self.manifestName, detail: error.detail)
    }
  }

  /// El progreso, leído por el mismo decodificador que usa el tutor.
  private func readProgress(
    _ directory: String, courseID: String, limits: SubmissionLimits
  ) throws -> LearnerProgress? {
    let name = Workspace.HandInParts.progress
    let path = directory + "/" + name
    if SafeFile.kind(of: path) == .missing { return nil }
    let data = try SafeFile.read(path, shownAs: name, limit: limits.fileBytes).get()
    try requireText(data, file: name)
    switch ProgressFile.decode(data, courseID: courseID) {
    case .success(let progress): return progress
    case .failure(.otherCourse(let found)):
      throw GradingError.submissionOtherCourse(found: found, expected: courseID)
    case .failure(.futureFormat(let format)):
      throw GradingError.workspaceFileInvalid(
        file: name, detail: "es del formato \(format), más nuevo que esta leccion")
    case .failure(.corrupt(let detail)):
      throw GradingError.workspaceFileInvalid(file: name, detail: detail)
    }
  }

  private func requireText(_ data: Data, file: String) throws {
    guard SafeFile.text(data) != nil else {
      throw GradingError.workspaceFileInvalid(file: file, detail: "no es texto")
    }
  }

  private func readCode(
    _ directory: String, course: Course, limits: SubmissionLimits
  ) throws -> [String: CodeEntry] {
    let folderName = Workspace.HandInParts.codeFolder
    let folder = directory + "/" + folderName
    switch SafeFile.kind(of: folder) {
    case .missing: return [:]
    case .symlink: throw GradingError.submissionSymlink(path: folderName)
    case .directory: break
    default: throw GradingError.submissionNotRegular(path: folderName)
    }
    var code: [String: CodeEntry] = [:]
    for (exerciseID, name, shown) in Workspace.HandInParts.codeFiles(of: course) {
      let path = directory + "/" + shown
      if SafeFile.kind(of: path) == .missing { continue }
      let data: Data
      switch SafeFile.read(path, shownAs: shown, limit: limits.codeBytes) {
      case .success(let bytes): data = bytes
      case .failure(.submissionOversized(let bytes, let limit)):
        throw GradingError.submissionPartTooLarge(exercise: exerciseID, bytes: bytes, limit: limit)
      case .failure(let problem): throw problem
      }
      guard let text = SafeFile.text(data) else {
        throw GradingError.workspaceFileInvalid(file: shown, detail: "no es texto")
      }
      code[exerciseID] = CodeEntry(file: name, contents: text, savedAt: modificationDate(path))
    }
    return code
  }

  private func modificationDate(_ path: String) -> Date? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    let seconds = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec / 1_000_000) / 1000
    return Date(timeIntervalSince1970: seconds)
  }
}
