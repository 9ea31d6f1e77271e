import Foundation
import Support
import Lessons

/// Crea un espacio de trabajo o completa uno que ya existe, sin sobrescribir nada.
///
/// ```swift
/// let result = try WorkspaceSetup.prepare(at: url, course: course, learnerID: "ana")
/// result.addedFiles  // ["codigo/shared.entrega.swift", …]
/// ```
public enum WorkspaceSetup {
  /// Lo que hizo `prepare`.
  public struct Result: Sendable, Equatable {
    /// El espacio.
    public var workspace: Workspace
    /// Si se creó ahora (no había `espacio.json`).
    public var created: Bool
    /// Los archivos de inicio que se copiaron, relativos al espacio.
    public var addedFiles: [String]
  }

  /// Prepara el espacio de `directory` para `course`. Con `recordCourse` (`iniciar`), el
  /// espacio recuerda la carpeta y la huella del curso (`WorkspaceManifest.coursePath`).
  ///
  /// - Throws: si el espacio es de otro curso o de otro alumno, o si no se puede escribir.
  public static func prepare(
    at directory: URL, course: Course, learnerID: String? = nil,
    assignment: AssignmentCopy? = nil, recordCourse: Bool = false
  ) throws(WorkspaceError) -> Result {
    if let learnerID, !WorkspaceManifest.isValidLearnerID(learnerID) {
      throw .malformedLearnerID(learnerID)
    }
    try makeDirectory(directory)
    var created = false
    var workspace: Workspace
    if let existing = try Workspace.open(directory) {
      workspace = existing
      try checkCourse(workspace, course: course)
      if let learnerID {
        if let found = workspace.manifest.learnerID, found != learnerID {
          throw .workspaceBelongsToAnotherLearner(
            path: directory.path, found: found, requested: learnerID)
        }
        if workspace.manifest.learnerID == nil {
          workspace.manifest.learnerID = learnerID
          try workspace.manifest.write(to: workspace.manifestURL)
        }
      }
      if recordCourse, workspace.manifest.coursePath == nil {
        record(course, in: &workspace.manifest)
        try workspace.manifest.write(to: workspace.manifestURL)
      }
      if let assignment {
        switch workspace.manifest.assignmentHash {
        case assignment.assignment.fingerprint?: break
        case nil:
          try AtomicFile.save(assignment.data, to: workspace.assignmentURL)
          workspace.manifest.assignmentHash = assignment.assignment.fingerprint
          try workspace.manifest.write(to: workspace.manifestURL)
        case _?:
          throw .workspaceHasOtherAssignment(path: directory.path)
        }
      }
    } else {
      workspace = Workspace(
        directory: directory.standardizedFileURL,
        manifest: WorkspaceManifest(
          courseID: course.id, learnerID: learnerID,
          assignmentHash: assignment?.assignment.fingerprint))
      if recordCourse { record(course, in: &workspace.manifest) }
      if let assignment {
        try AtomicFile.save(assignment.data, to: workspace.assignmentURL)
      }
      try workspace.manifest.write(to: workspace.manifestURL)
      created = true
    }
    let added = try copyMissingStarters(into: workspace, course: course)
    return Result(workspace: workspace, created: created, addedFiles: added)
  }

  /// La tarea que se copia al espacio: sus bytes tal cual (su huella es la de esos bytes)
  /// y lo que dicen.
  public struct AssignmentCopy: Sendable {
    /// Los bytes del archivo.
    public var data: Data
    /// La tarea.
    public var assignment: Assignment

    /// Lee y comprueba la tarea de `path` para `course`.
    public static func read(path: String, shownAs: String, course: Course)
      throws(WorkspaceError) -> AssignmentCopy
    {
      do {
        let assignment = try AssignmentFile.load(path: path, shownAs: shownAs, course: course)
        let data = FileManager.default.contents(atPath: path) ?? Data()
        return AssignmentCopy(data: data, assignment: assignment)
      } catch {
        throw .assignment(error)
      }
    }
  }

  /// Anota en `manifest` la carpeta y la huella de `course`.
  static func record(_ course: Course, in manifest: inout WorkspaceManifest) {
    manifest.coursePath = course.directory.standardizedFileURL.path
    manifest.courseHash = try? CourseContentHash.of(course)
  }

  /// Comprueba que el espacio es del curso: el mismo id y, si recuerda con qué curso se
  /// creó, esa carpeta u otra con el mismo contenido (la huella solo se calcula entonces).
  static func checkCourse(_ workspace: Workspace, course: Course) throws(WorkspaceError) {
    if workspace.manifest.courseID != course.id {
      throw .workspaceOfAnotherCourse(
        path: workspace.directory.path, found: workspace.manifest.courseID, expected: course.id)
    }
    let given = course.directory.standardizedFileURL.path
    guard let recorded = workspace.manifest.coursePath, recorded != given else { return }
    if let hash = workspace.manifest.courseHash, (try? CourseContentHash.of(course)) == hash {
      return
    }
    throw .workspaceOfAnotherCourseFolder(
      path: workspace.directory.path, recorded: recorded, given: given)
  }

  /// Copia los archivos de inicio que faltan (un curso nuevo puede traer ejercicios nuevos).
  static func copyMissingStarters(
    into workspace: Workspace, course: Course
  ) throws(WorkspaceError) -> [String] {
    var added: [String] = []
    let files = FileManager.default
    for exercise in studentsCourse(course, in: workspace).exercises {
      guard let code = exercise.kind.compiled else { continue }
      let destination = workspace.codeFile(for: exercise.id)
      if files.fileExists(atPath: destination.path) { continue }
      try makeDirectory(workspace.codeDirectory)
      guard let starter = code.files.contents(.starter) else { continue }
      try AtomicFile.save(starter, to: destination)
      added.append(workspace.displayPath(destination))
    }
    return added
  }

  /// El curso con la instancia del alumno del espacio en cada ejercicio de código con
  /// parámetros: su inicio lleva los valores de su instancia (los de la tarea del espacio).
  static func studentsCourse(_ course: Course, in workspace: Workspace) -> Course {
    let hasCodeVariants = course.exercises.contains {
      $0.kind.compiled != nil && $0.variants != nil
    }
    guard hasCodeVariants else { return course }
    let assignment = (try? workspace.assignment(course: course)) ?? nil
    return course.resolved(
      draw: (assignment ?? .practice).variantDraw, student: workspace.manifest.learnerID ?? "")
  }

  static func makeDirectory(_ url: URL) throws(WorkspaceError) {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      let code = (error as NSError).userInfo[NSUnderlyingErrorKey].map { ($0 as? NSError)?.code }
      let detail =
        code.flatMap { $0 }.map { SystemError.describe(Int32($0)) }
        ?? "no se pudo crear la carpeta"
      throw .cannotWrite(path: url.path, detail: detail)
    }
  }
}
