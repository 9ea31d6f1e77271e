import Foundation
import Testing

@testable import Checker

/// Un mismo bucle sin fin parado por cada uno de los límites de tiempo: con 1 s de CPU y 2 s
/// de reloj salta antes `RLIMIT_CPU` (`SIGXCPU`); con 5 s de CPU y 2 s de reloj, el reloj. El
/// veredicto es el mismo, palabra por palabra, y la prueba de después no se ejecuta en
/// ninguno de los dos (issue 32: antes, el primero decía «terminó con la señal 24 (SIGXCPU)» y
/// volvía a lanzar el programa para la prueba de después, que pasaba).
@Suite(.serialized) struct TimeLimitOrderTests {
  static let loop = RunnerFixture.submission(
    "func girar() { var n = 0; while true { n &+= 1 } }",
    tests: "func pruebaGira() { girar() }\nfunc pruebaOtra() {}")

  static func limits(cpuSeconds: Int) -> SandboxLimits {
    var limits = RunnerFixture.shortLimits
    limits.cpuSeconds = cpuSeconds
    return limits
  }

  @Test func aLoopReadsTheSameWhicheverLimitStopsIt() async throws {
    let byCPU = try await RunnerFixture.runner(cache: false, limits: Self.limits(cpuSeconds: 1))
      .check(Self.loop)
    let byClock = try await RunnerFixture.runner(cache: false, limits: Self.limits(cpuSeconds: 5))
      .check(Self.loop)
    #expect(byCPU.tests.map(\.status) == [.timedOut, .notRun])
    #expect(byClock.tests.map(\.status) == [.timedOut, .notRun])
    #expect(byCPU.outcome == .timedOut)
    #expect(byCPU.message == byClock.message)
    #expect(
      byCPU.message
        == """
        Pasan 0 de 2 pruebas.
        ✗ pruebaGira: tiempo agotado — ¿un abrazo mortal? Seguía en marcha a los 2 s y se \
        detuvo: o espera un cerrojo que nunca se suelta o da vueltas sin fin.
        ✗ pruebaOtra: no llegó a ejecutarse.
        """ + RunnerFixture.notes())
  }
}
