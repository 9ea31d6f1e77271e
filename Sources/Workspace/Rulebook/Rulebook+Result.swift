import Foundation
import Lessons

extension Rulebook {
  /// Puntúa `exercise` (que no es de código) con su historia `events` (la de ese ejercicio,
  /// en orden) y `assess` como corrector: el resultado que leen el informe, las estadísticas
  /// y la devolución. Sin respuestas, o solo con respuestas tardías, queda «sin responder».
  ///
  /// ```swift
  /// let result = Rulebook.grade(events, of: exercise, worth: 1, policy: policy) { answer in
  ///   Rulebook.Assessment(score: 1, passed: true, message: "Correcto.")
  /// }
  /// result.message  // "Correcto, pero vale 0.67 de 1: acertaste al segundo intento."
  /// ```
  ///
  /// - Parameters:
  ///   - worth: los puntos del ejercicio en la tarea.
  public static func grade(
    _ events: [ProgressEvent], of exercise: Exercise, worth: Double, policy: Assignment,
    assess: (RawAnswer) -> Assessment
  ) -> ExerciseResult {
    guard let outcome = outcome(events, policy: policy, assess: assess) else {
      return ExerciseResult(
        id: exercise.id, status: .unanswered, points: 0, maxPoints: worth,
        message: "Sin respuesta.", score: 0)
    }
    guard outcome.tries > 0 else {
      return ExerciseResult(
        id: exercise.id, status: .unanswered, points: 0, maxPoints: worth,
        message: "Solo respondió después de la fecha límite: no cuenta.", late: outcome.late,
        score: 0)
    }
    return ExerciseResult(
      id: exercise.id, status: ExerciseStatus(worth: outcome.score),
      points: worth * outcome.score, maxPoints: worth,
      message: message(for: outcome, policy: policy, maxPoints: worth),
      tries: outcome.tries, late: outcome.late > 0 ? outcome.late : nil,
      hints: outcome.hints > 0 ? outcome.hints : nil,
      solutionSeen: outcome.solutionSeen ? true : nil,
      firstAnswer: outcome.first?.canonical(for: exercise),
      firstAnswerCorrect: outcome.firstPassed, score: outcome.score)
  }

  /// Puntúa el archivo de `exercise` (de código), que el corrector valoró en `assessment`,
  /// con la historia `events` del ejercicio: vale la parte de pruebas que pasa menos las
  /// pistas y la solución vistas a tiempo (`codeWorth`), y sus intentos son las
  /// comprobaciones. Lo que es solo del código (sin archivo, sin tocar, un error al
  /// ejecutarlo) lo decide quien lo corrige.
  public static func grade(
    code assessment: Assessment, events: [ProgressEvent], of exercise: Exercise,
    worth: Double, policy: Assignment
  ) -> ExerciseResult {
    let (score, hints, solution) = codeWorth(
      score: assessment.score, events: events, policy: policy)
    let checks = tally(events, resets: false).answers.count
    let text = message(
      assessment.message, answerScore: assessment.score, answerPassed: assessment.passed,
      worth: score, deductions: Deductions(tryIndex: 0, hints: hints, solutionSeen: solution),
      policy: policy, maxPoints: worth)
    return ExerciseResult(
      id: exercise.id, status: ExerciseStatus(worth: score), points: worth * score,
      maxPoints: worth, message: text, tries: checks > 0 ? checks : nil,
      hints: hints > 0 ? hints : nil, solutionSeen: solution ? true : nil, score: score)
  }

  /// El mensaje de un ejercicio que no es de código: el del corrector con lo que le quitan
  /// las reglas (`message(_:answerScore:…)`) y, entre paréntesis, los intentos y las
  /// respuestas tardías que no cuentan.
  static func message(
    for outcome: Outcome, policy: Assignment, maxPoints: Double
  ) -> String {
    let text = message(
      outcome.message, answerScore: outcome.answerScore, answerPassed: outcome.answerPassed,
      worth: outcome.score,
      deductions: Deductions(
        tryIndex: outcome.countedTry, hints: outcome.hints, solutionSeen: outcome.solutionSeen),
      policy: policy, maxPoints: maxPoints)
    var notes: [String] = []
    if policy.mode == .tries, outcome.tries > outcome.countedTry + 1 {
      notes.append("\(outcome.tries) intentos; cuenta el que más vale")
    }
    if outcome.late > 0 {
      notes.append(
        outcome.late == 1
          ? "1 respuesta tardía no cuenta" : "\(outcome.late) respuestas tardías no cuentan")
    }
    return notes.isEmpty ? text : text + " (" + notes.joined(separator: "; ") + ".)"
  }
}
