import Foundation

/// Vigila un archivo y avisa cuando se guarda: con inotify sobre su carpeta (los editores
/// suelen guardar escribiendo otro archivo y renombrándolo), y mirando la fecha y el tamaño
/// como respaldo. Si el archivo cambia sin que inotify diga nada (una carpeta de red, un
/// contenedor), pasa a mirar cada medio segundo y lo dice con `onFallback`.
final class FileWatcher {
  /// Lo que pasó mientras se esperaba.
  enum Event: Equatable {
    /// El archivo se guardó.
    case changed
    /// Ctrl-C.
    case interrupted
  }

  private let file: URL
  private var descriptor: Int32 = -1
  private var polling = false
  private var lastStamp: Stamp?
  private let onFallback: (String) -> Void

  private struct Stamp: Equatable {
    var modified: timespec
    var size: Int

    static func == (lhs: Stamp, rhs: Stamp) -> Bool {
      lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
        && lhs.size == rhs.size
    }
  }

  /// Empieza a vigilar `file`. `eventDirectory` es la carpeta cuyos avisos de inotify se
  /// escuchan: la del archivo, salvo en las pruebas, que escuchan otra para simular un
  /// sistema de archivos que no avisa.
  init(file: URL, eventDirectory: URL? = nil, onFallback: @escaping (String) -> Void) {
    self.file = file
    self.onFallback = onFallback
    lastStamp = stamp()
    descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
    let mask =
      UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE)
      | UInt32(IN_MODIFY)
    let directory = eventDirectory ?? file.deletingLastPathComponent()
    if descriptor < 0 || inotify_add_watch(descriptor, directory.path, mask) < 0 {
      switchToPolling("no puedo usar inotify en esta carpeta")
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Espera hasta que el archivo se guarde o llegue un Ctrl-C.
  func next() -> Event {
    var sawEvent = false
    var quietSince: Date?
    var stampChangedAt: Date?
    while true {
      if Signals.takeInterrupt() { return .interrupted }
      if !polling, descriptor >= 0, waitForEvents(milliseconds: 100) {
        sawEvent = true
        quietSince = Date()
        continue
      } else if polling {
        usleep(200_000)
      }
      let current = stamp()
      if sawEvent, let quietSince, Date().timeIntervalSince(quietSince) > 0.15 {
        lastStamp = current
        return .changed
      }
      if current != lastStamp {
        if polling {
          lastStamp = current
          return .changed
        }
        // La fecha cambió pero inotify no ha dicho nada: se le da un momento.
        if let since = stampChangedAt, Date().timeIntervalSince(since) > 1.5 {
          switchToPolling("no me llegan avisos del sistema de archivos")
          lastStamp = current
          return .changed
        }
        if stampChangedAt == nil { stampChangedAt = Date() }
      }
    }
  }

  /// Si llegaron eventos del archivo vigilado en `milliseconds`.
  private func waitForEvents(milliseconds: Int32) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&request, 1, milliseconds) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return false }
    let name = file.lastPathComponent
    var offset = 0
    var matched = false
    let header = MemoryLayout<inotify_event>.size
    while offset + header <= count {
      let length = buffer.withUnsafeBytes { raw in
        Int(raw.load(fromByteOffset: offset + header - 4, as: UInt32.self))
      }
      let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
      let eventName = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
      if eventName == name { matched = true }
      offset += header + length
    }
    return matched
  }

  private func switchToPolling(_ reason: String) {
    guard !polling else { return }
    polling = true
    onFallback(
      "(\(ReplText.capitalized(reason)): paso a mirar el archivo cada poco. Si tampoco así "
        + "notas los cambios, escribe «comprobar» tras guardar.)")
  }

  private func stamp() -> Stamp? {
    var info = stat()
    guard stat(file.path, &info) == 0 else { return nil }
    return Stamp(modified: info.st_mtim, size: Int(info.st_size))
  }
}
