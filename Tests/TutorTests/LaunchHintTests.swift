import Foundation
import Testing
@testable import Tutor

/// La frase con que `leccion iniciar` dice cómo abrir el tutor: cierta en esta máquina.
@Suite struct LaunchHintTests {
  /// La raíz de este repositorio (con `scripts/leccion`).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  @Test func withLeccionOnThePathItIsJustLeccion() throws {
    let bin = FileManager.default.temporaryDirectory
      .appendingPathComponent("leccion-ruta-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: bin) }
    let program = bin.appendingPathComponent("leccion")
    try Data("#!/bin/sh\n".utf8).write(to: program)
    chmod(program.path, 0o755)
    #expect(
      LaunchHint.sentence(
        directory: "e", path: "/usr/bin:\(bin.path)", executable: "/otro/sitio/leccion")
        == "Empieza con «cd e && leccion».")
    #expect(
      LaunchHint.sentence(directory: nil, path: bin.path, executable: nil)
        == "Empieza con «leccion».")
  }

  @Test func builtInTheRepositoryItNamesItsScriptAndHowToInstall() {
    let executable = Self.repository + "/.build/estatica/leccion"
    let scripts = Self.repository + "/scripts"
    #expect(
      LaunchHint.sentence(directory: "mi curso", path: "/nada", executable: executable)
        == "Empieza con «cd 'mi curso' && \(scripts)/leccion», o instala la orden con "
        + "«\(scripts)/instalar» y será «cd 'mi curso' && leccion».")
  }

  @Test func elsewhereItNamesTheExecutable() {
    #expect(
      LaunchHint.sentence(directory: "~/curso", path: "", executable: "/opt/leccion/bin/leccion")
        == "Empieza con «cd ~/curso && /opt/leccion/bin/leccion».")
  }

  @Test func wordsTheShellWouldSplitAreQuoted() {
    #expect(LaunchHint.shellWord("e") == "e")
    #expect(LaunchHint.shellWord("/tmp/a-b_c.d") == "/tmp/a-b_c.d")
    #expect(LaunchHint.shellWord("con espacio") == "'con espacio'")
    #expect(LaunchHint.shellWord("l'eau") == "'l'\\''eau'")
    #expect(LaunchHint.shellWord("") == "''")
  }
}
