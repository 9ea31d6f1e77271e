import Foundation
import Lessons
import Support

/// `copia-alumno.json`, la marca de una copia del alumno y sus claves como resúmenes
/// (`StudentCopy`, ver `leccion tarea nueva --curso-alumno`), leído y escrito como los demás
/// documentos: la versión en `format`, un tamaño máximo, un error en castellano que nombra
/// el campo y una escritura atómica. Las claves las calcula `Checker` (`StudentKeys`) y las
/// comprueba cada tipo; aquí solo se leen y se escriben.
///
/// ```swift
/// let copy = try StudentCopy.read(data, shownAs: "copia-alumno.json")
/// try copy.write(to: folder.appendingPathComponent(StudentCopy.fileName))
/// ```
extension StudentCopy: VersionedDocument {
  public static let versionField = "format"
  public static var currentVersion: Int { 1 }
  /// 16 MiB: la copia de `Content/` con las claves de cada instancia ocupa unos cientos de
  /// KiB.
  public static let byteLimit = 16 << 20
  /// Los niveles de `[` y `{` que puede tener: la copia más honda tiene cinco.
  static let depthLimit = 16

  public static func read(
    _ data: Data, shownAs: String
  ) throws(StudentCopyDocument.Problem) -> StudentCopy {
    if let format = futureVersion(in: data) { throw formatProblem(format) }
    switch WorkspaceJSON.Shape.scan(data, depthLimit: depthLimit) {
    case .plain: break
    case .tooDeep(let line):
      throw .init(reason: "en la línea \(line) pasa de \(depthLimit) niveles de «{» y «[»")
    case .duplicateKey(let key, let line):
      throw .init(reason: "el campo «\(key)» se repite en la línea \(line)")
    }
    let copy: StudentCopy
    do {
      copy = try WorkspaceJSON.decoder().decode(StudentCopy.self, from: data)
    } catch {
      let detail = DecodingProblem.describe(error)
      throw .init(reason: detail == "no es JSON válido" ? "el JSON no se puede leer" : detail)
    }
    guard copy.format == currentVersion else { throw formatProblem(copy.format) }
    return copy
  }

  private static func formatProblem(_ format: Int) -> StudentCopyDocument.Problem {
    .init(reason: "su «format» es \(format) y esta versión lee el \(currentVersion)")
  }

  /// Sus bytes, estables (claves ordenadas) y siempre del formato actual.
  public func encoded() throws -> Data {
    var copy = self
    copy.format = Self.currentVersion
    return try WorkspaceJSON.encoder().encode(copy)
  }
}

extension StudentCopyDocument {
  /// El documento de `Workspace`: lo que usan el tutor, `validar` y `tarea nueva`. Si no se
  /// puede escribir, el fallo dice en castellano dónde y por qué, como los demás de la copia.
  public static let workspace = StudentCopyDocument(
    byteLimit: StudentCopy.byteLimit,
    read: { data throws(Problem) in try StudentCopy.read(data, shownAs: StudentCopy.fileName) },
    write: { copy, url in
      do throws(WorkspaceError) {
        try copy.write(to: url)
      } catch {
        throw StudentCopyWriter.Failure(
          description: "no se pudo escribir en «\(url.path)»: \(error.detail)")
      }
    })
}
