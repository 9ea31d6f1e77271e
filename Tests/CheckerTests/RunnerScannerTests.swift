import Testing

@testable import Checker

@Suite("Corrector de código: funciones de prueba y nombres del nivel superior")
struct RunnerScannerTests {
  @Test func findsTopLevelTestFunctionsWithTheirEffects() {
    let source = """
      import SharedCore
      func pruebaUno() { expect(true, "}") }
      @MainActor func pruebaDos() async { }
      func pruebaTres() throws(MiError) -> Void { }
      public func pruebaCuatro() async throws {
        func pruebaAnidada() {}
      }
      func pruebaConParametro(_ x: Int) {}
      func ayudante() {}
      // func pruebaComentada() {}
      /* func pruebaEnBloque() { /* anidado */ } */
      let texto = "func pruebaEnTexto() {"
      let crudo = #"func pruebaCruda() { \\(x) "#
      let multi = \"""
        func pruebaMultilinea() {
        \"""
      let interpolado = "\\(["a": "}"]["a"] ?? "") func pruebaInterpolada() {"
      struct Pruebas { func pruebaMetodo() {} }
      func pruebaÑandú() {}
      """
    let found = TopLevelDeclarations(source: source).testFunctions
    #expect(
      found == [
        TestFunction(name: "pruebaUno", isAsync: false, isThrowing: false, line: 2),
        TestFunction(name: "pruebaDos", isAsync: true, isThrowing: false, line: 3),
        TestFunction(name: "pruebaTres", isAsync: false, isThrowing: true, line: 4),
        TestFunction(name: "pruebaCuatro", isAsync: true, isThrowing: true, line: 5),
        TestFunction(name: "pruebaÑandú", isAsync: false, isThrowing: false, line: 19),
      ])
  }

  @Test func visibleNamesIgnorePrivateDeclarationsAndMembers() {
    let source = """
      struct Contador { var valor = 0; func sumar() {} }
      private struct Oculto {}
      fileprivate func ayudante() {}
      enum Plan { case gratis }
      let limite = 3
      extension SharedKey { static var tema: Int { 0 } }
      func pruebaContador() {}
      """
    #expect(
      TopLevelDeclarations(source: source).visibleNames
        == ["Contador", "Plan", "limite", "extension SharedKey", "pruebaContador"])
  }

  @Test func testsFileWithoutTestFunctionsIsASetupError() async throws {
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(
      RunnerFixture.submission("func f() {}", tests: "func comprobar() { expect(true, \"\") }"))
    #expect(verdict.outcome == .setupFailed)
    #expect(
      verdict.message
        == "No se pudo comprobar el ejercicio. pruebas.swift no declara ninguna función de prueba: "
        + "hace falta al menos una `func prueba…()` sin parámetros en el nivel superior del archivo."
    )
  }
}
