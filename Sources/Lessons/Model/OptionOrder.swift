import Support

/// El orden en que una persona ve las opciones de una elección: barajado por alumno y por
/// ejercicio, y siempre el mismo para los mismos datos.
///
/// El generador es propio y sale de un SHA-256 de la semilla de la tarea, el id del alumno
/// y el del ejercicio; no usa `Hasher` ni el generador del sistema, que cambian de una
/// ejecución a otra. Así el tutor, la corrección y los informes nombran igual cada letra.
///
/// ```swift
/// let order = OptionOrder(count: 4, seed: "2026", student: "ana", exercise: "shared.copia")
/// order.positions        // [2, 0, 3, 1]: la «a» es la tercera opción del archivo
/// order.letter(forPosition: 0)  // "b"
/// ```
public struct OptionOrder: Sendable, Hashable {
  /// Para cada letra mostrada (desde `a`), la posición de la opción en el archivo.
  public var positions: [Int]

  /// El orden del archivo, sin barajar.
  public static func identity(count: Int) -> OptionOrder {
    OptionOrder(positions: Array(0..<max(0, count)))
  }

  /// Un orden explícito.
  public init(positions: [Int]) {
    self.positions = positions
  }

  /// El orden barajado de `count` opciones para `student` en `exercise`.
  public init(count: Int, seed: String, student: String, exercise: String) {
    var digest = SHA256Digest()
    digest.update(field: "leccion-opciones")
    digest.update(field: seed)
    digest.update(field: student)
    digest.update(field: exercise)
    var generator = SplitMix64(hex: digest.hexDigest())
    var positions = Array(0..<max(0, count))
    if positions.count > 1 {
      for index in stride(from: positions.count - 1, to: 0, by: -1) {
        let other = Int(generator.next(below: UInt64(index + 1)))
        positions.swapAt(index, other)
      }
    }
    self.positions = positions
  }

  /// La posición en el archivo de la opción que se muestra con la letra número `shown`.
  public func position(shown: Int) -> Int? {
    positions.indices.contains(shown) ? positions[shown] : nil
  }

  /// La letra con que se muestra la opción de la posición `position` del archivo.
  public func letter(forPosition position: Int) -> String {
    guard let shown = positions.firstIndex(of: position) else {
      return ChoiceExercise.derivedID(position: position)
    }
    return ChoiceExercise.derivedID(position: shown)
  }
}

/// SplitMix64: un generador pequeño y determinista (Steele, Lea y Flood, 2014).
struct SplitMix64 {
  private var state: UInt64

  /// Arranca con las 16 primeras cifras hexadecimales de `hex`.
  init(hex: String) {
    state = UInt64(hex.prefix(16), radix: 16) ?? 0x9E37_79B9_7F4A_7C15
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// Un número en `0..<bound`, sin el sesgo del módulo.
  mutating func next(below bound: UInt64) -> UInt64 {
    let limit = UInt64.max - UInt64.max % bound
    while true {
      let value = next()
      if value < limit { return value % bound }
    }
  }
}
