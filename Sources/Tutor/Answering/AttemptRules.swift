import Checker
import Foundation
import Lessons
import Workspace

/// Lo que la tarea permite al responder: cuántos intentos quedan, qué vale el siguiente y
/// qué se dice cuando no hay veredicto (modo diferido). Cuenta sobre el registro entero,
/// sin mirar los reinicios: en `intentos` y `diferida` un reinicio no borra la historia.
struct AttemptRules {
  let context: TutorContext

  private var assignment: Assignment { context.assignment }

  /// El pliegue del reglamento de los sucesos de `exercise`, sin mirar los reinicios.
  private func tally(for exercise: Exercise) -> Rulebook.Tally {
    Rulebook.tally(
      context.store.progress.events.filter { $0.exerciseID == exercise.id }, resets: false)
  }

  /// Las respuestas dadas a `exercise` que cuentan como intentos.
  func tries(for exercise: Exercise) -> Int { tally(for: exercise).answers.count }

  /// Si ya acertó `exercise` en algún intento.
  func hasPassed(_ exercise: Exercise) -> Bool { tally(for: exercise).anyPassed }

  /// Por qué no se admite otra respuesta a `exercise`, o `nil` si se admite.
  func refusal(for exercise: Exercise) -> String? {
    guard assignment.mode == .tries, exercise.kind.compiled == nil else { return nil }
    if hasPassed(exercise) {
      return "Ya acertaste «\(exercise.id)»: otro intento no puede subir tu nota. "
        + "Escribe «siguiente» para seguir."
    }
    if let maxTries = assignment.maxTries, tries(for: exercise) >= maxTries {
      return "Ya has usado \(maxTries == 1 ? "tu intento" : "tus \(maxTries) intentos") en "
        + "«\(exercise.id)»: cuenta el mejor. Escribe «siguiente» para seguir."
    }
    return nil
  }

  /// Lo que se dice tras un intento fallido en `intentos`: cuánto valdría acertar ahora,
  /// calculado por el reglamento de la corrección (`Rulebook`), no por una copia suya; sin
  /// `showsWorth` (la tarea guarda los puntos para la devolución), solo el intento.
  func afterWrongTry(
    for exercise: Exercise, showsWorth: Bool = true, now: Date = Date()
  ) -> String? {
    guard assignment.mode == .tries else { return nil }
    let events = context.store.progress.events.filter { $0.exerciseID == exercise.id }
    let used = tries(for: exercise)
    var text = "Intento \(used)"
    let preview = Rulebook.nextRightAnswer(after: events, policy: assignment, now: now)
    if preview == .noTriesLeft { return text + ": no te quedan más; cuenta el mejor." }
    if let maxTries = assignment.maxTries { text += " de \(maxTries)" }
    switch preview {
    case .noTriesLeft:
      return text + ": no te quedan más; cuenta el mejor."
    case .late:
      return text + ". Ha pasado la fecha límite: lo que respondas ahora no contará."
    case .worth where !showsWorth:
      return text + "."
    case .worth(let worth):
      return text + ". Si aciertas en el siguiente, valdrá "
        + AssignmentNotice.percent(worth) + " del ejercicio."
    }
  }

  /// `verdict`, un acierto recién guardado, con lo que vale según la tarea: en lugar de
  /// «Correcto.», el mensaje del reglamento (`Rulebook.message`, el mismo de los informes),
  /// como «Correcto, pero vale 0.33 de 1: acertaste al tercer intento.». Tal cual sin tarea,
  /// para un ejercicio que no cuenta en ella, si vale todos los puntos o si la tarea guarda los
  /// puntos para la devolución (sin `showsWorth`: entonces solo se dice que es correcta).
  func withWorth(_ verdict: Verdict, for exercise: Exercise, showsWorth: Bool) -> Verdict {
    let correct = Feedback.correct
    guard verdict.passed, showsWorth, context.workspace.manifest.assignmentHash != nil,
      assignment.counts(exercise), let index = verdict.feedback.firstIndex(of: correct)
    else { return verdict }
    let events = context.store.progress.events.filter { $0.exerciseID == exercise.id }
    // Para la nota, una respuesta que el corrector da por buena vale 1.
    guard let (worth, deductions) = Rulebook.lastAnswer(in: events, score: 1, policy: assignment)
    else { return verdict }
    var shown = verdict
    shown.feedback[index] = .reported(
      Rulebook.message(
        correct.message, answerScore: 1, answerPassed: true, worth: worth,
        deductions: deductions, policy: assignment, maxPoints: assignment.maxPoints(for: exercise)))
    return shown
  }

  /// El acuse de una respuesta en modo diferido: guardada, sin veredicto.
  func deferredReceipt(for exercise: Exercise) -> String {
    let count = tries(for: exercise)
    let which = count <= 1 ? "Respuesta guardada." : "Respuesta guardada (cuenta esta, la última)."
    return which + " En esta tarea verás si es correcta cuando tu profesor te devuelva la "
      + "corrección; hasta entonces puedes cambiarla escribiendo otra. Intro para seguir."
  }
}
