import Testing

@testable import Checker

/// Ejercicios de código de punta a punta: compilar, ejecutar y el mensaje exacto.
@Suite("Corrector de código: veredictos")
struct RunnerVerdictTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var learner: String
    var tests: String
    var outcome: CodeVerdict.Outcome
    var message: String
    var testDescription: String { name }
  }

  static let contador = """
    struct Contador {
      var valor = 0
      mutating func sumar() { valor += 1 }
    }
    """

  static let cases: [Case] = [
    Case(
      name: "todo pasa", learner: contador,
      tests: """
        func pruebaEmpiezaEnCero() { expect(Contador().valor == 0, "empieza en 0") }
        func pruebaSuma() throws {
          var c = Contador()
          c.sumar()
          expect(c.valor == 1, "tras sumar una vez vale 1")
        }
        func pruebaAsincrona() async throws { expect(true, "") }
        """,
      outcome: .passed, message: "Pasan todas las pruebas (3 de 3)."),
    Case(
      name: "una prueba falla con su mensaje",
      learner: contador.replacingOccurrences(of: "+= 1", with: "+= 2"),
      tests: """
        func pruebaEmpiezaEnCero() { expect(Contador().valor == 0, "empieza en 0") }
        func pruebaSuma() {
          var c = Contador()
          c.sumar()
          expect(c.valor == 1, "tras sumar una vez debería valer 1 y vale \\(c.valor)")
        }
        """,
      outcome: .testsFailed,
      message: """
        Pasan 1 de 2 pruebas.
        ✗ pruebaSuma
          · tras sumar una vez debería valer 1 y vale 2
        """),
    Case(
      name: "una prueba lanza", learner: contador,
      tests: """
        struct Fallo: Error {}
        func pruebaLanza() throws { throw Fallo() }
        """,
      outcome: .testsFailed,
      message: """
        La prueba no pasa.
        ✗ pruebaLanza
          · lanzó un error: Fallo()
        """),
    Case(
      name: "no compila: error en la línea de la persona",
      learner: """
        struct Contador {
          let valor = 0
          mutating func sumar() { valor += 1 }
        }
        """,
      tests: "func pruebaSuma() { var c = Contador(); c.sumar() }",
      outcome: .compileFailed,
      message: """
        No compila (1 error):
        Ejercicio.swift:3:33: error: left side of mutating operator isn't mutable: 'valor' is a 'let' constant
          Ejercicio.swift:2:3: nota: change 'let' to 'var' to make it mutable
        """),
    Case(
      name: "no compila: las pruebas no encuentran lo que esperan",
      learner: "struct Contadora {}",
      tests: "func pruebaSuma() { _ = Contador() }",
      outcome: .compileFailed,
      message: """
        No compila (1 error):
        pruebas.swift:1:25: error: cannot find 'Contador' in scope (en las pruebas ocultas)
        Las pruebas ocultas usan algo que tu archivo no declara como esperan: revisa los nombres y tipos que pide el enunciado.
        """),
    Case(
      name: "un nil desenvuelto en una prueba; las siguientes se ejecutan igual",
      learner: """
        func buscar(_ clave: String) -> Int? {
          print("busco", clave)
          return clave == "a" ? 1 : nil
        }
        """,
      tests: """
        func pruebaBusca() { expect(buscar("a") == 1, "a vale 1") }
        func pruebaFuerza() { let valor = buscar("b")!; expect(valor == 2, "b vale 2") }
        func pruebaDespues() { expect(buscar("z") == nil, "z no está") }
        """,
      outcome: .crashed,
      message: """
        Pasan 2 de 3 pruebas.
        ✗ pruebaFuerza: terminó con la señal 4 (SIGILL)
          · Unexpectedly found nil while unwrapping an Optional value (pruebas.swift:2)

        Salida del programa:
        busco a
        busco b
        pruebas.swift:2: Fatal error: Unexpectedly found nil while unwrapping an Optional value
        busco z
        """),
  ]

  @Test(arguments: cases)
  func verdict(_ example: Case) async throws {
    let runner = try RunnerFixture.runner()
    let verdict = await runner.check(
      RunnerFixture.submission(example.learner, tests: example.tests))
    #expect(verdict.outcome == example.outcome)
    let notes = example.outcome == .compileFailed ? "" : RunnerFixture.notes()
    #expect(verdict.message == example.message + notes)
  }
}
