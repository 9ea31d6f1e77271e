/// Qué pasa con una declaración `appStorage`.
public enum AdmissionVerdict: String, Sendable, Hashable, CaseIterable, Codable {
  /// Compila y es un uso correcto.
  case admitted = "admitida"
  /// No compila: el tipo no es de los que admite `appStorage`.
  case refused = "rechazada"
  /// Compila, pero va contra la regla de higiene (datos grandes en las preferencias).
  case hygiene = "higiene"
}
