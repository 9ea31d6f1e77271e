import Lessons
import Workspace

/// Lee para la corrección la carpeta del espacio de trabajo del tutor: la lee Workspace
/// (`Workspace.HandInReader`), su dueño, que sabe dónde guarda cada parte; aquí sus problemas
/// se dicen como errores de la corrección y la entrega pasa las comprobaciones de toda
/// entrega (`SubmissionChecks`).
public struct TutorWorkspaceReader: WorkspaceReading {
  /// El archivo de manifiesto que distingue un espacio de trabajo.
  public static let manifestName = Workspace.HandInParts.manifest

  /// Crea un lector.
  public init() {}

  public func isWorkspace(_ directory: String) -> Bool {
    Workspace.HandInReader.isWorkspace(directory)
  }

  public func submission(
    at directory: String, shownAs: String, course: Course, stamp: CourseStamp,
    limits: SubmissionLimits
  ) -> Result<Submission, GradingError> {
    let submission: Submission
    do {
      submission = try Workspace.HandInReader.submission(
        at: directory, course: course, stamp: stamp, limits: limits)
    } catch {
      return .failure(GradingError(error))
    }
    if let problem = SubmissionChecks.problem(in: submission, expecting: stamp, limits: limits) {
      return .failure(problem)
    }
    return .success(submission)
  }
}

extension GradingError {
  /// El error de la corrección para un espacio de trabajo que no es una entrega.
  init(_ problem: Workspace.HandInReader.Problem) {
    switch problem {
    case .file(let problem): self.init(problem)
    case .withoutStudent: self = .workspaceWithoutStudent
    case .invalidStudent(let student): self = .submissionInvalidStudent(student)
    case .otherCourse(let found, let expected):
      self = .submissionOtherCourse(found: found, expected: expected)
    case .fileInvalid(let file, let detail):
      self = .workspaceFileInvalid(file: file, detail: detail)
    case .codeTooLarge(let exercise, let bytes, let limit):
      self = .submissionPartTooLarge(exercise: exercise, bytes: bytes, limit: limit)
    }
  }
}
