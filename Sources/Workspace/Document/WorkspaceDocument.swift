import Foundation
import Support

/// Un documento JSON de `leccion`: el espacio (`espacio.json`), el progreso
/// (`progreso.json`), la tarea (`tarea.json`), la entrega, la devolución
/// (`devolucion.json`) y la copia del alumno (`copia-alumno.json`, en la carpeta del curso). Todos se leen y se escriben de una sola manera: con su versión, un
/// tamaño máximo, un error en castellano que nombra el archivo y el campo, y una escritura
/// atómica.
///
/// ```swift
/// let manifest = try WorkspaceManifest.read(data, shownAs: "espacio.json")
/// try manifest.write(to: workspace.url(of: WorkspaceManifest.self))
/// ```
///
/// Para añadir un campo a un documento basta con su tipo: se lee con un valor por defecto
/// si falta (así los archivos de antes se siguen leyendo) y, si un lector viejo no debe
/// aceptarlo, se sube `currentVersion`.
public protocol VersionedDocument: Sendable {
  /// Lo que lanza leerlo, con su mensaje en castellano.
  associatedtype Problem: Error

  /// El campo que lleva la versión: `format` (espacio y progreso) o `version` (tarea,
  /// entrega y devolución).
  static var versionField: String { get }
  /// La versión que escribe esta leccion y la más nueva que lee.
  static var currentVersion: Int { get }
  /// Lo más que puede ocupar el archivo, en bytes.
  static var byteLimit: Int { get }

  /// Lee el documento de sus bytes; `shownAs` lo nombra en los mensajes.
  static func read(_ data: Data, shownAs: String) throws(Problem) -> Self

  /// Sus bytes, estables: lo mismo da siempre los mismos.
  func encoded() throws -> Data

  /// Los bytes del archivo: `encoded()`, con un salto de línea al final en los documentos
  /// que se envían (entrega y devolución).
  func fileContents() throws -> Data
}

/// Un documento que vive en la carpeta del espacio, siempre con el mismo nombre.
public protocol WorkspaceDocument: VersionedDocument {
  /// Su nombre en el espacio (`progreso.json`).
  static var fileName: String { get }
}

extension VersionedDocument {
  /// La versión que dice `data`, si es más nueva que la que lee esta leccion: se mira antes
  /// de decodificar, para no dar por roto un archivo que solo es de una leccion más nueva.
  public static func futureVersion(in data: Data) -> Int? {
    guard let version = WorkspaceJSON.peekInteger(versionField, in: data),
      version > currentVersion
    else { return nil }
    return version
  }

  public func fileContents() throws -> Data { try encoded() }

  /// Si `data` cabe en el tamaño máximo del documento.
  public static func fits(_ data: Data) -> Bool { data.count <= byteLimit }

  /// Escribe el documento en `url` de una vez (`AtomicFile`): quien lo lea a la vez ve el
  /// de antes o el nuevo, nunca uno a medias.
  public func write(to url: URL) throws(WorkspaceError) {
    let data: Data
    do {
      data = try fileContents()
    } catch {
      throw .cannotWrite(path: url.path, detail: "no se pudo codificar")
    }
    try AtomicFile.save(data, to: url)
  }
}

extension Workspace {
  /// Dónde guarda el espacio el documento `document` (`progreso.json`).
  public func url<Document: WorkspaceDocument>(of document: Document.Type) -> URL {
    directory.appendingPathComponent(Document.fileName)
  }

  /// Los nombres de los documentos que guarda un espacio.
  static let documentNames: Set<String> = [
    WorkspaceManifest.fileName, LearnerProgress.fileName, Assignment.fileName,
    Handback.fileName,
  ]
}
