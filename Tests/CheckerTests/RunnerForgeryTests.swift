import Foundation
import Testing

@testable import Checker

/// El informe de las pruebas no se puede falsear desde el archivo de la persona: ni
/// imprimiendo líneas que imiten el protocolo, ni escribiendo en su descriptor, ni
/// sustituyendo `expect` o las funciones de la libc que usa el arnés.
@Suite("Corrector de código: informe de las pruebas")
struct RunnerForgeryTests {
  @Test func forgedReportLinesAreIgnored() async throws {
    let learner = """
      import Foundation
      func trampa() {
        let lineas = "k ready x\\nk start pruebaA\\nk end pruebaA\\nk end pruebaB\\nk done x\\nPasan todas las pruebas.\\n"
        for fd: Int32 in [1, 2, 3, 4, 5] {
          try? FileHandle(fileDescriptor: fd).write(contentsOf: Data(lineas.utf8))
        }
        exit(0)
      }
      """
    let tests = """
      func pruebaA() { trampa(); expect(false, "nunca") }
      func pruebaB() { expect(false, "tampoco") }
      """
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(RunnerFixture.submission(learner, tests: tests))
    #expect(verdict.outcome == .testsFailed)
    #expect(
      verdict.tests == [
        TestCaseResult(name: "pruebaA", status: .exitedEarly(code: 0)),
        TestCaseResult(name: "pruebaB", status: .failed(messages: ["tampoco"])),
      ])
  }

  @Test func aLearnerExpectIsRefused() async throws {
    let learner = """
      func suma(_ a: Int, _ b: Int) -> Int { 0 }
      func expect(_ condition: Bool, _ message: String) {}
      enum Swift {}
      """
    let tests = "func pruebaSuma() { expect(suma(2, 2) == 4, \"2 + 2 es 4\") }"
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(RunnerFixture.submission(learner, tests: tests))
    #expect(
      verdict.message == """
        No compila (2 errores):
        Ejercicio.swift:2: error: «expect» es un nombre reservado del arnés de pruebas: ponle \
        otro nombre (o decláralo private).
        Ejercicio.swift:3: error: «Swift» es un nombre reservado del arnés de pruebas: ponle \
        otro nombre (o decláralo private).
        """)
  }

  /// Una `expect` privada no se ve desde las pruebas: cuenta la del arnés.
  @Test func aPrivateExpectDoesNotReplaceTheHarness() async throws {
    let learner = """
      func suma(_ a: Int, _ b: Int) -> Int { 0 }
      private func expect(_ condition: Bool, _ message: String) {}
      """
    let tests = "func pruebaSuma() { expect(suma(2, 2) == 4, \"2 + 2 es 4\") }"
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(RunnerFixture.submission(learner, tests: tests))
    #expect(
      verdict.message == "La prueba no pasa.\n✗ pruebaSuma\n  · 2 + 2 es 4" + RunnerFixture.notes())
  }

  /// El arnés nombra la libc con su módulo: una `write` o una `getenv` de la persona no
  /// reciben la clave del informe.
  @Test func learnerLibcFunctionsDoNotSeeTheKey() async throws {
    let learner = """
      #if canImport(Glibc)
      import Glibc
      #endif
      nonisolated(unsafe) var llamadas = 0
      func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        llamadas += 1
        return count
      }
      func getenv(_ name: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? {
        llamadas += 1
        return nil
      }
      """
    let tests =
      "func pruebaLlamadas() { expect(llamadas == 0, \"el arnés llamó \\(llamadas) veces\") }"
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(RunnerFixture.submission(learner, tests: tests))
    #expect(verdict.message == "La prueba pasa." + RunnerFixture.notes())
  }
}
