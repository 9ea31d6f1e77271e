import Foundation
import Support

/// Dónde deja el tutor las respuestas que no pudo guardar en `progreso.json` (un disco
/// lleno al salir), y cómo las recupera la vez siguiente.
///
/// El archivo de recuperación es un progreso completo, como `progreso.json`. Se prueba,
/// por orden, en `$XDG_STATE_HOME/leccion/recuperacion/` (o `~/.local/state/…`), junto al
/// espacio y en `TMPDIR`: el primero en que quepa. Al abrir el espacio se une con el
/// progreso de siempre (la misma unión por id de suceso, así que nada cuenta dos veces) y,
/// una vez guardado, se borra.
///
/// ```swift
/// let recovery = ProgressRecovery(workspace: espacio.directory)
/// let path = try recovery.write(progress)   // ".../recuperacion/3fa9….json"
/// recovery.existing()                        // [path]
/// ```
public struct ProgressRecovery: Sendable {
  /// Las carpetas donde se prueba, en orden.
  public var folders: [String]
  /// El nombre del archivo en cada carpeta (de la ruta del espacio, para no mezclar dos).
  public var fileName: String

  /// La recuperación del espacio `workspace`; `stateHome` es `$XDG_STATE_HOME` (por
  /// omisión, el del entorno, o `~/.local/state`).
  public init(workspace: URL, stateHome: String? = nil, temporary: String? = nil) {
    let environment = ProcessInfo.processInfo.environment
    let state =
      stateHome ?? environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) as NSString)
      .appendingPathComponent(".local/state")
    let directory = workspace.standardizedFileURL.path
    var digest = SHA256()
    digest.update(Array(directory.utf8))
    fileName = "progreso-" + String(digest.hexDigest().prefix(16)) + ".recuperacion.json"
    folders = [
      state + "/leccion/recuperacion", directory,
      temporary ?? environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp",
    ]
  }

  /// Escribe `progress` en la primera carpeta en que se pueda; devuelve la ruta.
  ///
  /// - Throws: el fallo de la última carpeta probada, si no cupo en ninguna.
  public func write(_ progress: LearnerProgress) throws(WorkspaceError) -> String {
    let data = ProgressFile.encode(progress)
    var last = WorkspaceError.cannotWrite(path: folders.last ?? "", detail: "sin carpeta")
    for folder in folders {
      try? FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
      let path = folder + "/" + fileName
      do {
        try AtomicFile.write(data, toPath: path)
        return path
      } catch {
        last = .cannotWrite(path: path, detail: error.detail)
      }
    }
    throw last
  }

  /// Los archivos de recuperación de este espacio que hay en disco.
  public func existing() -> [String] {
    folders.map { $0 + "/" + fileName }.filter { FileManager.default.fileExists(atPath: $0) }
  }

  /// Lee el archivo de `path` si es un progreso del curso `courseID`.
  public static func read(_ path: String, courseID: String) -> LearnerProgress? {
    guard
      case .success(let progress?) = ProgressFile.read(
        URL(fileURLWithPath: path), courseID: courseID)
    else { return nil }
    return progress
  }
}
