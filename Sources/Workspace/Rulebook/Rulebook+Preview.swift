import Foundation
import Lessons

extension Rulebook {
  /// Lo que valdría una respuesta correcta dada ahora: lo que el tutor anuncia tras un
  /// intento fallido. Se calcula con la misma fórmula y los mismos sucesos que la corrección.
  public enum Preview: Equatable, Sendable {
    /// Valdría esta parte del ejercicio (de 0 a 1).
    case worth(Double)
    /// Ya no quedan intentos que cuenten (`maxTries`).
    case noTriesLeft
    /// Llegaría después de la fecha límite y no contaría.
    case late
  }

  /// Lo que valdría acertar ahora, tras los sucesos `events` del ejercicio.
  public static func nextRightAnswer(
    after events: [ProgressEvent], policy: Assignment, now: Date = Date()
  ) -> Preview {
    if isLate(now, policy: policy) { return .late }
    let (timely, _) = counted(events, policy: policy)
    // Las respuestas ya dadas solo cuentan por su número: la siguiente es el intento
    // `tries.count`, con las pistas y la solución vistas hasta ahora.
    let (tries, hints, solution) = tries(timely, policy: policy) { _ in
      Assessment(score: 0, passed: false, message: "")
    }
    if policy.mode == .tries, let maxTries = policy.maxTries, tries.count >= maxTries {
      return .noTriesLeft
    }
    let index = policy.mode == .tries ? tries.count : 0
    return .worth(
      worth(score: 1, tryIndex: index, hints: hints, solutionSeen: solution, policy: policy))
  }
}

extension Rulebook {
  /// Lo que vale la última respuesta de `events`, que valía `score` antes de las reglas, y
  /// lo que pesa sobre ella: lo que el tutor dice justo después de un acierto. Es la cuenta de
  /// `nextRightAnswer` hecha después de responder, así que la cifra anunciada antes del
  /// intento es la que sale después. `nil` si esa respuesta no cuenta (tardía, o pasado
  /// `maxTries`).
  ///
  /// ```swift
  /// let (worth, deductions) = Rulebook.lastAnswer(in: events, score: 1, policy: policy)!
  /// Rulebook.message("Correcto.", answerScore: 1, answerPassed: true, worth: worth,
  ///   deductions: deductions, policy: policy, maxPoints: 1)
  /// // "Correcto, pero vale 0.33 de 1: acertaste al tercer intento."
  /// ```
  public static func lastAnswer(
    in events: [ProgressEvent], score: Double, policy: Assignment
  ) -> (worth: Double, deductions: Deductions)? {
    guard let last = events.last(where: { $0.kind == .answer }),
      !isLate(last.date, policy: policy)
    else { return nil }
    let (timely, _) = counted(events, policy: policy)
    let answers = timely.filter { $0.kind == .answer }.count
    let (tries, _, _) = tries(timely, policy: policy) { _ in
      Assessment(score: 0, passed: false, message: "")
    }
    guard let graded = tries.last, tries.count == answers else { return nil }
    let deductions = Deductions(
      tryIndex: policy.mode == .tries ? tries.count - 1 : 0, hints: graded.hints,
      solutionSeen: graded.solution)
    let value = worth(
      score: score, tryIndex: deductions.tryIndex, hints: deductions.hints,
      solutionSeen: deductions.solutionSeen, policy: policy)
    return (value, deductions)
  }

  /// Un ejercicio de código: su archivo no tiene intentos que penalizar; vale la parte de
  /// pruebas que pasa (`score`) menos las pistas y la solución vistas a tiempo.
  static func codeWorth(
    score: Double, events: [ProgressEvent], policy: Assignment
  ) -> (worth: Double, hints: Int, solutionSeen: Bool) {
    let (timely, _) = counted(events, policy: policy)
    let seen = tally(timely, resets: false)
    let (hints, solution) = (seen.hints, seen.solutionSeen)
    return (
      worth(score: score, tryIndex: 0, hints: hints, solutionSeen: solution, policy: policy),
      hints, solution
    )
  }
}
