import Lessons
import Support
import Workspace

/// Lo que la persona debe saber de la tarea que sigue: cómo se puntúa y qué cuesta cada
/// ayuda. Se dice al empezar, en `progreso` y al crear el espacio.
enum AssignmentNotice {
  static func summary(_ assignment: Assignment) -> String {
    var parts: [String] = []
    switch assignment.mode {
    case .practice:
      parts.append(
        "modo práctica: ves al momento si aciertas y puedes repetir; cuenta tu última "
          + "respuesta.")
    case .tries:
      var text =
        "modo intentos: ves al momento si aciertas; cada intento resta "
        + "\(percent(assignment.penalty)) al siguiente y cuenta el mejor"
      if let maxTries = assignment.maxTries {
        text += " (\(maxTries == 1 ? "1 intento" : "\(maxTries) intentos") por ejercicio)"
      }
      parts.append(text + ".")
    case .deferred:
      parts.append(
        "modo diferido: no verás si aciertas hasta que tu profesor te devuelva la "
          + "corrección; puedes cambiar tus respuestas y cuenta la última.")
    }
    parts.append(
      assignment.hintCost > 0
        ? "Cada pista resta \(percent(assignment.hintCost)) a tu respuesta."
        : "Las pistas no restan.")
    if assignment.mode != .deferred {
      parts.append(
        assignment.solutionCost >= 1
          ? "Ver la solución antes de acertar deja ese ejercicio a 0."
          : "Ver la solución antes de acertar resta \(percent(assignment.solutionCost)).")
    }
    if let deadline = assignment.deadline {
      parts.append(
        "Fecha límite: \(Timestamp.format(deadline))"
          + (assignment.countLate ? "." : "; lo que respondas después no cuenta."))
    }
    return parts.joined(separator: " ")
  }

  /// `0.3333` → `33 %`.
  static func percent(_ fraction: Double) -> String {
    "\(Int((fraction * 100).rounded())) %"
  }
}
