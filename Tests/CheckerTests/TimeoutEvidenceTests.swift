import Foundation
import Testing

@testable import Checker

/// La regla de `TimeoutEvidence`: por qué se agotó el tiempo y cuánta prórroga se da (los
/// programas de verdad, en `GradingTests/Regrading/TimeoutStorageTests`).
struct TimeoutEvidenceTests {
  @Test func theCauseFollowsTheOwnTimeAndTheCPU() {
    // Sin prórroga: el límite es lo transcurrido.
    #expect(TimeoutEvidence(elapsed: 10, running: 9.6, waiting: 0.3).cause == .busy)
    #expect(TimeoutEvidence(elapsed: 10, running: 0.05, waiting: 0.01).cause == .blocked)
    #expect(TimeoutEvidence(elapsed: 10, running: 4, waiting: 5.5).cause == .starved)
    #expect(TimeoutEvidence(elapsed: 10, running: 7.9, waiting: 2.1).cause == .starved)
    #expect(TimeoutEvidence(elapsed: 10, running: 8, waiting: 2).cause == .busy)
    #expect(TimeoutEvidence(elapsed: 10, running: 4, waiting: 1).cause == .blocked)
    // Más hilos ocupados que núcleos: espera por sus propios hilos; dudoso, no se guarda.
    #expect(TimeoutEvidence(elapsed: 10, running: 20, waiting: 60).cause == .starved)
    // Con prórroga: lo que cuenta es el tiempo propio frente al límite.
    #expect(TimeoutEvidence(elapsed: 20, running: 9.5, waiting: 10, limit: 10).cause == .busy)
    #expect(TimeoutEvidence(elapsed: 30, running: 7, waiting: 23, limit: 10).cause == .starved)
    #expect(TimeoutCause.busy.isGenuine)
    #expect(TimeoutCause.blocked.isGenuine)
    #expect(!TimeoutCause.starved.isGenuine)
  }

  /// Lo que tardó la caja de arena en prepararse, o que solo quede ella, no es del programa.
  @Test func theSandboxTimeIsNotTheProgramsOwn() {
    // Parado 2 s sin haber arrancado: antes «blocked»; ahora dudoso, con prórroga.
    var setup = TimeoutEvidence(elapsed: 2, running: 0.007, waiting: 0.18, limit: 2)
    #expect(setup.cause == .blocked)
    setup.setup = 2
    #expect(abs(setup.ownTime + 0.18) < 1e-9)
    #expect(setup.cause == .starved)
    #expect(abs((setup.extendedDeadline(cap: 6) ?? 0) - 3.98) < 1e-9)
    // Arrancó a los 1,5 s y lleva 2 s parado desde entonces: su tiempo propio sí llega.
    var late = TimeoutEvidence(elapsed: 3.5, running: 0.01, waiting: 0.05, limit: 2)
    late.setup = 1.5
    #expect(late.cause == .blocked)
    // Ya terminó (un `exit`) y solo queda `bwrap` deshaciendo sus espacios.
    var teardown = TimeoutEvidence(elapsed: 2, running: 0.015, waiting: 0.2, limit: 2)
    teardown.onlySandbox = true
    #expect(teardown.cause == .starved)
    #expect(teardown.extendedDeadline(cap: 6) == 2.1)
  }

  @Test func theExtensionGivesBackTheWaitUpToTheCap() {
    // Con 5 s propios de 10, un tramo de los 4 s que le faltan para 9.
    let half = TimeoutEvidence(elapsed: 10, running: 5, waiting: 5, limit: 10)
    #expect(half.extendedDeadline(cap: 30) == 14)
    #expect(half.extendedDeadline(cap: 12) == 12)
    #expect(half.extendedDeadline(cap: 0) == nil)
    // Sin tiempo propio, un tramo de 9 s; con 7,5 s, uno de 1,5 s.
    #expect(
      TimeoutEvidence(elapsed: 10, running: 0, waiting: 10, limit: 10).extendedDeadline(cap: 30)
        == 19)
    #expect(
      TimeoutEvidence(elapsed: 14, running: 7.5, waiting: 6.5, limit: 10)
        .extendedDeadline(cap: 30) == 15.5)
    // Ya en el tope, o sin hambre: se acabó.
    #expect(
      TimeoutEvidence(elapsed: 30, running: 7, waiting: 23, limit: 10)
        .extendedDeadline(cap: 30) == nil)
    #expect(
      TimeoutEvidence(elapsed: 10, running: 9.9, waiting: 0.1).extendedDeadline(cap: 30)
        == nil)
  }

  /// Cualquiera de los tres límites es un tiempo agotado; la medida solo da la causa.
  @Test func everyTimeLimitIsATimeoutWhicheverFiredFirst() {
    var limits = SandboxLimits(wallClockSeconds: 1)
    limits.starvationCapSeconds = 3
    func run(
      _ termination: ProcessTermination, timedOut: Bool = false, elapsed: Double = 1,
      evidence: TimeoutEvidence? = nil
    ) -> SandboxedRun {
      SandboxedRun(
        termination: termination, timedOut: timedOut, timeoutEvidence: evidence, flooded: false,
        cancelled: false, output: "", outputTruncated: false, errors: "", report: [],
        elapsed: elapsed, gaps: [])
    }
    let spinning = TimeoutEvidence(elapsed: 1, running: 0.95, waiting: 0.02)
    let clock = TimeLimit.stopping(
      run(.signaled(SIGKILL), timedOut: true, evidence: spinning), limits: limits)
    #expect(clock == .clock(spinning))
    #expect(clock?.cause == .busy)
    // El mismo bucle, si el hilo que vigila llega tarde: `SIGXCPU` antes que el reloj.
    let cpu = TimeLimit.stopping(run(.signaled(SIGXCPU), elapsed: 1.2), limits: limits)
    #expect(cpu == .cpu)
    #expect(cpu?.cause == .busy)
    // La alarma del arnés pasado el tope (3 s): `leccion` llegó tarde; sin medida.
    let alarm = TimeLimit.stopping(run(.signaled(SIGALRM), elapsed: 5), limits: limits)
    #expect(alarm == .alarm)
    #expect(alarm?.cause == nil)
    // Antes del tope, `SIGALRM` es del programa, como las demás señales y las salidas.
    #expect(TimeLimit.stopping(run(.signaled(SIGALRM), elapsed: 0.2), limits: limits) == nil)
    #expect(TimeLimit.stopping(run(.signaled(SIGSEGV)), limits: limits) == nil)
    #expect(TimeLimit.stopping(run(.exited(0)), limits: limits) == nil)
    // Sin medida del reloj: tiempo agotado, sin causa (dudoso).
    let unmeasured = TimeLimit.stopping(run(.signaled(SIGKILL), timedOut: true), limits: limits)
    #expect(unmeasured == .clock(nil))
    #expect(unmeasured?.cause == nil)
  }

  /// Quieto 1/4 del límite: parado para siempre, antes que cualquier otra fila salvo la de
  /// la caja de arena; el tiempo que el núcleo lo retuvo no es suyo.
  @Test func idleAndKernelHeldTimeFollowTheRule() {
    // Quieto 0,5 s de un límite de 2: parado ya, aunque haya esperado CPU.
    var quiet = TimeoutEvidence(elapsed: 1, running: 0.01, waiting: 0.6, limit: 2)
    quiet.idle = 0.5
    #expect(quiet.isBlockedForGood)
    #expect(quiet.cause == .blocked)
    quiet.idle = 0.49
    #expect(!quiet.isBlockedForGood)
    #expect(quiet.cause == .starved)
    // Si solo queda la caja de arena, la quietud no es suya.
    quiet.idle = 1
    quiet.onlySandbox = true
    #expect(!quiet.isBlockedForGood)
    #expect(quiet.cause == .starved)
    // Un programa que acaba en milisegundos, retenido 1,5 s en el núcleo al salir: dudoso
    // (con prórroga), no «parado».
    var held = TimeoutEvidence(elapsed: 2, running: 0.02, waiting: 0.1, limit: 2)
    held.setup = 0.2
    #expect(held.cause == .blocked)
    held.stalled = 1.5
    #expect(abs(held.ownTime - 0.2) < 1e-9)
    #expect(held.cause == .starved)
    #expect(abs((held.extendedDeadline(cap: 6) ?? 0) - 3.6) < 1e-9)
  }

  @Test func theStatLineIsReadAfterTheLastParenthesis() {
    let stat =
      "4242 (a) b (c)) D 17 4242 4242 0 -1 4194560 158 0 0 0 0 0 0 0 20 0 1 0 987654 8 9"
    let parsed = ThreadReading.parse(stat: stat)
    #expect(parsed?.state == "D")
    #expect(parsed?.parent == 17)
    #expect(parsed?.birth == 987654)
    #expect(ThreadReading.parse(stat: "roto") == nil)
    #expect(ThreadReading.parse(stat: "1 (x) S 0 1") == nil)
    let sched = ThreadReading.parse(schedstat: "3038776 158968570 5\n")
    #expect(sched?.running == 3_038_776)
    #expect(sched?.waiting == 158_968_570)
    #expect(ThreadReading.parse(schedstat: "3038776") == nil)
  }

  @Test func theTreeOfThisProcessIncludesItsThreads() {
    let reading = TreeReading.read(root: getpid())
    #expect(reading.threads.contains { $0.key.thread == getpid() })
    #expect(reading.threads.allSatisfy { $0.process == getpid() || $0.process != 0 })
    #expect(reading.programSeen)
    var watch = TreeWatch(root: getpid())
    watch.observe(at: 1, started: true)
    let evidence = watch.evidence(elapsed: 1, setup: 0, limit: 1)
    #expect((evidence?.running ?? 0) > 0)
  }
}
