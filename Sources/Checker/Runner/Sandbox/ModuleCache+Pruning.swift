import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

extension ModuleCache {
  /// La poda de las cachés de módulos viejas (`<caché>/modulos/<clave>`, 17 MB cada una): hay
  /// una por compilador, motor y opciones, y cada versión nueva de `leccion` o del motor deja
  /// atrás la anterior.
  ///
  /// Quien usa una caché renueva la fecha de su marca `lista` (como mucho cada diez minutos).
  /// La primera vez que un proceso usa su caché (la actual), borra cada otra que se usó por
  /// última vez **antes de que se preparase la actual y hace más de una hora**: un corrector
  /// que aún la usa (otra versión de `leccion` en marcha, otras opciones) la ha tocado hace
  /// menos, y se queda. También los restos de una preparación interrumpida
  /// (`<clave>.preparando-PID`) y de un borrado interrumpido, de hace más de una hora. Cada
  /// caché se aparta primero con un `rename` (atómico) y después se borra: quien la busque a
  /// la vez no la ve a medias, la prepara de nuevo.
  enum Pruning {
    /// Cuánto tiempo sin usarse protege a una caché vieja.
    static let grace: TimeInterval = 3600
    /// Cada cuánto se renueva la fecha de la marca de la caché en uso.
    static let touchInterval: TimeInterval = 600

    private static let pruned = Mutex<Set<String>>([])

    /// Anota que se usa `directory` y, la primera vez en este proceso, poda las demás.
    static func use(_ directory: String, mark: String, now: Date = Date()) {
      let path = directory + "/" + mark
      if let used = modified(path), now.timeIntervalSince(used) > touchInterval {
        _ = utimes(path, nil)
      }
      let first = pruned.withLock { $0.insert(directory).inserted }
      if first { prune(keeping: directory, mark: mark, now: now) }
    }

    /// Borra lo que sobra junto a `current` (ver el tipo); devuelve los nombres borrados.
    @discardableResult
    static func prune(keeping current: String, mark: String, now: Date = Date()) -> [String] {
      let parent = (current as NSString).deletingLastPathComponent
      let currentName = (current as NSString).lastPathComponent
      guard let prepared = modified(current) else { return [] }
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
      var removed: [String] = []
      for name in entries.sorted() where name != currentName && !name.hasPrefix(".") {
        let path = parent + "/" + name
        let leftover = name.contains(".preparando-") || name.contains(".borrando-")
        let lastUse = leftover ? modified(path) : (modified(path + "/" + mark) ?? modified(path))
        guard let lastUse, now.timeIntervalSince(lastUse) > grace,
          leftover || lastUse < prepared
        else { continue }
        let doomed = leftover ? path : path + ".borrando-\(getpid())"
        if !leftover, rename(path, doomed) != 0 { continue }
        try? FileManager.default.removeItem(atPath: doomed)
        removed.append(name)
      }
      return removed
    }

    private static func modified(_ path: String) -> Date? {
      var info = stat()
      guard lstat(path, &info) == 0 else { return nil }
      return Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec))
    }
  }
}
