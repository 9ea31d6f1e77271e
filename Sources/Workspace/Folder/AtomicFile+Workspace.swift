import Foundation
import Support

extension AtomicFile {
  /// Escribe `data` en `url` de una vez (`AtomicFile.write`), con el error del espacio.
  public static func save(_ data: Data, to url: URL) throws(WorkspaceError) {
    do {
      try write(data, to: url)
    } catch {
      throw .cannotWrite(path: url.path, detail: error.detail)
    }
  }
}
