import Foundation
import Synchronization

/// Lo que resulta de cargar un curso: el modelo (si el índice se pudo leer) y todos los
/// problemas encontrados por el camino.
public struct CourseLoad: Sendable {
  /// El curso, con todo lo que se pudo interpretar; `nil` si no hay índice legible.
  public var course: Course?
  /// Los problemas, archivo a archivo y en orden de línea.
  public var diagnostics: [Diagnostic]

  /// Crea un resultado.
  public init(course: Course?, diagnostics: [Diagnostic]) {
    self.course = course
    self.diagnostics = diagnostics
  }
}

/// Carga un curso desde su carpeta (la que contiene `indice.txt`).
///
/// ```swift
/// let load = CourseLoader.load(from: URL(fileURLWithPath: "Content"))
/// for diagnostic in load.diagnostics { print(diagnostic.rendered(pathPrefix: "Content/")) }
/// ```
///
/// No lee los archivos de los ejercicios de código: solo comprueba que existen.
public enum CourseLoader {
  /// Carga el curso de `directory`; nunca lanza: todo problema queda en `diagnostics`. Si es
  /// una copia del alumno, lee su `copia-alumno.json` con `studentCopies` (el documento de
  /// `Workspace`, `.workspace`); sin él, una copia se carga sin claves y con un problema.
  public static func load(
    from directory: URL, studentCopies: StudentCopyDocument? = nil
  ) -> CourseLoad {
    var indexLog = DiagnosticCollector(file: "indice.txt")
    guard let text = read(directory.appendingPathComponent("indice.txt"), log: &indexLog)
    else {
      return CourseLoad(course: nil, diagnostics: indexLog.diagnostics)
    }
    let index = IndexParser.parse(text, directory: directory, log: &indexLog)
    // Las lecciones no dependen unas de otras: se leen a la vez (el arranque del tutor
    // lo nota) y se juntan en el orden del índice, con sus problemas en ese orden.
    let folders = index.folders
    var copyLog = DiagnosticCollector(file: StudentCopy.fileName)
    let studentCopy = StudentCopyFile.read(
      in: directory, document: studentCopies, log: &copyLog)
    // Cada iteración escribe solo su casilla.
    typealias Loaded = (lesson: Lesson?, diagnostics: [Diagnostic])
    let loaded = Mutex<[Loaded?]>(Array(repeating: nil, count: folders.count))
    DispatchQueue.concurrentPerform(iterations: folders.count) { position in
      var diagnostics: [Diagnostic] = []
      let folder = folders[position]
      let lesson = loadLesson(
        folder.name, directory: directory.appendingPathComponent(folder.name),
        indexLine: folder.line, keysRemoved: studentCopy != nil, diagnostics: &diagnostics)
      loaded.withLock { $0[position] = (lesson, diagnostics) }
    }
    var diagnostics = indexLog.diagnostics + copyLog.diagnostics
    var lessons: [Lesson] = []
    for entry in loaded.withLock({ $0 }) {
      guard let (lesson, lessonDiagnostics) = entry else { continue }
      diagnostics += lessonDiagnostics
      if let lesson { lessons.append(lesson) }
    }
    var retired: [String: String?] = [:]
    let retiredURL = directory.appendingPathComponent(RetiredParser.fileName)
    if FileManager.default.fileExists(atPath: retiredURL.path) {
      var log = DiagnosticCollector(file: RetiredParser.fileName)
      if let text = read(retiredURL, log: &log) {
        retired = RetiredParser.parse(text, log: &log)
      }
      diagnostics += log.diagnostics
    }
    // El curso se crea entero, con la copia del alumno: sus modelos se ponen una sola vez.
    let course = Course(
      id: index.id, title: index.title, directory: directory, lessons: lessons,
      retired: retired, studentCopy: studentCopy)
    return CourseLoad(course: course, diagnostics: diagnostics)
  }

  private static func loadLesson(
    _ id: String, directory: URL, indexLine: Int, keysRemoved: Bool,
    diagnostics: inout [Diagnostic]
  ) -> Lesson? {
    var indexLog = DiagnosticCollector(file: "indice.txt")
    let lessonPath = "\(id)/leccion.md"
    let exercisesPath = "\(id)/ejercicios.md"
    let lessonURL = directory.appendingPathComponent("leccion.md")
    let exercisesURL = directory.appendingPathComponent("ejercicios.md")
    var lessonText: String?
    var exercisesText: String?
    if FileManager.default.fileExists(atPath: lessonURL.path) {
      var log = DiagnosticCollector(file: lessonPath)
      lessonText = read(lessonURL, log: &log)
      diagnostics += log.diagnostics
    } else {
      indexLog.report(.missingLessonFile(lessonPath), line: indexLine)
    }
    if FileManager.default.fileExists(atPath: exercisesURL.path) {
      var log = DiagnosticCollector(file: exercisesPath)
      exercisesText = read(exercisesURL, log: &log)
      diagnostics += log.diagnostics
    } else {
      indexLog.report(.missingLessonFile(exercisesPath), line: indexLine)
    }
    diagnostics += indexLog.diagnostics
    guard let lessonText else { return nil }

    var parser = LessonParser(lessonID: id, file: lessonPath)
    let parsed = parser.parse(lessonText)
    diagnostics += parser.diagnostics
    var exercises: [Exercise] = []
    if let exercisesText {
      var log = DiagnosticCollector(file: exercisesPath)
      let raws = ExerciseFileSplitter.split(exercisesText, log: &log)
      var builder = ExerciseBuilder(
        lessonID: id, lessonDirectory: directory, sectionIDs: parsed.sections.map(\.id),
        keysRemoved: keysRemoved, log: log)
      let groups = ExerciseBuilder.group(raws, log: &builder.log)
      exercises = groups.compactMap { builder.build(group: $0) }
      diagnostics += builder.log.diagnostics
    }
    return Lesson(
      id: id, title: parsed.title, introduction: parsed.introduction,
      sections: parsed.sections, codeBlocks: parsed.codeBlocks, diagrams: parsed.diagrams,
      exercises: exercises)
  }

  static func read(_ url: URL, log: inout DiagnosticCollector) -> String? {
    guard FileManager.default.fileExists(atPath: url.path) else {
      log.report(url.lastPathComponent == "indice.txt" ? .missingIndex : .unreadableFile, line: 0)
      return nil
    }
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = String(data: data, encoding: .utf8)
    else {
      log.report(.unreadableFile, line: 0)
      return nil
    }
    return text
  }
}
