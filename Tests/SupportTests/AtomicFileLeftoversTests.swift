import Foundation
import Support
import Testing

/// Los temporales de una escritura atómica interrumpida: se borran los abandonados, nunca
/// los de una escritura en marcha ni los de archivos ajenos.
struct AtomicFileLeftoversTests {
  /// Un número de proceso que ya no existe: el de un `true` que ya terminó.
  static func deadPID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("restos-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func removesOnlyAbandonedTemporariesOfItsOwnDocuments() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let dead = try Self.deadPID()
    let names = [
      ".progreso.json.tmp-\(dead)-17",  // abandonado: se borra
      ".progreso.json.tmp-\(getpid())-18",  // de este proceso, vivo: se queda
      ".notas.txt.tmp-\(dead)-19",  // no es de un documento suyo: se queda
      "progreso.json",  // el documento: se queda
      ".progreso.json.tmp-x-1",  // no es un temporal de AtomicFile: se queda
    ]
    for name in names { FileManager.default.createFile(atPath: folder + "/" + name, contents: nil) }
    let removed = AtomicFile.removeLeftovers(in: folder) { $0 == "progreso.json" }
    #expect(removed == [".progreso.json.tmp-\(dead)-17"])
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(left == names.dropFirst().sorted())
  }

  @Test func aTemporaryOlderThanTheProcessThatNowHasItsNumberIsAbandoned() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // El número 1 es de un proceso vivo (init) que empezó mucho después de 1970.
    let path = folder + "/.progreso.json.tmp-1-5"
    FileManager.default.createFile(atPath: path, contents: nil)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1000)], ofItemAtPath: path)
    #expect(
      AtomicFile.removeLeftovers(in: folder) { $0 == "progreso.json" } == [
        ".progreso.json.tmp-1-5"
      ])
  }

  @Test func aMissingFolderRemovesNothing() {
    #expect(AtomicFile.removeLeftovers(in: "/no/existe/\(UUID().uuidString)") { _ in true } == [])
  }
}
