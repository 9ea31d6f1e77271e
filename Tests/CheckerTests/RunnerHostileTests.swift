import Foundation
import Testing

@testable import Checker

/// Programas hostiles o rotos: cada uno acaba pronto con un veredicto limpio en castellano,
/// nunca con un `leccion` colgado o muerto.
@Suite("Corrector de código: programas hostiles")
struct RunnerHostileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var learner: String
    var tests: String
    var outcome: CodeVerdict.Outcome
    var message: String
    var testDescription: String { name }
  }

  static let timeout =
    "tiempo agotado — ¿un abrazo mortal? Seguía en marcha a los 2 s y se detuvo: o espera un "
    + "cerrojo que nunca se suelta o da vueltas sin fin."

  static let cases: [Case] = [
    Case(
      name: "bucle sin fin",
      learner: "func girar() { var n = 0; while true { n &+= 1 } }",
      tests: "func pruebaGira() { girar() }\nfunc pruebaOtra() {}",
      outcome: .timedOut,
      message: """
        Pasan 0 de 2 pruebas.
        ✗ pruebaGira: \(timeout)
        ✗ pruebaOtra: no llegó a ejecutarse.
        """),
    Case(
      name: "abrazo mortal: dos cerrojos en orden contrario",
      learner: """
        import Foundation
        func transferir() {
          let a = NSLock()
          let b = NSLock()
          let listo = DispatchSemaphore(value: 0)
          Thread.detachNewThread {
            b.lock()
            listo.signal()
            Thread.sleep(forTimeInterval: 0.05)
            a.lock()
          }
          a.lock()
          listo.wait()
          b.lock()
        }
        """,
      tests: "func pruebaTransferir() { transferir() }",
      outcome: .timedOut,
      message: """
        La prueba no pasa.
        ✗ pruebaTransferir: \(timeout)
        """),
    Case(
      name: "fatalError",
      learner: """
        func calcular() -> Int {
          fatalError("todavía no está hecho")
        }
        """,
      tests: "func pruebaCalcula() { expect(calcular() == 1, \"vale 1\") }",
      outcome: .crashed,
      message: """
        La prueba no pasa.
        ✗ pruebaCalcula: terminó con la señal 4 (SIGILL)
          · todavía no está hecho (Ejercicio.swift:2)

        Salida del programa:
        Ejercicio.swift:2: Fatal error: todavía no está hecho
        """),
    Case(
      name: "acceso a memoria inválida",
      // Los punteros no compilan en el archivo de la persona: el acceso va en las pruebas.
      learner: "func direccion() -> Int { 8 }",
      tests: """
        func pruebaEscribe() {
          let puntero = UnsafeMutablePointer<Int>(bitPattern: direccion())
          puntero?.pointee = 1
        }
        """,
      outcome: .crashed,
      message: """
        La prueba no pasa.
        ✗ pruebaEscribe: terminó con la señal 11 (SIGSEGV)
        """),
    Case(
      name: "10 GB de memoria",
      learner: "func reservar() -> Int { [UInt8](repeating: 1, count: 10_000_000_000).count }",
      tests:
        "func pruebaReserva() { expect(reservar() > 0, \"reserva\") }\nfunc pruebaDespues() {}",
      outcome: .outOfMemory,
      message: """
        Pasan 1 de 2 pruebas.
        ✗ pruebaReserva: memoria agotada (el límite es 512 MiB).

        Salida del programa:
        Fatal error: failed to allocate 10000000032 bytes of memory with alignment 8
        """),
    Case(
      name: "bomba de procesos",
      learner: """
        #if canImport(Glibc)
        import Glibc
        #endif
        func multiplicar() { while true { _ = fork() } }
        """,
      tests: "func pruebaBomba() { multiplicar() }",
      outcome: .timedOut,
      message: """
        La prueba no pasa.
        ✗ pruebaBomba: \(timeout)
        """),
    Case(
      name: "salida sin fin",
      learner: "func hablar() { while true { print(\"hola\") } }",
      tests: "func pruebaHabla() { hablar() }",
      outcome: .crashed,
      message: """
        La prueba no pasa.
        ✗ pruebaHabla: escribía sin parar y se detuvo.

        Salida del programa:
        \(String(repeating: "hola\n", count: 819))h
        … salida recortada
        """),
    Case(
      name: "exit en mitad de una prueba",
      learner: """
        #if canImport(Glibc)
        import Glibc
        #endif
        func salir() { exit(0) }
        """,
      tests: "func pruebaSale() { salir() }\nfunc pruebaNunca() {}",
      outcome: .testsFailed,
      message: """
        Pasan 1 de 2 pruebas.
        ✗ pruebaSale: el programa terminó (exit 0) en mitad de la prueba.
        """),
  ]

  @Test(arguments: cases)
  func hostile(_ example: Case) async throws {
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(
      RunnerFixture.submission(example.learner, tests: example.tests))
    #expect(verdict.outcome == example.outcome)
    #expect(verdict.message == example.message + RunnerFixture.notes())
  }
}

extension RunnerHostileTests {
  /// `Mutex` (el cerrojo de Synchronization que usa el motor) en Linux: el núcleo detecta
  /// el círculo de esperas y el programa se detiene al momento, sin esperar al reloj.
  @Test func detectedDeadlockIsNamedAsSuch() async throws {
    let runner = try RunnerFixture.runner(cache: false)
    let learner = """
      import Foundation
      import Synchronization
      final class Caja: Sendable {
        let cerrojo = Mutex(0)
      }
      func mover(_ a: Caja, _ b: Caja, avisa: DispatchSemaphore, espera: DispatchSemaphore) {
        a.cerrojo.withLock { _ in
          avisa.signal()
          espera.wait()
          b.cerrojo.withLock { _ in }
        }
      }
      """
    let tests = """
      import Foundation
      func pruebaCruzado() {
        let ana = Caja()
        let bea = Caja()
        let primero = DispatchSemaphore(value: 0)
        let segundo = DispatchSemaphore(value: 0)
        Thread.detachNewThread { mover(bea, ana, avisa: segundo, espera: primero) }
        mover(ana, bea, avisa: primero, espera: segundo)
      }
      """
    let verdict = await runner.check(RunnerFixture.submission(learner, tests: tests))
    #expect(verdict.outcome == .deadlocked)
    #expect(
      verdict.message == """
        La prueba no pasa.
        ✗ pruebaCruzado: abrazo mortal — un hilo pidió un cerrojo que no se iba a soltar nunca \
        (lo tenía él mismo o quien lo esperaba a él) y el sistema lo detuvo.
          · Recursive call to lock Mutex

        Salida del programa:
        Synchronization/LinuxImpl.swift:157: Fatal error: Recursive call to lock Mutex
        """ + RunnerFixture.notes())
  }
}

extension RunnerHostileTests {
  /// Un bucle con 1 s de CPU y 20 s de reloj: salta `RLIMIT_CPU` mucho antes que el reloj, y
  /// es un tiempo agotado como cualquier otro (`TimeLimit`), no un programa que se estrelló.
  @Test func cpuLimitStopsSpinningThreads() async throws {
    var limits = RunnerFixture.shortLimits
    limits.wallClockSeconds = 20
    limits.cpuSeconds = 1
    let runner = try RunnerFixture.runner(cache: false, limits: limits)
    let verdict = await runner.check(
      RunnerFixture.submission(
        "func girar() { var n = 0; while true { n &+= 1 } }",
        tests: "func pruebaGira() { girar() }"))
    #expect(verdict.outcome == .timedOut)
    #expect(verdict.timeoutCause == .busy)
    #expect(verdict.tests.map(\.status) == [.timedOut])
  }
}
