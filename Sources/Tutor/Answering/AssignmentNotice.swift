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
          + "corrección; puedes cambiar tus respuestas y cuenta la última. En el código, "
          + "«comprobar» te dice solo si compila.")
    }
    parts += review(assignment)
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

  /// Lo que las opciones de revisión guardan para la devolución o no abren nunca (en
  /// `diferida`, que ya lo guarda todo, solo lo que no se abre nunca).
  static func review(_ assignment: Assignment) -> [String] {
    let options = assignment.review
    let items = ReviewOptions.Item.allCases
    var parts: [String] = []
    if assignment.mode != .deferred {
      let later = items.filter { options.time(of: $0) == .handback }.map(\.spanishName)
      if !later.isEmpty {
        let verb = later.count == 1 ? "llega" : "llegan"
        parts.append(capitalized(list(later)) + " \(verb) con la devolución de tu profesor.")
      }
    }
    let never = items.filter { options.time(of: $0) == .never }.map(\.spanishName)
    if !never.isEmpty {
      parts.append(
        capitalized(list(never)) + (never.count == 1 ? " no se abre" : " no se abren")
          + " en esta tarea.")
    }
    return parts
  }

  /// El aviso de `iniciar` cuando la tarea abre al responder algo que la copia del alumno
  /// no lleva (la respuesta correcta, la explicación): llegará con la devolución.
  static func unkeptOnCopy(_ assignment: Assignment, course: Course) -> String? {
    guard course.studentCopy != nil else { return nil }
    let items = [ReviewOptions.Item.rightAnswer, .explanation].filter {
      assignment.review.time(of: $0) == .afterAnswering
    }
    guard !items.isEmpty else { return nil }
    let names = list(items.map(\.spanishName))
    return "aviso: la tarea abre al responder \(names), pero esta copia del alumno no "
      + (items.count == 1 ? "la lleva" : "las lleva") + ": llegará"
      + (items.count == 1 ? "" : "n") + " con la devolución («leccion revisar»)."
  }

  /// «a», «a y b», «a, b y c».
  private static func list(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " y " + last
  }

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// `0.3333` → `33 %`.
  static func percent(_ fraction: Double) -> String {
    "\(Int((fraction * 100).rounded())) %"
  }
}
