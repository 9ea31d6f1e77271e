/// El estado de un ejercicio corregido: el único tipo que lo dice, del reglamento
/// (`Rulebook.grade`, en `ExerciseResult.status`) a cada formato del informe, la devolución y `revisar`. En JSON
/// se escribe con las palabras de máquina en inglés de `rawValue`; el texto y el HTML lo dicen
/// en castellano (`spanish`).
///
/// ```swift
/// ExerciseStatus(worth: 2.0 / 3)   // .partial
/// ExerciseStatus.notAttempted.rawValue  // "not_attempted"
/// ExerciseStatus.partial.spanish        // "parcial"
/// ```
public enum ExerciseStatus: String, Codable, Sendable, Hashable, CaseIterable {
  /// Todos los puntos («correcta»).
  case pass
  /// Parte de los puntos («parcial»).
  case partial
  /// Ningún punto con una respuesta dada («incorrecta»).
  case fail
  /// Sin respuesta, sin el archivo de código o solo después de la fecha límite («sin
  /// responder»).
  case unanswered
  /// El archivo de código es el de inicio, sin tocar («sin hacer»).
  case notAttempted = "not_attempted"
  /// No se pudo corregir («error»).
  case error

  /// El estado de una respuesta que vale `worth` (de 0 a 1, ya con las reglas de la tarea).
  public init(worth: Double) {
    if worth >= 1 - 1e-9 {
      self = .pass
    } else {
      self = worth > 1e-9 ? .partial : .fail
    }
  }

  /// Si hubo algo que corregir: ni «sin responder» ni «sin hacer» (un error cuenta como
  /// respondido). Es lo que cuentan las estadísticas como respondido y el informe de texto
  /// fuera de la columna «sin».
  public var hasAnswer: Bool { self != .unanswered && self != .notAttempted }

  /// La palabra en castellano.
  public var spanish: String {
    switch self {
    case .pass: "correcta"
    case .partial: "parcial"
    case .fail: "incorrecta"
    case .unanswered: "sin responder"
    case .notAttempted: "sin hacer"
    case .error: "error"
    }
  }
}
