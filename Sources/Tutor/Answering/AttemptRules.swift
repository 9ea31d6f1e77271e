import Lessons
import Workspace

/// Lo que la tarea permite al responder: cuántos intentos quedan, qué vale el siguiente y
/// qué se dice cuando no hay veredicto (modo diferido). Cuenta sobre el registro entero,
/// sin mirar los reinicios: en `intentos` y `diferida` un reinicio no borra la historia.
struct AttemptRules {
  let context: TutorContext

  private var assignment: Assignment { context.assignment }

  /// Las respuestas dadas a `exercise` que cuentan como intentos.
  func tries(for exercise: Exercise) -> Int {
    context.store.progress.events.filter {
      $0.exerciseID == exercise.id && $0.kind == .answer
    }.count
  }

  /// Si ya acertó `exercise` en algún intento.
  func hasPassed(_ exercise: Exercise) -> Bool {
    context.store.progress.events.contains {
      $0.exerciseID == exercise.id && $0.kind == .answer && $0.passed == true
    }
  }

  /// Por qué no se admite otra respuesta a `exercise`, o `nil` si se admite.
  func refusal(for exercise: Exercise) -> String? {
    guard assignment.mode == .tries, exercise.kind.name != .code else { return nil }
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

  /// Lo que se dice tras un intento fallido en `intentos`: cuánto valdría acertar ahora.
  func afterWrongTry(for exercise: Exercise) -> String? {
    guard assignment.mode == .tries else { return nil }
    let used = tries(for: exercise)
    // Lo que restará al siguiente, como en la corrección: la penalización por cada intento
    // anterior, cada pista vista y la solución, si se vio.
    let events = context.store.progress.events.filter { $0.exerciseID == exercise.id }
    let hints = events.filter { $0.kind == .hint }.count
    let solution = events.contains { $0.kind == .solution }
    let worth = max(
      0,
      1 - assignment.penalty * Double(used) - assignment.hintCost * Double(hints)
        - (solution ? assignment.solutionCost : 0))
    var text = "Intento \(used)"
    if let maxTries = assignment.maxTries {
      let left = maxTries - used
      if left <= 0 { return text + ": no te quedan más; cuenta el mejor." }
      text += " de \(maxTries)"
    }
    return text + ". Si aciertas en el siguiente, valdrá "
      + AssignmentNotice.percent(worth) + " del ejercicio."
  }

  /// El acuse de una respuesta en modo diferido: guardada, sin veredicto.
  func deferredReceipt(for exercise: Exercise) -> String {
    let count = tries(for: exercise)
    let which = count <= 1 ? "Respuesta guardada." : "Respuesta guardada (cuenta esta, la última)."
    return which + " En esta tarea verás si es correcta cuando tu profesor te devuelva la "
      + "corrección; hasta entonces puedes cambiarla escribiendo otra. Intro para seguir."
  }
}
