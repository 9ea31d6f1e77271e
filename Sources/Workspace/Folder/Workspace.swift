import Foundation
import Lessons
import Support

/// Un espacio de trabajo: la carpeta donde viven el progreso, el historial del tutor y los
/// archivos de los ejercicios de código que la persona edita.
///
/// ```
/// DIR/
///   espacio.json            de qué curso es y de quién (WorkspaceManifest)
///   progreso.json           el progreso (LearnerProgress), escrito de forma atómica
///   tarea.json              la tarea que sigue, si la hay (Assignment)
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
  public var progressURL: URL { url(of: LearnerProgress.self) }
  /// `tarea.json`: la copia de la tarea que sigue el espacio, si sigue una.
  public var assignmentURL: URL { url(of: Assignment.self) }
  /// `.historial`.
  public var historyURL: URL { directory.appendingPathComponent(".historial") }
  /// `codigo/`.
  public var codeDirectory: URL { directory.appendingPathComponent(Self.codeFolderName) }

  /// La carpeta de los archivos de código, dentro del espacio.
  public static let codeFolderName = "codigo"

  /// El nombre del archivo del ejercicio de código `exerciseID` (`withlock.carrera.swift`),
  /// dentro de `codigo/`.
  public static func codeFileName(for exerciseID: String) -> String { "\(exerciseID).swift" }

  /// El archivo que edita la persona para el ejercicio de código `exerciseID`.
  public func codeFile(for exerciseID: String) -> URL {
    codeDirectory.appendingPathComponent(Self.codeFileName(for: exerciseID))
  }

  /// La ruta de `url` relativa al espacio, para mostrarla (`codigo/shared.entrega.swift`).
  public func displayPath(_ url: URL) -> String {
    let base = directory.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  /// `espacio.json` de la carpeta `directory`.
  public static func manifestURL(in directory: URL) -> URL {
    directory.appendingPathComponent(WorkspaceManifest.fileName)
  }

  /// Lee el espacio de `directory`, o `nil` si no tiene `espacio.json`.
  public static func open(_ directory: URL) throws(WorkspaceError) -> Workspace? {
    let url = manifestURL(in: directory)
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    let manifest = try WorkspaceManifest.decode(data, path: url.path)
    return Workspace(directory: directory.standardizedFileURL, manifest: manifest)
  }
}

extension Workspace {
  /// La tarea que sigue el espacio (su copia en `tarea.json`), o `nil` si no sigue ninguna.
  ///
  /// - Throws: si falta la copia, se cambió (su huella no es la de `espacio.json`) o no vale.
  public func assignment(course: Course) throws(WorkspaceError) -> Assignment? {
    guard let expected = manifest.assignmentHash else { return nil }
    let shown = displayPath(assignmentURL)
    let assignment: Assignment
    do {
      assignment = try AssignmentFile.load(path: assignmentURL.path, shownAs: shown, course: course)
    } catch {
      throw .assignment(error)
    }
    guard assignment.fingerprint == expected else {
      throw .assignmentChanged(path: assignmentURL.path)
    }
    return assignment
  }
}

extension Workspace {
  /// Borra los temporales que dejó una escritura interrumpida (un `kill -9` a mitad) de
  /// los documentos del espacio y de sus archivos de código; nunca los de una escritura de
  /// otro proceso en marcha. Devuelve las rutas borradas, relativas al espacio.
  @discardableResult
  public func removeLeftovers() -> [String] {
    let root = AtomicFile.removeLeftovers(in: directory.path) { Self.documentNames.contains($0) }
    let code = AtomicFile.removeLeftovers(in: codeDirectory.path) { $0.hasSuffix(".swift") }
    return root + code.map { Self.codeFolderName + "/" + $0 }
  }
}
