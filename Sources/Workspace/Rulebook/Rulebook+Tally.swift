import Foundation
import Lessons

extension Rulebook {
  /// El pliegue del registro: lo que llevan dicho los sucesos de un ejercicio. Es el único
  /// sitio que recorre el registro; lo usan la nota (`grade`, `nextRightAnswer`, `codeWorth`),
  /// lo que el tutor muestra (`LearnerProgress.records()`), los intentos que cuenta al
  /// responder y la última respuesta de una entrega.
  ///
  /// ```swift
  /// var tally = Rulebook.Tally()
  /// tally.add(.hint(0, exercise: "x"), resets: false)
  /// tally.add(.answer(.freeText("a"), passed: false, exercise: "x"), resets: false)
  /// tally.add(.reset(exercise: "x"), resets: false)
  /// tally.add(.hint(0, exercise: "x"), resets: false)
  /// tally.answers.count  // 1
  /// tally.hints          // 1: la misma pista, vista otra vez tras el reinicio, cuenta una
  /// ```
  public struct Tally: Equatable, Sendable {
    /// Las respuestas, en orden.
    public var answers: [ProgressEvent] = []
    /// Los índices de las pistas vistas. Una pista que se vuelve a ver (tras un reinicio, que
    /// en `intentos` y `diferida` no borra nada) no se cuenta otra vez.
    public var hintIndexes: Set<Int> = []
    /// Cuántas pistas distintas se han visto (la siguiente es la de este índice).
    public var hintsShown = 0
    /// Si se vio la solución.
    public var solutionSeen = false
    /// El último suceso.
    public var lastActivity: Date?

    public init() {}

    /// Las pistas distintas vistas: lo que cobra la nota (`hintCost` por cada una). Ver la
    /// misma pista otra vez no cuesta más, y un reinicio no la descuenta.
    public var hints: Int { hintIndexes.count }

    /// Si alguna respuesta pasó, según lo que guardó el tutor al responder (la nota nunca lo
    /// mira: vuelve a corregir cada respuesta).
    public var anyPassed: Bool { answers.contains { $0.passed == true } }

    /// Añade `event`; con `resets`, un reinicio lo deja todo a cero (la práctica y lo que
    /// muestra el tutor); sin él, un reinicio no borra nada (`intentos`, `diferida`).
    public mutating func add(_ event: ProgressEvent, resets: Bool) {
      switch event.kind {
      case .answer: answers.append(event)
      case .hint:
        hintIndexes.insert(event.hintIndex ?? 0)
        hintsShown = max(hintsShown, (event.hintIndex ?? 0) + 1)
      case .solution: solutionSeen = true
      case .reset: if resets { self = Tally() }
      }
      lastActivity = event.date
    }
  }

  /// El pliegue de `events` por ejercicio (ver `Tally.add(_:resets:)`).
  public static func tallies(_ events: [ProgressEvent], resets: Bool) -> [String: Tally] {
    var tallies: [String: Tally] = [:]
    for event in events { tallies[event.exerciseID, default: Tally()].add(event, resets: resets) }
    return tallies
  }

  /// El pliegue de los sucesos de un solo ejercicio.
  public static func tally(_ events: [ProgressEvent], resets: Bool) -> Tally {
    var tally = Tally()
    for event in events { tally.add(event, resets: resets) }
    return tally
  }
}
