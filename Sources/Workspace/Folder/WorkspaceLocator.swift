import Foundation
import Lessons

/// Encuentra el espacio de trabajo: el de `--espacio`, el de la carpeta actual o una
/// superior, o el de por defecto en `$XDG_DATA_HOME/leccion/<id del curso>` (que se crea).
public enum WorkspaceLocator {
  /// El espacio que corresponde, ya preparado para `course`.
  ///
  /// - Parameters:
  ///   - explicit: la carpeta de `--espacio`, si se dio (ya absoluta); debe ser un espacio.
  ///   - shownAs: cómo se escribió `explicit`, para los mensajes.
  ///   - currentDirectory: la carpeta desde la que se llama.
  ///   - dataHome: `$XDG_DATA_HOME` (o `~/.local/share`).
  public static func locate(
    explicit: String?, shownAs: String? = nil, course: Course, currentDirectory: String,
    dataHome: String
  ) throws(WorkspaceError) -> WorkspaceSetup.Result {
    if let explicit {
      let directory = URL(fileURLWithPath: explicit)
      guard (try Workspace.open(directory)) != nil else {
        throw .workspaceNotFound(shownAs ?? explicit)
      }
      return try WorkspaceSetup.prepare(at: directory, course: course)
    }
    if let found = try enclosing(currentDirectory) {
      return try WorkspaceSetup.prepare(at: found.directory, course: course)
    }
    let directory = URL(fileURLWithPath: dataHome)
      .appendingPathComponent("leccion").appendingPathComponent(course.id)
    return try WorkspaceSetup.prepare(at: directory, course: course)
  }

  /// El primer espacio en `path` o en una carpeta superior.
  public static func enclosing(_ path: String) throws(WorkspaceError) -> Workspace? {
    var current = (path as NSString).standardizingPath
    while true {
      if let workspace = try Workspace.open(URL(fileURLWithPath: current)) { return workspace }
      let parent = (current as NSString).deletingLastPathComponent
      if parent.isEmpty || parent == current { return nil }
      current = parent
    }
  }
}
