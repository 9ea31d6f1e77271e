import Foundation

/// Cómo pasa `copia-alumno.json` de bytes a `StudentCopy` y de vuelta. El documento es de
/// `Workspace`, que lo lee y lo escribe como sus demás documentos (versión, tamaño máximo,
/// errores que nombran el campo, escritura atómica): `StudentCopyDocument.workspace`. Aquí
/// solo está el hueco, porque quien carga un curso (`CourseLoader`) y quien escribe la copia
/// (`StudentCopyWriter`) están por debajo de `Workspace`.
///
/// ```swift
/// let load = CourseLoader.load(from: directory, studentCopies: .workspace)
/// ```
public struct StudentCopyDocument: Sendable {
  /// Por qué no se puede leer, en castellano: lo que va tras «no es una copia del alumno
  /// válida: » (`Diagnostic.Kind.malformedStudentCopy`).
  public struct Problem: Error, Sendable, Hashable {
    /// El motivo, sin punto final.
    public var reason: String

    /// Crea un problema.
    public init(reason: String) {
      self.reason = reason
    }
  }

  /// Lo más que puede ocupar el archivo, en bytes.
  public var byteLimit: Int
  /// Lee la copia de los bytes del archivo.
  public var read: @Sendable (Data) throws(Problem) -> StudentCopy
  /// Escribe la copia en un archivo, de una vez.
  public var write: @Sendable (StudentCopy, URL) throws -> Void

  /// Crea la manera de leer y escribir la copia.
  public init(
    byteLimit: Int, read: @escaping @Sendable (Data) throws(Problem) -> StudentCopy,
    write: @escaping @Sendable (StudentCopy, URL) throws -> Void
  ) {
    self.byteLimit = byteLimit
    self.read = read
    self.write = write
  }
}
