import Foundation

/// Reconoce un texto que no está en UTF-8 pero sí en otra codificación corriente, para
/// decir cuál en vez de «datos binarios»: lo que pasa cuando un alumno abre su entrega con
/// un editor de Windows y la guarda.
///
/// ```swift
/// ForeignEncoding.name(of: Data([0xFF, 0xFE, 0x7B, 0x00]))  // "UTF-16"
/// ForeignEncoding.name(of: Data("{\"a\": \"".utf8) + [0xF1])   // "Latin-1"
/// ```
enum ForeignEncoding {
  /// `UTF-16`, `Latin-1` o `nil` (UTF-8, o datos que no son texto).
  static func name(of data: Data) -> String? {
    let bytes = [UInt8](data.prefix(4096))
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
    if bytes.count >= 4, looksLikeUTF16(bytes) { return "UTF-16" }
    guard !data.contains(0), String(validating: data, as: UTF8.self) == nil else { return nil }
    // Latin-1 (o Windows-1252): texto ASCII con letras sueltas por encima de 0x7F.
    let isLatin1 = data.allSatisfy { $0 >= 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    return isLatin1 ? "Latin-1" : nil
  }

  /// ASCII con un NUL en cada otra posición (UTF-16 sin marca de orden).
  private static func looksLikeUTF16(_ bytes: [UInt8]) -> Bool {
    let pairs = bytes.count / 2
    let evenNUL = (0..<pairs).filter { bytes[2 * $0] == 0 }.count
    let oddNUL = (0..<pairs).filter { bytes[2 * $0 + 1] == 0 }.count
    return max(evenNUL, oddNUL) * 10 >= pairs * 9 && min(evenNUL, oddNUL) == 0
  }
}
