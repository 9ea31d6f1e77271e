import Foundation
@testable import SharedCore

/// La carpeta de las carpetas temporales de estas pruebas; se borra al salir el proceso
/// (después del último volcado pendiente).
private let temporaryRoot: URL = {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("SharedCoreTests-\(getpid())", isDirectory: true)
  WriteCoalescer.atExit { try? FileManager.default.removeItem(at: root) }
  return root
}()

/// Una carpeta temporal nueva para una prueba.
func makeTemporaryDirectory() throws -> URL {
  let directory = temporaryRoot.appendingPathComponent(UUID().uuidString, isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}
