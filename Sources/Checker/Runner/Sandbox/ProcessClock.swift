import Foundation
import Support

#if canImport(Glibc)
  import Glibc
#endif

/// Cuándo se le acaba el tiempo a un proceso en marcha (`ChildProcess`): al llegar al
/// límite, salvo que la medida diga que esperó CPU (entonces, la prórroga a tramos de
/// `TimeoutEvidence.extendedDeadline`), o antes, en cuanto lleve quieto 1/4 del límite
/// (`TimeoutEvidence.isBlockedForGood`).
///
/// Si se sabe cuándo arranca el programa (`ChildProcess.Request.hasStarted`), lee su árbol
/// cada `interval` (`TreeWatch`): así sabe su quietud y lo que el núcleo lo retuvo. Si no (un
/// compilador), lo lee solo al vencer el plazo y nunca lo para antes.
///
/// ```swift
/// var clock = ProcessClock(root: pid, started: inicio, limit: 2, cap: 6, watchesStart: true)
/// if case .expired(let evidence) = clock.check(now: ahora, startedAt: arranque) { … }
/// ```
struct ProcessClock: Sendable {
  /// Lo que toca hacer con el proceso.
  enum Decision: Sendable, Hashable {
    /// Sigue.
    case running
    /// Se le acabó el tiempo; lo medido (`nil` si el sistema no lo dice).
    case expired(TimeoutEvidence?)
  }

  /// Segundos entre lecturas del árbol.
  static let interval = 0.1

  /// Cuándo se lanzó (reloj monótono, segundos).
  let started: Double
  /// El límite de tiempo de reloj.
  let limit: Double
  /// El tope de la prórroga (0: sin prórroga).
  let cap: Double
  /// Si se sabrá cuándo arranca el programa: entonces se lee su árbol a menudo y se le para
  /// en cuanto esté parado para siempre.
  let watchesStart: Bool
  /// Si un programa quieto 1/4 del límite se para ya (`stopsEarly`).
  let stopsEarly: Bool
  /// El plazo actual (reloj monótono).
  private(set) var deadline: Double
  private var watch: TreeWatch
  private var nextReading: Double

  /// Si `LECCION_SIN_PARADA_TEMPRANA=1`, un programa quieto no se para hasta el límite (como
  /// antes de la parada temprana; para medir lo que ahorra, `Benchmarks/Sandbox/parada.sh`).
  /// El veredicto es el mismo: quieto al límite, también es `blocked`.
  static var stopsEarly: Bool {
    EnvironmentVariable.value("LECCION_SIN_PARADA_TEMPRANA") != "1"
  }

  init(root: pid_t, started: Double, limit: Double, cap: Double, watchesStart: Bool) {
    self.started = started
    self.limit = limit
    self.cap = cap
    self.watchesStart = watchesStart
    stopsEarly = Self.stopsEarly
    deadline = started + limit
    watch = TreeWatch(root: root)
    nextReading = started
  }

  /// Segundos hasta la próxima vez que hay que mirar (lectura o plazo).
  func secondsToNextCheck(now: Double) -> Double {
    max(0, min(deadline, watchesStart ? nextReading : deadline) - now)
  }

  /// Mira el proceso a la hora `now`; `startedAt`: cuándo avisó de que arrancó, si ya lo hizo.
  mutating func check(now: Double, startedAt: Double?) -> Decision {
    let elapsed = now - started
    let begun = !watchesStart || startedAt != nil
    let setup = watchesStart ? (startedAt ?? now) - started : 0
    if now >= deadline || (watchesStart && now >= nextReading) {
      watch.observe(at: elapsed, started: begun)
      nextReading = now + Self.interval
    }
    let evidence = watch.evidence(elapsed: elapsed, setup: setup, limit: limit)
    if stopsEarly, watchesStart, begun, evidence?.isBlockedForGood == true {
      return .expired(evidence)
    }
    guard now >= deadline else { return .running }
    if let later = evidence?.extendedDeadline(cap: cap), later > elapsed {
      deadline = started + later
      return .running
    }
    return .expired(evidence)
  }
}
