#if canImport(Glibc)
  import Glibc
#endif
import Dispatch
import Foundation
import Synchronization

/// Vigila archivos con inotify, observando la carpeta que los contiene.
///
/// Se vigila la carpeta y no el archivo porque una escritura atómica (temporal + `rename`)
/// sustituye el inodo: una vigilancia sobre el archivo viejo dejaría de oír. Solo cuentan
/// los sucesos que dejan el archivo completo: cerrar tras escribir, llegar por `rename`,
/// borrarse o irse por `rename`. Un solo descriptor inotify sirve a todo el proceso.
final class DirectoryWatcher: @unchecked Sendable {
  /// El vigilante del proceso; `nil` si el sistema no ofrece inotify.
  static let shared: DirectoryWatcher? = DirectoryWatcher()

  private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE)

  private struct Directory {
    let path: String
    var handlers: [String: [UInt64: @Sendable () -> Void]] = [:]
    var isEmpty: Bool { handlers.values.allSatisfy(\.isEmpty) }
  }

  private struct State {
    var descriptors: [String: Int32] = [:]
    var directories: [Int32: Directory] = [:]
    var nextID: UInt64 = 0
  }

  private let descriptor: Int32
  private let queue = DispatchQueue(label: "SharedCore.inotify")
  private let source: any DispatchSourceRead
  private let state = Locked(State())

  private init?() {
    #if canImport(Glibc)
      let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      guard descriptor >= 0 else { return nil }
      self.descriptor = descriptor
      self.source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
      source.setEventHandler { [unowned self] in self.drain() }
      source.activate()
    #else
      return nil
    #endif
  }

  /// Llama a `onChange` (en un hilo del vigilante) cada vez que `url` queda reescrito,
  /// sustituido o borrado por quien sea. Crea la carpeta si no existe.
  ///
  /// - Returns: la suscripción, o `nil` si la carpeta no se puede vigilar.
  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription? {
    let directory = url.deletingLastPathComponent().path
    let name = url.lastPathComponent
    try? FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    let registration = state.withLock { state -> (Int32, UInt64)? in
      let watch: Int32
      if let existing = state.descriptors[directory] {
        watch = existing
      } else {
        watch = inotify_add_watch(descriptor, directory, Self.mask | UInt32(IN_ONLYDIR))
        guard watch >= 0 else { return nil }
        state.descriptors[directory] = watch
        state.directories[watch] = Directory(path: directory)
      }
      state.nextID += 1
      state.directories[watch]?.handlers[name, default: [:]][state.nextID] = onChange
      return (watch, state.nextID)
    }
    guard let (watch, id) = registration else { return nil }
    return SharedSubscription { [weak self] in self?.remove(id, name: name, watch: watch) }
  }

  private func remove(_ id: UInt64, name: String, watch: Int32) {
    state.withLock { state in
      guard var directory = state.directories[watch] else { return }
      directory.handlers[name]?[id] = nil
      if directory.handlers[name]?.isEmpty == true { directory.handlers[name] = nil }
      if directory.isEmpty {
        inotify_rm_watch(descriptor, watch)
        state.directories[watch] = nil
        state.descriptors[directory.path] = nil
      } else {
        state.directories[watch] = directory
      }
    }
  }

  /// Lee todos los sucesos disponibles y avisa una vez por archivo afectado.
  private func drain() {
    var touched: [(watch: Int32, name: String?)] = []
    let capacity = 64 * 1024
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
    defer { buffer.deallocate() }
    while true {
      let count = read(descriptor, buffer, capacity)
      guard count > 0 else { break }
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
        var name: String?
        if event.len > 0 {
          let start = buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self)
          name = String(cString: start)
        }
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
          touched.append((-1, nil))
        } else if event.mask & Self.mask != 0 {
          touched.append((event.wd, name))
        }
        offset += header + Int(event.len)
      }
    }
    let handlers = state.withLock { state -> [@Sendable () -> Void] in
      var seen = Set<String>()
      var result: [@Sendable () -> Void] = []
      for (watch, name) in touched {
        let targets: [(Int32, Directory)] =
          watch == -1
          ? Array(state.directories) : state.directories[watch].map { [(watch, $0)] } ?? []
        for (watch, directory) in targets {
          let names = name.map { [$0] } ?? Array(directory.handlers.keys)
          for name in names where seen.insert("\(watch)/\(name)").inserted {
            result += directory.handlers[name]?.values.map { $0 } ?? []
          }
        }
      }
      return result
    }
    for handler in handlers { handler() }
  }
}
