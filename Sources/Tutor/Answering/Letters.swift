/// Las letras de las opciones: a, b, c…
enum Letters {
  /// La letra de la opción `index` (desde 0).
  static func letter(_ index: Int) -> String {
    guard index >= 0, index < 26 else { return "\(index + 1)" }
    return String(UnicodeScalar(UInt8(97 + index)))
  }

  /// La opción (desde 0) de una letra, si está entre las `count` primeras.
  static func index(of word: String, count: Int) -> Int? {
    let lower = word.lowercased()
    guard lower.count == 1, let scalar = lower.unicodeScalars.first,
      scalar.value >= 97, scalar.value < 97 + UInt32(min(count, 26))
    else { return nil }
    return Int(scalar.value) - 97
  }
}
