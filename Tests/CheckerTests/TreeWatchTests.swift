import Foundation
import Testing

@testable import Checker

/// La cuenta de `TreeWatch` con lecturas inventadas: qué es actividad, cuánto lleva quieto y
/// cuánto lo retuvo el núcleo (las lecturas de verdad, en `TimeoutEvidenceTests`).
struct TreeWatchTests {
  /// Un hilo del programa (`programa`, número 7) con sus contadores en milisegundos.
  static func thread(
    _ state: Character, running: UInt64, waiting: UInt64, id: pid_t = 7, birth: UInt64 = 100
  ) -> ThreadReading {
    ThreadReading(
      key: .init(thread: id, birth: birth), process: 7, state: state,
      running: running * 1_000_000, waiting: waiting * 1_000_000)
  }

  static func reading(_ threads: ThreadReading...) -> TreeReading {
    TreeReading(threads: threads, programSeen: true)
  }

  @Test func aThreadAsleepOnItsOwnCountsAsIdleFromTheLastActivity() throws {
    var watch = TreeWatch(root: 7)
    watch.record(Self.reading(Self.thread("R", running: 5, waiting: 1)), at: 0.2, started: true)
    watch.record(Self.reading(Self.thread("S", running: 30, waiting: 2)), at: 0.3, started: true)
    watch.record(Self.reading(Self.thread("S", running: 30, waiting: 2)), at: 0.4, started: true)
    watch.record(Self.reading(Self.thread("S", running: 30, waiting: 2)), at: 0.8, started: true)
    let evidence = try #require(watch.evidence(elapsed: 0.8, setup: 0.1, limit: 2))
    // Quieto desde la lectura de 0,3 s (la última con CPU usada): 0,5 s, 1/4 de 2 s.
    #expect(abs(evidence.idle - 0.5) < 1e-9)
    #expect(evidence.isBlockedForGood)
    #expect(abs(evidence.running - 0.030) < 1e-9)
    #expect(abs(evidence.waiting - 0.002) < 1e-9)
    #expect(evidence.stalled == 0)
  }

  /// En la cola (`R`) o en el núcleo (`D`) no está quieto, aunque los contadores no se muevan;
  /// y un hilo que nace o termina también es actividad.
  @Test func queuedHeldBornOrEndedThreadsAreActivity() throws {
    for middle in [
      Self.reading(Self.thread("R", running: 30, waiting: 2)),
      Self.reading(Self.thread("D", running: 30, waiting: 2)),
      Self.reading(
        Self.thread("S", running: 30, waiting: 2), Self.thread("S", running: 0, waiting: 0, id: 8)),
      Self.reading(),
    ] {
      var watch = TreeWatch(root: 7)
      watch.record(Self.reading(Self.thread("S", running: 30, waiting: 2)), at: 0.1, started: true)
      watch.record(middle, at: 0.7, started: true)
      watch.record(middle, at: 0.75, started: true)
      let evidence = try #require(watch.evidence(elapsed: 0.75, setup: 0, limit: 2))
      let expected = middle.threads.first?.isActive == true ? 0 : 0.05
      #expect(abs(evidence.idle - expected) < 1e-9, "\(middle.threads.map(\.state))")
    }
  }

  /// Lo que un hilo pasa en `D` (ni en la CPU ni en la cola) es tiempo retenido, no suyo:
  /// un programa que tarda en salir porque el núcleo lo retiene sale dudoso, no parado.
  @Test func timeHeldInTheKernelIsStalled() throws {
    var watch = TreeWatch(root: 7)
    watch.record(Self.reading(Self.thread("S", running: 20, waiting: 5)), at: 0.3, started: true)
    watch.record(Self.reading(Self.thread("D", running: 40, waiting: 5)), at: 0.5, started: true)
    watch.record(Self.reading(Self.thread("D", running: 40, waiting: 5)), at: 1.5, started: true)
    watch.record(Self.reading(Self.thread("D", running: 41, waiting: 6)), at: 2, started: true)
    let evidence = try #require(watch.evidence(elapsed: 2, setup: 0.3, limit: 2))
    // 0,18 s de 0,3 a 0,5 (0,2 − 0,02 en la CPU), 1 s de 0,5 a 1,5 y 0,498 s al final.
    #expect(abs(evidence.stalled - 1.678) < 1e-9)
    #expect(evidence.idle == 0)
    #expect(evidence.cause == .starved)
  }

  /// Lo de antes de arrancar (la caja de arena preparándose) no cuenta, ni la quietud.
  @Test func beforeTheStartNothingCounts() throws {
    var watch = TreeWatch(root: 7)
    watch.record(Self.reading(Self.thread("D", running: 50, waiting: 400)), at: 0.5, started: false)
    watch.record(Self.reading(Self.thread("S", running: 60, waiting: 900)), at: 1.4, started: false)
    watch.record(Self.reading(Self.thread("S", running: 70, waiting: 950)), at: 1.5, started: true)
    watch.record(Self.reading(Self.thread("S", running: 70, waiting: 950)), at: 1.7, started: true)
    let evidence = try #require(watch.evidence(elapsed: 1.7, setup: 1.6, limit: 2))
    #expect(abs(evidence.running - 0.010) < 1e-9)
    #expect(abs(evidence.waiting - 0.050) < 1e-9)
    #expect(evidence.stalled == 0)
    #expect(abs(evidence.idle - 0.1) < 1e-9)
  }

  /// Sin ningún hilo leído no hay medida; si solo queda `bwrap`, la quietud no es del programa.
  @Test func withoutThreadsThereIsNoMeasure() {
    var watch = TreeWatch(root: 7)
    watch.record(TreeReading(threads: [], programSeen: false), at: 1, started: true)
    #expect(watch.evidence(elapsed: 1, setup: 0, limit: 1) == nil)
    watch.record(
      TreeReading(threads: [Self.thread("S", running: 1, waiting: 1)], programSeen: false), at: 1.1,
      started: true)
    watch.record(
      TreeReading(threads: [Self.thread("S", running: 1, waiting: 1)], programSeen: false), at: 2,
      started: true)
    let evidence = watch.evidence(elapsed: 2, setup: 0, limit: 1)
    #expect(evidence?.onlySandbox == true)
    #expect(evidence?.isBlockedForGood == false)
    #expect(evidence?.cause == .starved)
  }
}
