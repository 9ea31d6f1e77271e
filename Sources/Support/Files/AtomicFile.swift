import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// La única escritura atómica del proyecto: el archivo tiene el contenido viejo o el
/// nuevo, nunca medio, aunque el proceso muera a mitad.
///
/// Escribe en un temporal de la misma carpeta (nunca en `TMPDIR`: `Data.write(options:
/// .atomic)` de Foundation deja allí carpetas `TemporaryDirectory.*` en Linux), lo vuelca
/// al disco si se pide (`fsync`) y lo renombra sobre el destino.
///
/// ```swift
/// try AtomicFile.write(Data("{}".utf8), toPath: "/tmp/x/progreso.json")
/// ```
public enum AtomicFile {
  /// Por qué no se pudo escribir `path`.
  public struct Failure: Error, Equatable, Sendable {
    /// El archivo que se quería escribir.
    public var path: String
    /// El `errno` del fallo.
    public var code: Int32

    /// El fallo en castellano; un `ENOENT` al escribir es que falta la carpeta.
    public var detail: String {
      code == ENOENT ? "la carpeta no existe" : SystemError.describe(code)
    }
  }

  /// Escribe `data` en `path`.
  ///
  /// - Parameter durable: si se espera a que el disco lo tenga (`fsync`); una caché que
  ///   se puede rehacer no lo necesita.
  public static func write(
    _ data: Data, toPath path: String, durable: Bool = true
  ) throws(Failure) {
    let directory = (path as NSString).deletingLastPathComponent
    let temporary = (directory.isEmpty ? "." : directory) + "/." + temporaryName(for: path)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
    var failure: Int32 = 0
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure == 0, durable, fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    guard failure == 0 else {
      unlink(temporary)
      throw Failure(path: path, code: failure)
    }
  }

  /// Como `write(_:toPath:durable:)`, con una URL de archivo.
  public static func write(_ data: Data, to url: URL, durable: Bool = true) throws(Failure) {
    try write(data, toPath: url.path, durable: durable)
  }

  /// Pone el archivo `source` en `destination` de una vez: lo renombra si están en el
  /// mismo sistema de archivos y, si no, lo copia a un temporal junto al destino y
  /// renombra ese.
  public static func install(fileAt source: String, atPath destination: String) throws(Failure) {
    if rename(source, destination) == 0 { return }
    let temporary =
      (destination as NSString).deletingLastPathComponent + "/." + temporaryName(for: destination)
    do {
      try FileManager.default.copyItem(atPath: source, toPath: temporary)
    } catch {
      throw Failure(path: destination, code: EIO)
    }
    guard rename(temporary, destination) == 0 else {
      let code = errno
      unlink(temporary)
      throw Failure(path: destination, code: code)
    }
  }

  private static func temporaryName(for path: String) -> String {
    "\((path as NSString).lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  }
}
