import Foundation
import Lessons
import Support

extension Workspace {
  /// Lee como entrega la carpeta de un espacio de trabajo (`leccion iniciar`), sin fiarse de
  /// ella: lo que `corregir` y `exportar` piden a Workspace, que es quien sabe dónde guarda
  /// cada parte (`HandInParts`):
  ///
  /// ```
  /// DIR/
  ///   espacio.json                 { "format": 1, "courseID": …, "learnerID": …, "created": … }
  ///   progreso.json                { "format": 2, "courseID": …, "events": [ … ] }
  ///   codigo/<exercise-id>.swift   el archivo que edita el alumno, uno por ejercicio de código
  /// ```
  ///
  /// El registro entero del progreso pasa a la entrega, leído con los mismos tipos que usa
  /// el tutor (`WorkspaceManifest`, `ProgressFile`); el `passed` que guardó el tutor no se
  /// usa nunca. Nada se sigue por un enlace simbólico (`UntrustedFile`) y nada se escribe.
  ///
  /// ```swift
  /// if Workspace.HandInReader.isWorkspace("clase/ana") {
  ///   let submission = try Workspace.HandInReader.submission(
  ///     at: "clase/ana", course: course, stamp: stamp, limits: .standard)
  /// }
  /// ```
  public enum HandInReader {
    /// Por qué la carpeta no es una entrega; quien corrige lo dice con sus palabras.
    public enum Problem: Error, Equatable, Sendable {
      /// Una parte no se pudo leer (`path`, relativo a la carpeta, en el problema).
      case file(UntrustedFile.Problem)
      /// El manifiesto no dice de qué alumno es.
      case withoutStudent
      /// El id de alumno del manifiesto no vale.
      case invalidStudent(String)
      /// El espacio es de otro curso.
      case otherCourse(found: String, expected: String)
      /// Una parte no vale (`file`, relativo a la carpeta): `detail` dice por qué.
      case fileInvalid(file: String, detail: String)
      /// El archivo de código del ejercicio `exercise` pasa del límite.
      case codeTooLarge(exercise: String, bytes: Int, limit: Int)
    }

    /// Si `directory` es un espacio de trabajo (tiene su manifiesto).
    public static func isWorkspace(_ directory: String) -> Bool {
      UntrustedFile.kind(of: directory + "/" + HandInParts.manifest) == .regular
    }

    /// El espacio de `directory` como entrega del curso `course`; un espacio no guarda la
    /// huella del contenido, así que la entrega lleva `stamp`. Sin comprobar aún como una
    /// entrega exportada: eso lo hace quien corrige.
    public static func submission(
      at directory: String, course: Course, stamp: CourseStamp, limits: SubmissionLimits
    ) throws(Problem) -> Submission {
      let manifest = try readManifest(directory)
      guard let student = manifest.learnerID else { throw .withoutStudent }
      guard Submission.isValidStudentID(student) else { throw .invalidStudent(student) }
      guard manifest.courseID == course.id else {
        throw .otherCourse(found: manifest.courseID, expected: course.id)
      }
      let progress = try readProgress(directory, courseID: course.id, limits: limits)
      let code = try readCode(directory, course: course, limits: limits)
      return Submission(
        student: student, course: stamp, startedAt: manifest.created,
        exportedAt: progress?.events.last?.date ?? manifest.created,
        assignment: manifest.assignmentHash, events: progress?.events ?? [], code: code)
    }

    private static func readManifest(_ directory: String) throws(Problem) -> WorkspaceManifest {
      let name = HandInParts.manifest
      let data = try read(directory + "/" + name, shownAs: name, limit: WorkspaceManifest.byteLimit)
      try requireText(data, file: name)
      do {
        return try WorkspaceManifest.read(data, shownAs: name)
      } catch {
        throw .fileInvalid(file: name, detail: error.detail)
      }
    }

    /// El progreso, leído por el mismo decodificador que usa el tutor.
    private static func readProgress(
      _ directory: String, courseID: String, limits: SubmissionLimits
    ) throws(Problem) -> LearnerProgress? {
      let name = HandInParts.progress
      let path = directory + "/" + name
      if UntrustedFile.kind(of: path) == .missing { return nil }
      let data = try read(path, shownAs: name, limit: limits.fileBytes)
      try requireText(data, file: name)
      switch ProgressFile.decode(data, courseID: courseID) {
      case .success(let progress): return progress
      case .failure(.otherCourse(let found)):
        throw .otherCourse(found: found, expected: courseID)
      case .failure(.futureFormat(let format)):
        throw .fileInvalid(
          file: name, detail: "es del formato \(format), más nuevo que esta leccion")
      case .failure(.corrupt(let detail)):
        throw .fileInvalid(file: name, detail: detail)
      }
    }

    private static func readCode(
      _ directory: String, course: Course, limits: SubmissionLimits
    ) throws(Problem) -> [String: CodeEntry] {
      let folderName = HandInParts.codeFolder
      switch UntrustedFile.kind(of: directory + "/" + folderName) {
      case .missing: return [:]
      case .symlink: throw .file(.symlink(path: folderName))
      case .directory: break
      default: throw .file(.notRegular(path: folderName))
      }
      var code: [String: CodeEntry] = [:]
      for (exerciseID, name, shown) in HandInParts.codeFiles(of: course) {
        let path = directory + "/" + shown
        if UntrustedFile.kind(of: path) == .missing { continue }
        let data: Data
        switch UntrustedFile.read(path, shownAs: shown, limit: limits.codeBytes) {
        case .success(let bytes): data = bytes
        case .failure(.oversized(let bytes, let limit)):
          throw .codeTooLarge(exercise: exerciseID, bytes: bytes, limit: limit)
        case .failure(let problem): throw .file(problem)
        }
        guard let text = UntrustedFile.text(data) else {
          throw .fileInvalid(file: shown, detail: "no es texto")
        }
        code[exerciseID] = CodeEntry(
          file: name, contents: text, savedAt: UntrustedFile.modificationDate(path))
      }
      return code
    }

    private static func read(_ path: String, shownAs: String, limit: Int) throws(Problem) -> Data {
      switch UntrustedFile.read(path, shownAs: shownAs, limit: limit) {
      case .success(let data): return data
      case .failure(let problem): throw .file(problem)
      }
    }

    private static func requireText(_ data: Data, file: String) throws(Problem) {
      guard UntrustedFile.text(data) != nil else {
        throw .fileInvalid(file: file, detail: "no es texto")
      }
    }
  }
}

extension Submission {
  /// Si `id` vale como id de alumno de una entrega: letras, cifras, `.`, `-`, `_` y `@`; de 1
  /// a 100 caracteres, y ni «.» ni «..» (la regla del tutor para `leccion iniciar --alumno`,
  /// y los ids acaban en nombres de archivo).
  public static func isValidStudentID(_ id: String) -> Bool {
    WorkspaceManifest.isValidLearnerID(id) && id != "." && id != ".."
  }
}
