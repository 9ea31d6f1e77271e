import Foundation
import Support
import Synchronization

extension CodeCache {
  /// Borra lo más antiguo cuando la caché crece de más: por encima de `maxPrograms`
  /// programas (unos 50 KB cada uno), de otros tantos objetos de pruebas ya compiladas o
  /// planes de `swift-frontend` y del enlace (`FrontendPlan`, `LinkerPlan`, `AutolinkEntries`),
  /// de cinco veces tantos objetos de un archivo (`ObjectParts`) o de `maxEntries` veredictos,
  /// se queda con tres cuartas partes, las más recientes.
  ///
  /// ```swift
  /// CodeCache(directory: CodeCache.defaultDirectory()).prune()
  /// ```
  public func prune(maxPrograms: Int = 400, maxEntries: Int = 5000) {
    Self.prune(directory + "/programas", limit: maxPrograms)
    Self.prune(directory + "/pruebas", limit: maxPrograms)
    Self.prune(directory + "/planes", limit: maxPrograms)
    // Los objetos de cada archivo de `corregir` (`ObjectParts`): unos 25 KB cada uno.
    Self.prune(directory + "/partes", limit: maxPrograms * 5)
    Self.prune(directory + "/veredictos", limit: maxEntries)
  }

  private static func prune(_ root: String, limit: Int) {
    let fileManager = FileManager.default
    var files: [(path: String, modified: Date)] = []
    for shard in (try? fileManager.contentsOfDirectory(atPath: root)) ?? [] {
      let folder = root + "/" + shard
      for name in (try? fileManager.contentsOfDirectory(atPath: folder)) ?? [] {
        let path = folder + "/" + name
        let modified =
          (try? fileManager.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        files.append((path, modified ?? .distantPast))
      }
    }
    guard files.count > limit else { return }
    files.sort { $0.modified < $1.modified }
    for file in files.prefix(files.count - limit * 3 / 4) {
      try? fileManager.removeItem(atPath: file.path)
    }
  }
}

/// Poda la caché tras la primera compilación guardada de un proceso, y como mucho una vez
/// cada `interval` (una marca `.podado` en la carpeta lo recuerda): podar mira la fecha de
/// cada archivo, y con miles de veredictos eran unos 100 ms de CPU (casi todo del sistema) en
/// cada `leccion comprobar`, que es un proceso nuevo cada vez. Entre dos podas la caché puede
/// pasar de sus límites en lo que se compile en ese tiempo.
enum CachePruning {
  private static let pruned = Mutex<Set<String>>([])
  /// Una hora.
  static let interval: TimeInterval = 3600

  static func pruneOnce(_ cache: CodeCache, now: Date = Date()) {
    let first = pruned.withLock { $0.insert(cache.directory).inserted }
    if first { pruneIfDue(cache, now: now) }
  }

  /// Poda si no hay marca o es de hace más de `interval`; devuelve si podó.
  @discardableResult
  static func pruneIfDue(_ cache: CodeCache, now: Date = Date()) -> Bool {
    let marker = cache.directory + "/.podado"
    let attributes = try? FileManager.default.attributesOfItem(atPath: marker)
    if let last = attributes?[.modificationDate] as? Date, now.timeIntervalSince(last) < interval,
      last <= now
    {
      return false
    }
    cache.prune()
    try? FileManager.default.createDirectory(
      atPath: cache.directory, withIntermediateDirectories: true)
    try? AtomicFile.write(Data(), toPath: marker, durable: false)
    return true
  }
}
