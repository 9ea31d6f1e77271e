/// SHA-256 de campos enmarcados, para las huellas: la del curso, la de los pesos y las
/// pruebas ocultas de los informes, y la cadena de sucesos del progreso. El resumen es
/// `SHA256`; lo propio es cómo se enmarca cada campo (`<longitud>:` en decimal y luego el
/// texto), de lo que dependen las huellas ya escritas en entregas e informes.
///
/// ```swift
/// var hash = SHA256Digest()
/// hash.update("abc")
/// hash.hexDigest()  // "ba7816bf…"
/// ```
public struct SHA256Digest: Sendable {
  private var hash = SHA256()

  /// Crea un resumen vacío.
  public init() {}

  /// Añade bytes.
  public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    hash.update(bytes)
  }

  /// Añade los bytes UTF-8 de `text`.
  public mutating func update(_ text: String) { hash.update(text.utf8) }

  /// Añade `text` con su longitud delante, para que dos campos no se confundan.
  public mutating func update(field text: String) {
    update("\(text.utf8.count):")
    update(text)
  }

  /// El resumen en 64 cifras hexadecimales minúsculas.
  public func hexDigest() -> String { hash.hexDigest() }
}
