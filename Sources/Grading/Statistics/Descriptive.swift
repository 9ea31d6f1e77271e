/// Las cuentas de las estadísticas: sumas en orden fijo (para que el resultado no dependa
/// de nada más que la entrada), varianzas, correlación, redondeo y la forma de escribir los
/// números (con punto, sin ceros de más, sin depender del idioma de la máquina).
enum Descriptive {
  /// Los decimales con que se guardan las cifras.
  static let places = 4

  static func sum(_ values: [Double]) -> Double {
    values.reduce(0, +)
  }

  static func mean(_ values: [Double]) -> Double? {
    values.isEmpty ? nil : sum(values) / Double(values.count)
  }

  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// La varianza muestral (entre n − 1); 0 si todos los valores son iguales salvo ruido de
  /// coma flotante (0.1 + 0.2 frente a 0.3). `nil`: menos de 2 valores.
  static func sampleVariance(_ values: [Double]) -> Double? {
    guard values.count >= 2, let mean = mean(values) else { return nil }
    if isConstant(values) { return 0 }
    return sum(values.map { ($0 - mean) * ($0 - mean) }) / Double(values.count - 1)
  }

  /// La correlación de Pearson de `x` e `y`, entre −1 y 1. `nil`: menos de 2 pares, o `x` o
  /// `y` sin variación.
  static func correlation(_ x: [Double], _ y: [Double]) -> Double? {
    guard x.count == y.count, x.count >= 2, !isConstant(x), !isConstant(y),
      let meanX = mean(x), let meanY = mean(y)
    else { return nil }
    var sxy = 0.0
    var sxx = 0.0
    var syy = 0.0
    for (a, b) in zip(x, y) {
      sxy += (a - meanX) * (b - meanY)
      sxx += (a - meanX) * (a - meanX)
      syy += (b - meanY) * (b - meanY)
    }
    guard sxx > 0, syy > 0 else { return nil }
    return min(1, max(-1, sxy / (sxx * syy).squareRoot()))
  }

  /// Si todos los valores son iguales, con una tolerancia relativa de 1e-9.
  static func isConstant(_ values: [Double]) -> Bool {
    guard let low = values.min(), let high = values.max() else { return true }
    return high - low <= 1e-9 * max(1, abs(low), abs(high))
  }

  /// `value` redondeado a `places` decimales (a medio camino, lejos del cero); nunca `-0`.
  static func round(_ value: Double) -> Double {
    round(value, places: places)
  }

  static func round(_ value: Double, places: Int) -> Double {
    guard value.isFinite else { return value }
    let scale = power(places)
    let rounded = (value * scale).rounded() / scale
    return rounded == 0 ? 0 : rounded
  }

  /// `0.75`, `-0.1`, `3`: `value` con hasta `places` decimales, punto como separador y sin
  /// ceros al final.
  static func format(_ value: Double, places: Int = places) -> String {
    let scale = power(places)
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, abs(scaled) < 1e15 else { return value.isFinite ? "\(value)" : "—" }
    let units = Int(scaled)
    let magnitude = abs(units)
    let whole = magnitude / Int(scale)
    var fraction = ""
    if places > 0 {
      let digits = String(magnitude % Int(scale))
      fraction = String(repeating: "0", count: max(0, places - digits.count)) + digits
      while fraction.hasSuffix("0") { fraction.removeLast() }
    }
    let sign = units < 0 ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  private static func power(_ places: Int) -> Double {
    (0..<max(0, places)).reduce(1.0) { value, _ in value * 10 }
  }
}
