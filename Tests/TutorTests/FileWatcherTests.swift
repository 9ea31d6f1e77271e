import Foundation
import Testing

@testable import Tutor

/// `vigilar` sin avisos del sistema de archivos: el vigilante lo nota, lo dice y sigue
/// viendo cada guardado mirando la fecha y el tamaño.
@Suite(.serialized) struct FileWatcherTests {
  private func folders() throws -> (file: URL, silent: URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vigilar-\(UUID().uuidString)")
    let silent = root.appendingPathComponent("sin-avisos")
    try FileManager.default.createDirectory(at: silent, withIntermediateDirectories: true)
    let file = root.appendingPathComponent("ejercicio.swift")
    try Data("let a = 1\n".utf8).write(to: file)
    return (file, silent)
  }

  /// Guarda `text` en `file` desde otro hilo, pasado `delay`.
  private func save(_ text: String, to file: URL, after delay: Double) {
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: delay)
      try? Data(text.utf8).write(to: file)
    }
  }

  @Test func withoutEventsItSwitchesToPollingAndSaysSo() throws {
    let (file, silent) = try folders()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    nonisolated(unsafe) var notices: [String] = []
    let watcher = FileWatcher(file: file, eventDirectory: silent) { notices.append($0) }

    save("let a = 2 // primer guardado\n", to: file, after: 0.3)
    #expect(watcher.next() == .changed)
    #expect(notices.count == 1)
    #expect(notices.first?.contains("No me llegan avisos del sistema de archivos") == true)
    #expect(notices.first?.contains("escribe «comprobar» tras guardar") == true)

    // Ya mirando el archivo: el siguiente guardado se ve sin esperar a inotify, y el aviso
    // no se repite.
    save("let a = 3 // segundo guardado, más largo\n", to: file, after: 0.3)
    #expect(watcher.next() == .changed)
    #expect(notices.count == 1)
  }

  @Test func withEventsItNeverFallsBack() throws {
    let (file, _) = try folders()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    nonisolated(unsafe) var notices: [String] = []
    let watcher = FileWatcher(file: file) { notices.append($0) }
    save("let a = 2\n", to: file, after: 0.3)
    #expect(watcher.next() == .changed)
    #expect(notices.isEmpty)
  }
}
