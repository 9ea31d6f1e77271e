import Foundation

/// Encuentra la carpeta del curso: la que se indica con `--curso`, o el `Content/` del
/// proyecto cuando `leccion` se ejecuta desde el repositorio o desde donde `swift build`
/// dejó el binario, sin ninguna preparación.
///
/// ```swift
/// let directory = try CourseLocator.locate(explicit: nil)  // …/leccion/Content
/// ```
public enum CourseLocator {
  /// La carpeta del curso.
  ///
  /// - Parameters:
  ///   - explicit: la carpeta de `--curso`, si se dio (relativa a `currentDirectory`);
  ///     se devuelve tal cual y el cargador dirá si le falta algo.
  ///   - executable: el binario en ejecución; por defecto, el de este proceso.
  ///   - currentDirectory: la carpeta de trabajo; por defecto, la del proceso.
  /// - Throws: `Diagnostic` con `.courseNotFound` si no hay `explicit` y ninguna carpeta
  ///   por encima del binario ni de la de trabajo tiene `Package.swift` y
  ///   `Content/indice.txt`.
  public static func locate(
    explicit: String?,
    executable: URL? = Bundle.main.executableURL,
    currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) throws(Diagnostic) -> URL {
    if let explicit {
      if explicit.hasPrefix("/") { return URL(fileURLWithPath: explicit).standardizedFileURL }
      return currentDirectory.appendingPathComponent(explicit).standardizedFileURL
    }
    var starts: [URL] = []
    if let executable {
      starts.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    starts.append(currentDirectory.standardizedFileURL)
    for start in starts {
      if let found = projectContent(above: start) { return found }
    }
    throw Diagnostic(
      SourceLocation(file: nil, line: 0), .courseNotFound(searched: starts.map(\.path)))
  }

  /// `Content/` de la primera carpeta, desde `start` hacia arriba, que tenga
  /// `Package.swift` y `Content/indice.txt`.
  static func projectContent(above start: URL) -> URL? {
    var path = start.standardizedFileURL.path
    let files = FileManager.default
    while true {
      let directory = URL(fileURLWithPath: path, isDirectory: true)
      let content = directory.appendingPathComponent("Content")
      if files.fileExists(atPath: directory.appendingPathComponent("Package.swift").path),
        files.fileExists(atPath: content.appendingPathComponent("indice.txt").path)
      {
        return content
      }
      let parent = (path as NSString).deletingLastPathComponent
      if parent.isEmpty || parent == path { return nil }
      path = parent
    }
  }
}
