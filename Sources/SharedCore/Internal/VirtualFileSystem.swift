import Foundation
import Synchronization

/// Un sistema de archivos en memoria, para que las pruebas nunca toquen el disco.
///
/// Avisa a quien vigila un archivo en el mismo hilo que lo escribe, así que lo que una
/// prueba escribe «desde fuera» llega a la caja antes de la siguiente línea.
final class VirtualFileSystem: FileStorageBackend {
  private struct State {
    var files: [String: Data] = [:]
    var watchers: [String: [UInt64: @Sendable () -> Void]] = [:]
    var nextID: UInt64 = 0
    var writeCount = 0
  }

  private let state = Locked(State())

  var writeCount: Int { state.withLock { $0.writeCount } }

  func read(_ url: URL) throws -> Data? {
    state.withLock { $0.files[Self.path(url)] }
  }

  func write(_ data: Data, to url: URL) throws {
    let path = Self.path(url)
    let watchers = state.withLock { state in
      state.files[path] = data
      state.writeCount += 1
      return Array(state.watchers[path, default: [:]].values)
    }
    for watcher in watchers { watcher() }
  }

  func remove(_ url: URL) throws {
    let path = Self.path(url)
    let watchers = state.withLock { state -> [@Sendable () -> Void] in
      guard state.files.removeValue(forKey: path) != nil else { return [] }
      return Array(state.watchers[path, default: [:]].values)
    }
    for watcher in watchers { watcher() }
  }

  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    let path = Self.path(url)
    let id = state.withLock { state in
      state.nextID += 1
      state.watchers[path, default: [:]][state.nextID] = onChange
      return state.nextID
    }
    return SharedSubscription { [weak self] in
      self?.state.withLock { state in
        state.watchers[path]?[id] = nil
        if state.watchers[path]?.isEmpty == true { state.watchers[path] = nil }
      }
    }
  }

  private static func path(_ url: URL) -> String { url.standardizedFileURL.path }
}
