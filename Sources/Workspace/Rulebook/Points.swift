/// La aritmética de los puntos: cada importe se redondea a centésimas, así que informes,
/// devoluciones y el tutor escriben los mismos bytes en cualquier máquina.
///
/// ```swift
/// Points.round(2.0 / 3.0)  // 0.67
/// Points.format(1.5)       // "1.5"
/// ```
public enum Points {
  /// `value` redondeado a dos decimales.
  public static func round(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }

  /// `value` redondeado a cuatro decimales (fracciones y estadísticas).
  public static func round4(_ value: Double) -> Double {
    (value * 10_000).rounded() / 10_000
  }

  /// `3`, `1.5`, `0.67`: sin ceros de más, con punto.
  public static func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
