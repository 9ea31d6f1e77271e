import Foundation
import Lessons

/// Escritura atómica: el archivo tiene el contenido viejo o el nuevo, nunca medio.
///
/// Escribe en un temporal de la misma carpeta, lo vuelca al disco (`fsync`) y lo renombra
/// sobre el destino.
public enum AtomicFile {
  /// Escribe `data` en `url`; el error dice en castellano qué falló.
  public static func write(_ data: Data, to url: URL) throws(WorkspaceError) {
    let directory = url.deletingLastPathComponent().path
    let temporary = (directory as NSString).appendingPathComponent(
      ".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(url, errno) }
    var ok = data.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
    let writeErrno = errno
    ok = ok && fsync(descriptor) == 0
    close(descriptor)
    guard ok, rename(temporary, url.path) == 0 else {
      let code = ok ? errno : writeErrno
      unlink(temporary)
      throw failure(url, code)
    }
  }

  private static func failure(_ url: URL, _ code: Int32) -> WorkspaceError {
    .cannotWrite(path: url.path, detail: SystemError.describe(code))
  }
}
