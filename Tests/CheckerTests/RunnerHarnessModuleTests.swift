import Foundation
import Testing

@testable import Checker

/// El arnés ya compilado (`LeccionHarness`): la persona no puede nombrarlo, llamarlo fuera
/// de orden no aprueba nada, un símbolo con su nombre no se enlaza, y sin él la comprobación
/// dice cómo compilarlo.
@Suite("Corrector de código: el arnés compilado aparte")
struct RunnerHarnessModuleTests {
  static let harnessRefusal = SourceRules.Messages.harnessModule

  @Test func theHarnessModuleCannotBeNamedFromTheLearnerFile() {
    let source = """
      import LeccionHarness
      import `LeccionHarness`
      func aprobar() { LeccionHarness.__LeccionHarness.finish() }
      struct LeccionHarness {}
      """
    #expect(
      SourceRules.violations(in: source)
        == [1, 2, 3, 4].map {
          SourceRules.Violation(line: $0, message: Self.harnessRefusal)
        })
  }

  @Test func importingTheHarnessIsRefusedBeforeCompiling() async throws {
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(
      RunnerFixture.submission(
        "import LeccionHarness\nfunc f() -> Int { 1 }",
        tests: "func pruebaF() { expect(f() == 1, \"vale 1\") }"))
    #expect(verdict.outcome == .compileFailed)
    #expect(
      verdict.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [
        "Ejercicio.swift:1: error: " + Self.harnessRefusal
      ])
  }

  /// Unas pruebas (que sí ven el arnés) que lo llaman fuera de orden, como lo haría un
  /// ejercicio que llegara a nombrarlo: la prueba en marcha se detiene y no pasa, y las
  /// demás se ejecutan y cuentan lo suyo.
  @Test func callingTheHarnessOutOfOrderPassesNothing() async throws {
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(
      RunnerFixture.submission(
        "func f() -> Int { 1 }",
        tests: """
          func pruebaAnidada() {
            LeccionHarness.__LeccionHarness.run("pruebaFalla") {}
          }
          func pruebaTermina() {
            LeccionHarness.__LeccionHarness.finish()
          }
          func pruebaOtraVez() {
            _ = LeccionHarness.__LeccionHarness.begin(version: .arnes11)
          }
          func pruebaFalla() { expect(f() == 2, "no vale 2") }
          func pruebaBuena() { expect(f() == 1, "vale 1") }
          """))
    let statuses = Dictionary(uniqueKeysWithValues: verdict.tests.map { ($0.name, $0.status) })
    for name in ["pruebaAnidada", "pruebaTermina", "pruebaOtraVez"] {
      guard case .crashed = statuses[name] else {
        Issue.record("\(name): \(String(describing: statuses[name]))")
        continue
      }
    }
    #expect(statuses["pruebaFalla"] == .failed(messages: ["no vale 2"]))
    #expect(statuses["pruebaBuena"] == .passed)
    #expect(verdict.outcome != .passed)
  }

  /// La segunda defensa, por si una regla dejara pasar `@_silgen_name`: un símbolo con el
  /// nombre de una función del arnés, en el programa, no se enlaza (el arnés va entero y
  /// estático, `--whole-archive`), en vez de sustituirla.
  @Test func aSymbolWithTheHarnessNameIsALinkError() throws {
    let runner = try RunnerFixture.runner(cache: false)
    let toolchain = runner.toolchain
    let symbols = try Self.run(
      "/usr/bin/nm", ["-g", "--defined-only", toolchain.harnessLibraryPath])
    let finish = symbols.output.split(separator: "\n").compactMap {
      $0.split(separator: " ").last.map(String.init)
    }.first { $0.hasPrefix("$s") && $0.contains("LeccionHarness") && $0.contains("finish") }
    let name = try #require(finish, "\(symbols.output.prefix(2000))")
    let directory = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let attacker = """
      @_silgen_name("\(name)")
      public func impostor() -> Never { while true {} }
      """
    try attacker.write(toFile: directory + "/atacante.swift", atomically: true, encoding: .utf8)
    try "print(1)\n".write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
    var flags = runner.compilerFlags
    flags.removeAll { $0 == "-strict-memory-safety" }
    let result = try Self.run(
      toolchain.swiftc,
      flags + [
        "-module-cache-path", directory + "/modulos", "-o", directory + "/programa",
        directory + "/atacante.swift", directory + "/main.swift",
      ], environment: ["TMPDIR": directory])
    #expect(result.status != 0)
    #expect(
      result.output.contains("multiple definition") || result.output.contains("duplicate symbol"),
      "\(result.output.prefix(2000))")
  }

  @Test func aMissingHarnessSaysHowToBuildIt() async throws {
    let real = try RunnerFixture.toolchain()
    let empty = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let toolchain = SharedCoreToolchain(
      swiftc: real.swiftc, moduleDirectory: real.moduleDirectory,
      libraryDirectory: real.libraryDirectory, harnessLibraryDirectory: empty)
    let runner = CodeRunner(
      toolchain: toolchain, options: CodeRunnerOptions(limits: RunnerFixture.shortLimits),
      cache: nil)
    let verdict = await runner.check(
      RunnerFixture.submission("func f() {}", tests: "func pruebaF() { f() }"))
    #expect(verdict.outcome == .setupFailed)
    #expect(
      verdict.setupMessage == """
        No encuentro el arnés de pruebas compilado (falta \(empty)/libLeccionHarness.a), y sin \
        él no se pueden comprobar los ejercicios de código. Se compila junto al motor: en la \
        carpeta del proyecto, `swift build --product LeccionHarness` (o `swift build -c \
        release --product LeccionHarness`), y vuelve a intentarlo.
        """)
  }

  /// Dos motores con el mismo `swiftc` y la misma biblioteca pero otro arnés (o sin él) no
  /// comparten la huella recordada: la de uno no sirve las claves del otro.
  @Test func anotherHarnessIsAnotherFingerprint() throws {
    let real = try RunnerFixture.toolchain()
    let empty = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let other = SharedCoreToolchain(
      swiftc: real.swiftc, moduleDirectory: real.moduleDirectory,
      libraryDirectory: real.libraryDirectory, harnessLibraryDirectory: empty)
    let withHarness = FingerprintMemo.value(for: SwiftCompiler(toolchain: real, languageMode: "6"))
    let without = FingerprintMemo.value(for: SwiftCompiler(toolchain: other, languageMode: "6"))
    #expect(withHarness != without)
    #expect(
      FingerprintMemo.value(for: SwiftCompiler(toolchain: real, languageMode: "6")) == withHarness)
  }

  static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:])
    throws -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { $1 }
    process.environment = merged
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
