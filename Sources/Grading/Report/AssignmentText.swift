import Lessons
import Support
import Workspace

/// La tarea de un informe, dicha en castellano en una línea.
enum AssignmentText {
  static func summary(_ assignment: ReportAssignment) -> String {
    var parts: [String] = []
    switch assignment.mode {
    case .tries:
      var text = "intentos, −\(percent(assignment.penalty)) por cada intento anterior"
      if let maxTries = assignment.maxTries { text += ", \(maxTries) como mucho" }
      parts.append(text)
    case .deferred: parts.append("diferida (cuenta la última respuesta)")
    case .practice: parts.append("práctica (cuenta la última respuesta)")
    }
    if assignment.hintCost > 0 { parts.append("cada pista −\(percent(assignment.hintCost))") }
    parts.append(
      assignment.solutionCost >= 1
        ? "ver la solución deja el ejercicio a 0"
        : "ver la solución −\(percent(assignment.solutionCost))")
    if let deadline = assignment.deadline {
      parts.append(
        "hasta \(Timestamp.format(deadline))"
          + (assignment.countLate ? " (lo tardío cuenta)" : " (lo tardío no cuenta)"))
    }
    return parts.joined(separator: "; ") + "."
  }

  static func percent(_ fraction: Double) -> String {
    Points.format(fraction * 100) + " %"
  }
}
