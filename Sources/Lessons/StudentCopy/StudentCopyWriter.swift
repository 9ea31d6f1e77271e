import Foundation

/// Escribe la copia del alumno de un curso en una carpeta nueva: todos sus archivos menos
/// las soluciones (`solucion.swift`) y, en `diferida`, las pruebas ocultas
/// (`pruebas.swift`); cada `ejercicios.md` sin claves (`StudentCopyMarkdown`) y
/// `copia-alumno.json` con las claves ocultas que se le den, escrito por su documento
/// (`StudentCopyDocument`, de `Workspace`).
///
/// ```swift
/// try StudentCopyWriter.write(
///   course, copy: copy, document: .workspace, to: URL(fileURLWithPath: "alumnos"))
/// ```
public enum StudentCopyWriter {
  /// Por qué no se pudo escribir la copia, en castellano.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// El mensaje.
    public var description: String

    /// Crea un fallo con su mensaje.
    public init(description: String) {
      self.description = description
    }
  }

  /// Escribe la copia de `course` en `destination` (que no debe existir o estar vacía).
  public static func write(
    _ course: Course, copy: StudentCopy, document: StudentCopyDocument, to destination: URL
  ) throws(Failure) {
    try checkDestination(destination, course: course)
    let manager = FileManager.default
    let target = destination.standardizedFileURL
    let source = course.directory.standardizedFileURL
    var kindsByLesson: [String: [String: Exercise.KindName]] = [:]
    for lesson in course.lessons {
      kindsByLesson[lesson.id] = Dictionary(
        lesson.exercises.map { ($0.id, $0.kind.name) }, uniquingKeysWith: { first, _ in first })
    }
    do {
      try manager.createDirectory(at: target, withIntermediateDirectories: true)
      for relative in try files(under: source) {
        let name = (relative as NSString).lastPathComponent
        if name == "solucion.swift" || name == StudentCopy.fileName { continue }
        // En `diferida`, las pruebas ocultas dirían el veredicto antes de la devolución.
        if name == "pruebas.swift", copy.mode == .deferred { continue }
        let from = source.appendingPathComponent(relative)
        let to = target.appendingPathComponent(relative)
        try manager.createDirectory(
          at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
        let parts = relative.split(separator: "/")
        if parts.count == 2, parts[1] == "ejercicios.md",
          let kinds = kindsByLesson[String(parts[0])]
        {
          let text = String(decoding: try Data(contentsOf: from), as: UTF8.self)
          let stripped: String
          do {
            stripped = try StudentCopyMarkdown.strip(text, kinds: kinds)
          } catch {
            throw Failure(description: "\(relative):\(error.line): \(error.reason)")
          }
          try Data(stripped.utf8).write(to: to)
        } else {
          try manager.copyItem(at: from, to: to)
        }
      }
      try document.write(copy, target.appendingPathComponent(StudentCopy.fileName))
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure(
        description: "no se pudo escribir en «\(destination.path)»: \(error.localizedDescription)")
    }
  }

  /// Que `destination` sirva para la copia: que no exista o esté vacía, y que no esté
  /// dentro del curso.
  public static func checkDestination(_ destination: URL, course: Course) throws(Failure) {
    let manager = FileManager.default
    let target = destination.standardizedFileURL
    let source = course.directory.standardizedFileURL
    if manager.fileExists(atPath: target.path) {
      let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? ["?"]
      guard contents.isEmpty else {
        throw Failure(
          description: "la carpeta «\(destination.path)» ya existe y no está vacía: elige otra "
            + "o bórrala antes")
      }
    }
    guard !target.path.hasPrefix(source.path + "/"), target.path != source.path else {
      throw Failure(
        description: "la copia del alumno no puede ir dentro de la carpeta del curso "
          + "(«\(source.path)»)")
    }
  }

  /// Las rutas relativas de los archivos normales de `directory`, ordenadas.
  private static func files(under directory: URL) throws -> [String] {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: directory.path) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let path = directory.appendingPathComponent(relative).path
      if manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
        files.append(relative)
      }
    }
    return files.sorted()
  }
}
