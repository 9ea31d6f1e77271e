import Foundation
import Testing

@testable import Checker

/// Un programa quieto (todos sus hilos dormidos por su cuenta) 1/4 del límite seguido se para
/// sin esperar al límite, y la medida lo dice (`TimeoutEvidence.isBlockedForGood`); uno que
/// duerme menos que eso sigue y termina. Con `sh`, que avisa de que arrancó por el canal de
/// informe como el arnés. La quietud no depende de la carga (quien quiere la CPU la espera en
/// la cola y no está quieto), así que el resultado tampoco.
struct QuietStopTests {
  /// `script` en `sh`, con 4 s de límite (quieto 1 s: parado) y la prórroga de `corregir`.
  static func run(_ script: String) throws -> ChildProcess.Result {
    try ChildProcess.run(
      ChildProcess.Request(
        executable: "/bin/sh", arguments: ["-c", script], timeout: 4, starvationCap: 12,
        reportChannel: true, hasStarted: { $0.contains(UInt8(ascii: "\n")) }))
  }

  @Test func aProgramAsleepForGoodIsStoppedAsBlocked() throws {
    let result = try Self.run("echo arranca >&3; exec sleep 1000")
    #expect(result.timedOut)
    let evidence = try #require(result.timeoutEvidence)
    #expect(evidence.isBlockedForGood)
    #expect(evidence.cause == .blocked)
    #expect(TimeLimit.stopping(Self.sandboxed(result), limits: .standard)?.cause == .blocked)
  }

  @Test func aShortSleepIsNotAStop() throws {
    let result = try Self.run("echo arranca >&3; sleep 0.2; echo hecho")
    #expect(!result.timedOut)
    #expect(result.termination == .exited(0))
    #expect(String(decoding: result.output, as: UTF8.self) == "hecho\n")
  }

  /// Sin aviso de arranque (un compilador), nunca se para antes del límite: se lee el árbol
  /// solo al vencer el plazo.
  @Test func withoutAStartSignalOnlyTheLimitStopsIt() throws {
    let result = try ChildProcess.run(
      ChildProcess.Request(
        executable: "/bin/sh", arguments: ["-c", "sleep 1.5; echo hecho"], timeout: 4))
    #expect(!result.timedOut)
    #expect(String(decoding: result.output, as: UTF8.self) == "hecho\n")
  }

  static func sandboxed(_ result: ChildProcess.Result) -> SandboxedRun {
    SandboxedRun(
      termination: result.termination, timedOut: result.timedOut,
      timeoutEvidence: result.timeoutEvidence, flooded: false, cancelled: false, output: "",
      outputTruncated: false, errors: "", report: [], elapsed: result.elapsed, gaps: [])
  }
}
