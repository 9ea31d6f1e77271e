/// Texto de otros (el curso, un diagrama) listo para la terminal: ningún carácter suyo
/// mueve el cursor ni cambia colores.
///
/// Cada carácter de control (C0, `DEL` y C1, `ESC` incluido) pasa a ser `�`, que ocupa una
/// columna y se ve; el tabulador pasa a ser un espacio salvo donde quien llama lo trata
/// (el código lo expande, el ajuste de párrafos lo toma por espacio), y los saltos de línea
/// se dejan si se piden.
///
/// ```swift
/// PrintableText.of("rojo\u{1B}[31m")   // "rojo�[31m"
/// PrintableText.of("a\tb")              // "a b"
/// ```
enum PrintableText {
  /// `text` sin caracteres de control; `keepingLineBreaks` deja `\n` y `\r`, y
  /// `keepingTabs`, `\t`.
  static func of(_ text: String, keepingLineBreaks: Bool = false, keepingTabs: Bool = false)
    -> String
  {
    func replacement(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
      switch scalar {
      case "\n", "\r": keepingLineBreaks ? nil : " "
      case "\t": keepingTabs ? nil : " "
      default:
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) ? "\u{FFFD}" : nil
      }
    }
    guard text.unicodeScalars.contains(where: { replacement($0) != nil }) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { scalars.append(replacement(scalar) ?? scalar) }
    return String(scalars)
  }
}
