/// Un número leído de un archivo que no se fía de nadie (una entrega, un progreso) y que se
/// sale de lo que puede valer: se lanza al decodificar, antes de usarlo, y
/// `DecodingProblem.describe` lo dice nombrando el campo.
///
/// ```swift
/// let index = try BoundedNumber.decode(container, forKey: .hintIndex, in: 0...999)
/// // con 9223372036854775807: «el campo «events[0].hintIndex» vale 9223372036854775807 y
/// // debe ir de 0 a 999»
/// ```
public struct BoundedNumber: Error, Equatable, Sendable {
  /// Lo que trae el archivo.
  public var value: Int
  /// Lo que puede valer.
  public var range: ClosedRange<Int>

  /// Crea el problema.
  public init(value: Int, range: ClosedRange<Int>) {
    self.value = value
    self.range = range
  }

  /// El entero `key` de `container` (si está), comprobado contra `range`.
  public static func decodeIfPresent<Key: CodingKey>(
    _ container: KeyedDecodingContainer<Key>, forKey key: Key, in range: ClosedRange<Int>
  ) throws -> Int? {
    guard let value = try container.decodeIfPresent(Int.self, forKey: key) else { return nil }
    guard range.contains(value) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "fuera de rango",
        underlying: BoundedNumber(value: value, range: range))
    }
    return value
  }
}

extension DecodingError {
  /// `dataCorruptedError(forKey:in:debugDescription:)` con un error de fondo.
  static func dataCorruptedError<Key: CodingKey>(
    forKey key: Key, in container: KeyedDecodingContainer<Key>, debugDescription: String,
    underlying: any Error
  ) -> DecodingError {
    .dataCorrupted(
      Context(
        codingPath: container.codingPath + [key], debugDescription: debugDescription,
        underlyingError: underlying))
  }
}
