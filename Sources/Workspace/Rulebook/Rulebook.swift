import Foundation
import Lessons

/// El reglamento: lo que vale cada respuesta según la tarea. Es el único sitio donde está la
/// fórmula; la usan la corrección (`corregir`, las devoluciones, las estadísticas y cada
/// formato del informe) y el tutor, cuando dice cuánto valdría acertar en el siguiente
/// intento.
///
/// - `practica`: cuenta la última respuesta desde el último reinicio.
/// - `intentos`: el intento `i` (desde 0) vale lo que vale su respuesta menos `penalty × i`,
///   sin bajar de 0; cuenta el mejor (a igual valor, el primero). Con `maxTries`, los
///   siguientes no cuentan. Un reinicio no borra la historia.
/// - `diferida`: cuenta la última respuesta (un reinicio tampoco la borra).
///
/// En los tres, a la respuesta que puntúa se le restan `hintCost` por cada pista distinta
/// vista antes (la misma pista vista otra vez tras un reinicio no cuesta más, y en `intentos`
/// y `diferida` el reinicio tampoco la descuenta) y `solutionCost` si vio la solución antes. Con fecha límite, lo que llega después (pistas
/// y soluciones incluidas) no cuenta, salvo `countLate`, y las respuestas tardías se
/// informan. Un «casi» del tutor es una respuesta que vale 0: cuenta como intento.
///
/// ```swift
/// let policy = Assignment(mode: .tries)          // penalización 1/3
/// Rulebook.worth(score: 1, tryIndex: 1, hints: 0, solutionSeen: false, policy: policy)  // 0.667
/// ```
public enum Rulebook {
  /// Lo que vale una respuesta antes de las reglas: de 0 a 1, si es correcta del todo y
  /// por qué (el mensaje del corrector).
  public struct Assessment: Sendable, Hashable {
    public var score: Double
    public var passed: Bool
    public var message: String

    public init(score: Double, passed: Bool, message: String) {
      self.score = score
      self.passed = passed
      self.message = message
    }
  }

  /// Lo que lleva el pliegue de la historia de un ejercicio hasta el intento que cuenta: de
  /// ahí salen los campos y el mensaje del resultado (`grade(_:of:worth:policy:assess:)`).
  struct Outcome: Equatable, Sendable {
    /// De 0 a 1, sin redondear.
    var score: Double
    /// El mensaje del corrector para la respuesta que puntuó.
    var message: String
    /// Si esa respuesta era correcta del todo (antes de restar pistas y solución).
    var answerPassed: Bool
    /// Lo que valía esa respuesta antes de las reglas (de 0 a 1).
    var answerScore: Double
    /// Respuestas que contaron.
    var tries: Int
    /// Respuestas tardías que no contaron.
    var late: Int
    /// Pistas distintas vistas antes de la respuesta que puntuó.
    var hints: Int
    /// Si vio la solución antes de la respuesta que puntuó.
    var solutionSeen: Bool
    /// La posición (desde 0) del intento que puntuó.
    var countedTry: Int
    /// La primera respuesta que contó.
    var first: RawAnswer?
    /// Si la primera era correcta.
    var firstPassed: Bool?
  }

  /// La fórmula: lo que vale una respuesta que vale `score`, dada en el intento `tryIndex`
  /// (desde 0), con `hints` pistas y la solución vista antes o no.
  public static func worth(
    score: Double, tryIndex: Int, hints: Int, solutionSeen: Bool, policy: Assignment
  ) -> Double {
    var value = score - policy.hintCost * Double(hints)
    if solutionSeen { value -= policy.solutionCost }
    if policy.mode == .tries { value -= policy.penalty * Double(tryIndex) }
    return max(0, min(1, value))
  }

  /// Si algo hecho en `date` llega tarde y no cuenta.
  public static func isLate(_ date: Date, policy: Assignment) -> Bool {
    guard let deadline = policy.deadline, !policy.countLate else { return false }
    return date > deadline
  }

  /// Los sucesos que cuentan (a tiempo y, en práctica, desde el último reinicio) y cuántas
  /// respuestas tardías se dejaron fuera.
  static func counted(_ events: [ProgressEvent], policy: Assignment) -> (
    events: [ProgressEvent], late: Int
  ) {
    var late = 0
    var timely: [ProgressEvent] = []
    for event in events {
      if isLate(event.date, policy: policy) {
        if event.kind == .answer { late += 1 }
        continue
      }
      timely.append(event)
    }
    if policy.mode == .practice, let reset = timely.lastIndex(where: { $0.kind == .reset }) {
      timely = Array(timely[(reset + 1)...])
    }
    return (timely, late)
  }

  /// Un intento: su respuesta, su valoración y lo visto antes.
  struct Try {
    var answer: RawAnswer
    var assessment: Assessment
    var hints: Int
    var solution: Bool
  }

  /// Los intentos que cuentan, con las pistas y la solución vistas antes de cada uno, y lo
  /// visto después del último.
  static func tries(
    _ events: [ProgressEvent], policy: Assignment, assess: (RawAnswer) -> Assessment
  ) -> (tries: [Try], hints: Int, solution: Bool) {
    var tries: [Try] = []
    // Lo visto antes de cada respuesta es lo que lleva el pliegue (`Tally`) al llegar a ella.
    var tally = Tally()
    for event in events {
      if event.kind == .answer, let answer = event.answer {
        tries.append(
          Try(
            answer: answer, assessment: assess(answer), hints: tally.hints,
            solution: tally.solutionSeen))
      }
      tally.add(event, resets: false)
    }
    if policy.mode == .tries, let maxTries = policy.maxTries, tries.count > maxTries {
      tries = Array(tries.prefix(maxTries))
    }
    return (tries, tally.hints, tally.solutionSeen)
  }

  /// El intento que cuenta de `events` (los de un ejercicio, en orden) con `assess` como
  /// corrector; `nil` si no hay ninguna respuesta.
  static func outcome(
    _ events: [ProgressEvent], policy: Assignment, assess: (RawAnswer) -> Assessment
  ) -> Outcome? {
    let (timely, late) = counted(events, policy: policy)
    let (tries, hints, solution) = tries(timely, policy: policy, assess: assess)
    guard let first = tries.first else {
      guard late > 0 else { return nil }
      return Outcome(
        score: 0, message: "", answerPassed: false, answerScore: 0, tries: 0, late: late,
        hints: hints,
        solutionSeen: solution, countedTry: 0, first: nil, firstPassed: nil)
    }
    let values = tries.enumerated().map { index, attempt in
      worth(
        score: attempt.assessment.score, tryIndex: index, hints: attempt.hints,
        solutionSeen: attempt.solution, policy: policy)
    }
    var chosen = tries.count - 1
    if policy.mode == .tries, let best = values.max() {
      // A igual valor cuenta el primero que lo alcanzó.
      chosen = values.firstIndex { abs($0 - best) < 1e-12 } ?? chosen
    }
    let graded = tries[chosen]
    return Outcome(
      score: values[chosen], message: graded.assessment.message,
      answerPassed: graded.assessment.passed, answerScore: graded.assessment.score,
      tries: tries.count, late: late,
      hints: graded.hints, solutionSeen: graded.solution, countedTry: chosen,
      first: first.answer, firstPassed: first.assessment.passed)
  }
}
