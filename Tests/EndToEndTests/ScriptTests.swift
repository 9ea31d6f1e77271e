import Foundation
import Testing

/// `scripts/leccion`, la orden del README que abre el tutor: compila y luego ejecuta
/// `leccion` en la carpeta desde la que se llamó (donde está el espacio de trabajo). Aquí
/// con un `swift` de mentira en el PATH, para no pagar una compilación en release.
@Suite struct ScriptTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func runsLeccionInTheCallersFolderWithItsArguments() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("script-\(UUID().uuidString)")
    let tools = root.appendingPathComponent("herramientas")
    let scratch = root.appendingPathComponent("compilacion")
    let binaries = scratch.appendingPathComponent("release")
    let caller = root.appendingPathComponent("mi espacio")
    for folder in [tools, binaries, caller] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(at: root) }
    try executable(
      tools.appendingPathComponent("swift"),
      """
      #!/bin/sh
      exit 0
      """)
    try executable(
      binaries.appendingPathComponent("leccion"),
      """
      #!/bin/sh
      echo "carpeta: $(pwd)"
      echo "argumentos: $*"
      """)

    let process = Process()
    process.executableURL = Self.repository.appendingPathComponent("scripts/leccion")
    process.arguments = ["iniciar", "aquí", "--alumno", "ana"]
    process.currentDirectoryURL = caller
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = tools.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["LECCION_COMPILACION"] = scratch.path
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 0)
    #expect(
      text.split(separator: "\n") == [
        "carpeta: \(caller.path)", "argumentos: iniciar aquí --alumno ana",
      ])
  }

  private func executable(_ url: URL, _ contents: String) throws {
    try Data((contents + "\n").utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
  }
}
