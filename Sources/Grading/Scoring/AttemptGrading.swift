import Lessons
import Workspace

/// Cómo puntúa un ejercicio que no es de código a partir de su historia de intentos, con
/// la política de la tarea (`Assignment`). Nunca mira el `passed` que guardó el tutor:
/// cada respuesta se vuelve a corregir en bruto.
///
/// - `practica`: cuenta la última respuesta desde el último reinicio.
/// - `intentos`: el intento `i` (desde 0) vale lo que vale su respuesta menos
///   `penalty × i`, sin bajar de 0; cuenta el mejor. Con `maxTries`, los siguientes no
///   cuentan. Un reinicio no borra la historia.
/// - `diferida`: cuenta la última respuesta (un reinicio tampoco la borra).
///
/// En los tres, a la respuesta que puntúa se le restan `hintCost` por cada pista vista
/// antes y `solutionCost` si vio la solución antes. Con fecha límite, las respuestas
/// posteriores no cuentan (salvo `countLate`) y se informan como tardías.
enum AttemptGrading {
  /// Lo que sale de puntuar la historia de un ejercicio.
  struct Outcome: Equatable {
    /// De 0 a 1.
    var score: Double
    /// El mensaje del corrector para la respuesta que puntuó (o por qué no hay).
    var message: String
    /// Si esa respuesta era correcta del todo (antes de restar pistas y solución).
    var answerPassed: Bool
    /// Respuestas que contaron.
    var tries: Int
    /// Respuestas tardías que no contaron.
    var late: Int
    /// Pistas vistas antes de la respuesta que puntuó.
    var hints: Int
    /// Si vio la solución antes de la respuesta que puntuó.
    var solutionSeen: Bool
    /// La primera respuesta que contó.
    var first: RawAnswer?
    /// Si la primera era correcta.
    var firstPassed: Bool?
  }

  /// Puntúa `events` (los del ejercicio, en orden) con `assess` como corrector.
  static func grade(
    _ events: [ProgressEvent], policy: Assignment,
    assess: (RawAnswer) -> AnswerAssessment
  ) -> Outcome? {
    var late = 0
    var timely: [ProgressEvent] = []
    for event in events {
      if let deadline = policy.deadline, event.date > deadline, !policy.countLate {
        if event.kind == .answer { late += 1 }
        continue
      }
      timely.append(event)
    }
    if policy.mode == .practice, let reset = timely.lastIndex(where: { $0.kind == .reset }) {
      timely = Array(timely[(reset + 1)...])
    }
    var tries: [(answer: RawAnswer, assessment: AnswerAssessment, hints: Int, solution: Bool)] =
      []
    var hints = 0
    var solution = false
    for event in timely {
      switch event.kind {
      case .hint: hints += 1
      case .solution: solution = true
      case .reset: continue
      case .answer:
        guard let answer = event.answer else { continue }
        tries.append((answer, assess(answer), hints, solution))
      }
    }
    if policy.mode == .tries, let maxTries = policy.maxTries, tries.count > maxTries {
      tries = Array(tries.prefix(maxTries))
    }
    guard let first = tries.first else {
      return late > 0
        ? Outcome(
          score: 0, message: "", answerPassed: false, tries: 0, late: late, hints: hints,
          solutionSeen: solution, first: nil, firstPassed: nil)
        : nil
    }
    func worth(_ index: Int) -> Double {
      let attempt = tries[index]
      var value = attempt.assessment.score
      value -= policy.hintCost * Double(attempt.hints)
      if attempt.solution { value -= policy.solutionCost }
      if policy.mode == .tries { value -= policy.penalty * Double(index) }
      return max(0, min(1, value))
    }
    var chosen = tries.count - 1
    if policy.mode == .tries {
      for index in tries.indices where worth(index) > worth(chosen) + 1e-12 {
        chosen = index
      }
      // A igual valor cuenta el primero que lo alcanzó.
      chosen = tries.indices.first { abs(worth($0) - worth(chosen)) < 1e-12 } ?? chosen
    }
    let graded = tries[chosen]
    return Outcome(
      score: worth(chosen), message: graded.assessment.message,
      answerPassed: graded.assessment.passed, tries: tries.count, late: late,
      hints: graded.hints, solutionSeen: graded.solution, first: first.answer,
      firstPassed: first.assessment.passed)
  }
}
