import Foundation
import Testing

@testable import Checker

@Suite("Corrector de código: dónde está el motor")
struct RunnerToolchainTests {
  @Test func findsTheEngineFromTheCheckoutAndFromTheExecutable() throws {
    let fromCheckout = try SharedCoreToolchain.locate(
      executablePath: "/usr/bin/true", currentDirectory: RunnerFixture.packageRoot + "/Sources")
    #expect(FileManager.default.fileExists(atPath: fromCheckout.libraryPath))
    #expect(FileManager.default.fileExists(atPath: fromCheckout.modulePath))
    let fromExecutable = try SharedCoreToolchain.locate(
      executablePath: fromCheckout.libraryDirectory + "/leccion", currentDirectory: "/")
    #expect(fromExecutable.libraryDirectory == fromCheckout.libraryDirectory)
  }

  @Test func environmentOverrideWins() throws {
    let found = try RunnerFixture.toolchain()
    let chosen = try SharedCoreToolchain.locate(
      environment: [
        "LECCION_SHAREDCORE_DIR": found.libraryDirectory, "PATH": "/opt/swift/usr/bin",
      ],
      executablePath: nil, currentDirectory: "/")
    #expect(chosen.libraryDirectory == found.libraryDirectory)
    #expect(
      throws: CodeRunnerError.engineOverrideInvalid(
        variable: "LECCION_SHAREDCORE_DIR", path: "/nada")
    ) {
      try SharedCoreToolchain.locate(
        environment: ["LECCION_SHAREDCORE_DIR": "/nada"], executablePath: nil, currentDirectory: "/"
      )
    }
  }

  @Test func missingEngineSaysWhatToBuild() throws {
    let empty = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    try FileManager.default.createDirectory(
      atPath: empty + "/.build/debug", withIntermediateDirectories: true)
    do {
      _ = try SharedCoreToolchain.locate(
        environment: ["PATH": "/opt/swift/usr/bin"], executablePath: nil, currentDirectory: empty)
      Issue.record("debía fallar")
    } catch {
      #expect(
        error.message == """
          No encuentro el motor SharedCore compilado, y sin él no se pueden comprobar los \
          ejercicios de código. Compílalo en la carpeta del proyecto con \
          `swift build --product SharedCore` (o `swift build -c release --product SharedCore`) \
          y vuelve a intentarlo. Si está en otra carpeta, indícala con LECCION_SHAREDCORE_DIR.
          Se buscó en:
            \(empty)/.build/debug
          """)
    }
  }

  @Test func missingCompilerMessage() {
    #expect(
      CodeRunnerError.compilerNotFound.message
        == "No encuentro el compilador `swiftc`: ni en PATH ni en /opt/swift/usr/bin. Instala Swift "
        + "o añade su carpeta `usr/bin` a PATH (o indica el compilador con LECCION_SWIFTC).")
  }
}
