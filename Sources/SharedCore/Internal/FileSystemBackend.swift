#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Synchronization

/// Lo que necesita `FileStorage` de un sistema de archivos: leer, escribir de forma
/// atómica, borrar y vigilar.
protocol FileStorageBackend: AnyObject, Sendable {
  /// El contenido de `url`, o `nil` si no existe.
  func read(_ url: URL) throws -> Data?
  /// Sustituye el contenido de `url` de una vez: quien lea ve el viejo o el nuevo, nunca
  /// una mezcla.
  func write(_ data: Data, to url: URL) throws
  /// Borra `url`; que no exista no es un error.
  func remove(_ url: URL) throws
  /// Avisa cuando `url` cambia, lo cambie quien lo cambie.
  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription
  /// Cuántas escrituras hizo este sistema de archivos.
  var writeCount: Int { get }
}

/// El disco de verdad, con POSIX: escritura a un temporal en la misma carpeta, `fsync` y
/// `rename` encima del destino; vigilancia con inotify sobre la carpeta.
final class FileSystemBackend: FileStorageBackend {
  static let shared = FileSystemBackend()

  private let writes = Atomic(0)

  var writeCount: Int { writes.load(ordering: .relaxed) }

  func read(_ url: URL) throws -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 {
      // Si una carpeta de la ruta es un archivo, el archivo tampoco existe.
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw SharedCoreError.fileUnreadable(path: url.path, errno: errno)
    }
    defer { close(descriptor) }
    var data = Data()
    let chunk = 64 * 1024
    var buffer = [UInt8](repeating: 0, count: chunk)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, chunk) }
      if count < 0 {
        if errno == EINTR { continue }
        throw SharedCoreError.fileUnreadable(path: url.path, errno: errno)
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
  }

  func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw SharedCoreError.fileNotWritten(path: url.path, errno: errno)
    }
    var failure: Int32?
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = Glibc.write(
          descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += count
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    if failure == nil, rename(temporary.path, url.path) != 0 { failure = errno }
    if let failure {
      unlink(temporary.path)
      throw SharedCoreError.fileNotWritten(path: url.path, errno: failure)
    }
    writes.add(1, ordering: .relaxed)
  }

  func remove(_ url: URL) throws {
    if unlink(url.path) != 0, errno != ENOENT {
      throw SharedCoreError.fileNotWritten(path: url.path, errno: errno)
    }
  }

  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    DirectoryWatcher.shared?.watch(url, onChange: onChange) ?? SharedSubscription {}
  }
}
