import Foundation

/// Un espacio de trabajo: la carpeta donde viven el progreso, el historial del tutor y los
/// archivos de los ejercicios de código que la persona edita.
///
/// ```
/// DIR/
///   espacio.json            de qué curso es y de quién (WorkspaceManifest)
///   progreso.json           el progreso (LearnerProgress), escrito de forma atómica
///   .historial              las órdenes escritas en el tutor
///   codigo/shared.entrega.swift
///   codigo/withlock.carrera.swift
/// ```
public struct Workspace: Sendable, Equatable {
  /// La carpeta.
  public var directory: URL
  /// Lo que dice `espacio.json`.
  public var manifest: WorkspaceManifest

  /// Crea la descripción de un espacio (no toca el disco).
  public init(directory: URL, manifest: WorkspaceManifest) {
    self.directory = directory
    self.manifest = manifest
  }

  /// `espacio.json`.
  public var manifestURL: URL { Self.manifestURL(in: directory) }
  /// `progreso.json`.
  public var progressURL: URL { directory.appendingPathComponent("progreso.json") }
  /// `.historial`.
  public var historyURL: URL { directory.appendingPathComponent(".historial") }
  /// `codigo/`.
  public var codeDirectory: URL { directory.appendingPathComponent("codigo") }

  /// El archivo que edita la persona para el ejercicio de código `exerciseID`.
  public func codeFile(for exerciseID: String) -> URL {
    codeDirectory.appendingPathComponent("\(exerciseID).swift")
  }

  /// La ruta de `url` relativa al espacio, para mostrarla (`codigo/shared.entrega.swift`).
  public func displayPath(_ url: URL) -> String {
    let base = directory.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  /// `espacio.json` de la carpeta `directory`.
  static func manifestURL(in directory: URL) -> URL {
    directory.appendingPathComponent("espacio.json")
  }

  /// Lee el espacio de `directory`, o `nil` si no tiene `espacio.json`.
  static func open(_ directory: URL) throws(TutorError) -> Workspace? {
    let url = manifestURL(in: directory)
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    let manifest = try WorkspaceManifest.decode(data, path: url.path)
    return Workspace(directory: directory.standardizedFileURL, manifest: manifest)
  }
}
