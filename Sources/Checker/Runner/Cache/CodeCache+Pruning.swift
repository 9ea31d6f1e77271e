import Foundation
import Synchronization

extension CodeCache {
  /// Borra lo más antiguo cuando la caché crece de más: por encima de `maxPrograms`
  /// programas (unos 50 KB cada uno), de otros tantos objetos de pruebas ya compiladas o
  /// planes de `swift-frontend` (`FrontendPlan`), o de `maxEntries` veredictos, se queda con tres cuartas partes, las más recientes.
  ///
  /// ```swift
  /// CodeCache(directory: CodeCache.defaultDirectory()).prune()
  /// ```
  public func prune(maxPrograms: Int = 400, maxEntries: Int = 5000) {
    Self.prune(directory + "/programas", limit: maxPrograms)
    Self.prune(directory + "/pruebas", limit: maxPrograms)
    Self.prune(directory + "/planes", limit: maxPrograms)
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

/// Poda la caché una sola vez por proceso, tras la primera compilación guardada.
enum CachePruning {
  private static let pruned = Mutex<Set<String>>([])

  static func pruneOnce(_ cache: CodeCache) {
    let first = pruned.withLock { $0.insert(cache.directory).inserted }
    if first { cache.prune() }
  }
}
