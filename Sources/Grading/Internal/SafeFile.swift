import Foundation
import Support

/// Los archivos que vienen de los alumnos, leídos sin fiarse de ellos (`UntrustedFile`), con
/// sus problemas dichos como errores de la corrección.
enum SafeFile {
  typealias Kind = UntrustedFile.Kind

  /// El tipo de `path` (`lstat`).
  static func kind(of path: String) -> Kind { UntrustedFile.kind(of: path) }

  /// Los bytes del archivo normal `path`, como mucho `limit`.
  ///
  /// - Parameter shownAs: el nombre que se usa en el error (relativo a la entrega).
  static func read(_ path: String, shownAs: String, limit: Int) -> Result<Data, GradingError> {
    UntrustedFile.read(path, shownAs: shownAs, limit: limit).mapError(GradingError.init)
  }

  /// El texto de `data` si es UTF-8 sin bytes NUL.
  static func text(_ data: Data) -> String? { UntrustedFile.text(data) }
}

extension GradingError {
  /// El error de la corrección para un archivo que no se leyó.
  init(_ problem: UntrustedFile.Problem) {
    switch problem {
    case .notFound: self = .submissionNotFound
    case .symlink(let path): self = .submissionSymlink(path: path)
    case .notRegular(let path): self = .submissionNotRegular(path: path)
    case .unreadable(let reason): self = .submissionUnreadable(reason: reason)
    case .oversized(let bytes, let limit): self = .submissionOversized(bytes: bytes, limit: limit)
    }
  }
}
