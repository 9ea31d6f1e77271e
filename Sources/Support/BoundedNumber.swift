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

extension BoundedNumber {
  /// La lista de enteros `key` de `container`, cada uno comprobado contra `range`.
  public static func decodeEach<Key: CodingKey>(
    _ container: KeyedDecodingContainer<Key>, forKey key: Key, in range: ClosedRange<Int>
  ) throws -> [Int] {
    let values = try container.decode([Int].self, forKey: key)
    if let index = values.firstIndex(where: { !range.contains($0) }) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath + [key, PositionKey(index)],
          debugDescription: "fuera de rango",
          underlyingError: BoundedNumber(value: values[index], range: range)))
    }
    return values
  }

  /// La posición de un elemento en una lista, como parte de la ruta de un campo.
  private struct PositionKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
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
