import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Escritura atómica sin `Data.WritingOptions.atomic`: en Linux, Foundation la hace en una
/// carpeta `TemporaryDirectory.*` de `TMPDIR` que luego no borra. Aquí el archivo temporal
/// va junto al definitivo y se renombra encima.
enum AtomicFile {
  /// Escribe `data` en `path`; `false` si no se pudo (y no queda nada a medias).
  @discardableResult
  static func write(_ data: Data, to path: String) -> Bool {
    let temporary = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return false }
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }
}
