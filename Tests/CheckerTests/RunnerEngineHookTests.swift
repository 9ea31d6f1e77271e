import Foundation
import Testing

@testable import Checker

/// Los fallos que el motor informa (los de `TestStore`) cuentan como fallos de la prueba en
/// marcha. Se prueba con un motor de juguete que tiene la misma forma que `SharedCore`
/// (`IssueReporter` con un `@TaskLocal current`), compilado aquí mismo.
@Suite("Corrector de código: fallos del motor")
struct RunnerEngineHookTests {
  static let fakeEngine = """
    public struct ReportedIssue: Sendable { public var message: String }
    public struct IssueReporter: Sendable {
      public var report: @Sendable (ReportedIssue) -> Void
      public init(report: @escaping @Sendable (ReportedIssue) -> Void) { self.report = report }
      @TaskLocal public static var current = IssueReporter { print("✗", $0.message) }
    }
    public func reportIssue(_ message: String) {
      IssueReporter.current.report(ReportedIssue(message: message))
    }
    """

  static func fakeToolchain() throws -> SharedCoreToolchain {
    let real = try RunnerFixture.toolchain()
    let directory = try RunnerFixture.temporaryDirectory()
    let source = directory + "/SharedCore.swift"
    try fakeEngine.write(toFile: source, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: real.swiftc)
    process.arguments = [
      "-emit-library", "-emit-module", "-module-name", "SharedCore", "-swift-version", "6",
      "-parse-as-library", source, "-o", directory + "/" + SharedCoreToolchain.libraryFileName,
      "-emit-module-path", directory + "/SharedCore.swiftmodule",
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return SharedCoreToolchain(
      swiftc: real.swiftc, moduleDirectory: directory, libraryDirectory: directory,
      harnessModuleDirectory: real.harnessModuleDirectory,
      harnessLibraryDirectory: real.harnessLibraryDirectory)
  }

  @Test func engineIssuesFailTheRunningTest() async throws {
    let runner = CodeRunner(
      toolchain: try Self.fakeToolchain(),
      options: CodeRunnerOptions(limits: RunnerFixture.shortLimits), cache: nil)
    #expect(runner.engineFeatures.routesIssues)
    let verdict = await runner.check(
      RunnerFixture.submission(
        "func renombrar() { reportIssue(\"cambio sin afirmar en usuario.nombre\") }",
        tests: """
          func pruebaSincrona() { renombrar() }
          func pruebaAsincrona() async throws { renombrar() }
          func pruebaLimpia() {}
          """))
    #expect(
      verdict.message == """
        Pasan 1 de 3 pruebas.
        ✗ pruebaSincrona
          · cambio sin afirmar en usuario.nombre
        ✗ pruebaAsincrona
          · cambio sin afirmar en usuario.nombre
        """ + RunnerFixture.notes())
  }

  @Test func engineWithoutIssueReporterIsNotHooked() throws {
    let runner = try RunnerFixture.runner(cache: false)
    let files = try runner.compilationFiles(
      for: RunnerFixture.submission("func f() {}", tests: "func pruebaF() { f() }"))
    let main = files.first { $0.name == "main.swift" }?.contents ?? ""
    #expect(runner.engineFeatures.routesIssues == main.contains("IssueReporter.$current.withValue"))
  }
}
