/// Cuánto exige un `TestStore`.
public enum Exhaustivity: Sendable, Equatable {
  /// Todo: cada cambio de estado afirmado, cada acción recibida, cada efecto terminado o
  /// cancelado al final, cada cambio en estado compartido afirmado. Es el valor por
  /// defecto.
  case on
  /// Solo lo que la prueba afirma: lo afirmado debe ser cierto, lo demás se deja pasar
  /// (útil en pruebas de integración de varias features).
  case off
}
