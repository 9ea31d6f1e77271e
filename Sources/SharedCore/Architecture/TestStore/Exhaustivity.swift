/// Cuánto exige un `TestStore`.
///
/// ```swift
/// store.exhaustivity = .off                               // deja pasar lo no afirmado
/// store.exhaustivity = .off(showSkippedAssertions: true)  // y además lo enseña
/// ```
public enum Exhaustivity: Sendable, Equatable {
  /// Todo: cada cambio de estado afirmado, cada acción recibida, cada efecto terminado o
  /// cancelado al final, cada cambio en estado compartido afirmado. Es el valor por
  /// defecto.
  case on
  /// Solo lo que la prueba afirma: lo afirmado debe ser cierto, lo demás se deja pasar
  /// (útil en pruebas de integración de varias features).
  ///
  /// - Parameter showSkippedAssertions: si es `true`, lo que `.on` habría dado por fallo
  ///   se informa como fallo conocido (en Swift Testing, un `withKnownIssue`; fuera, una
  ///   nota en la salida de errores): la prueba pasa, pero se ve lo que se dejó pasar.
  case off(showSkippedAssertions: Bool)

  /// Solo lo que la prueba afirma, sin enseñar lo que se deja pasar.
  public static let off = Self.off(showSkippedAssertions: false)
}

extension Exhaustivity {
  /// Si es `.off`, con o sin enseñar lo omitido.
  var isOff: Bool { self != .on }

  /// Si lo que se deja pasar se enseña como fallo conocido.
  var showsSkippedAssertions: Bool { self == .off(showSkippedAssertions: true) }
}
