import Foundation
import Support

/// Busca `copia-alumno.json` en la carpeta de un curso y lo lee con el documento que se le dé
/// (`StudentCopyDocument`, de `Workspace`), sin fiarse del archivo (`UntrustedFile`: sin
/// pasar del tamaño máximo del documento).
enum StudentCopyFile {
  /// La copia de la carpeta `directory`, o `nil` si no es una copia del alumno. Un archivo
  /// que no se entiende se anota en `log` y la carpeta se trata igual como copia (sin
  /// claves): nunca como un curso completo. Sin `document` (quien carga no sabe leer copias),
  /// también.
  static func read(
    in directory: URL, document: StudentCopyDocument?, log: inout DiagnosticCollector
  ) -> StudentCopy? {
    let url = directory.appendingPathComponent(StudentCopy.fileName)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    guard let document else {
      log.report(.malformedStudentCopy(reason: "esta orden no lee copias del alumno"), line: 0)
      return .unreadable
    }
    let data: Data
    switch UntrustedFile.read(url.path, shownAs: StudentCopy.fileName, limit: document.byteLimit)
    {
    case .success(let bytes) where UntrustedFile.text(bytes) != nil: data = bytes
    case .failure(.oversized(let bytes, let limit)):
      log.report(
        .malformedStudentCopy(reason: "ocupa \(bytes) bytes y no puede pasar de \(limit)"),
        line: 0)
      return .unreadable
    case .failure(.symlink):
      log.report(
        .malformedStudentCopy(reason: "es un enlace; tiene que ser un archivo normal"), line: 0)
      return .unreadable
    case .failure(.notRegular):
      log.report(.malformedStudentCopy(reason: "no es un archivo normal"), line: 0)
      return .unreadable
    case .success, .failure(.notFound), .failure(.unreadable):
      log.report(.unreadableFile, line: 0)
      return .unreadable
    }
    do {
      return try document.read(data)
    } catch {
      log.report(.malformedStudentCopy(reason: error.reason), line: 0)
      return .unreadable
    }
  }
}

extension StudentCopy {
  /// Lo que queda de una copia que no se pudo leer: sin claves y de formato 0, para que
  /// `validar` dé solo el problema del archivo.
  static var unreadable: StudentCopy {
    var copy = StudentCopy(mode: .deferred, course: "")
    copy.format = 0
    return copy
  }
}
