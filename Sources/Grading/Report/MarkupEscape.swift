/// El único escapado de marcas de los informes: texto que viene de una entrega (ids, nombres,
/// respuestas, mensajes, salida del compilador) dentro de un elemento o de un atributo entre
/// comillas de la página HTML (`html`) o del JUnit XML (`xml`).
///
/// Los dos escapan `&`, `<`, `>`, `"` y `'`, y cambian por U+FFFD lo que su lenguaje
/// prohíbe; las diferencias son parámetros:
/// - el apóstrofo: `&#39;` en HTML (HTML 4 no tiene `&apos;`), `&apos;` en XML;
/// - los blancos de control: HTML deja tal cual el salto de línea y el tabulador (la página
///   los muestra en `<pre>`); XML los escribe como referencias (`&#10;`, `&#9;`, `&#13;`),
///   porque dentro de un atributo un salto literal se normalizaría a un espacio;
/// - lo prohibido: en XML 1.0, los controles C0 y U+FFFE/U+FFFF; en HTML, además, los
///   controles C1 (U+007F–U+009F), el retorno de carro y todos los no caracteres.
///
/// ```swift
/// MarkupEscape.html.escape("<a href='x'>")  // "&lt;a href=&#39;x&#39;&gt;"
/// MarkupEscape.xml.escape("uno\ndos")       // "uno&#10;dos"
/// ```
struct MarkupEscape: Sendable {
  /// Cómo se escribe `'`.
  var apostrophe: String
  /// Los blancos que se dejan tal cual.
  var literalWhitespace: Set<Unicode.Scalar>
  /// Los blancos que se escriben como referencia numérica (`&#10;`).
  var referencedWhitespace: Set<Unicode.Scalar>
  /// Lo que el lenguaje no admite en un documento (y pasa a ser U+FFFD).
  var isForbidden: @Sendable (UInt32) -> Bool

  /// La página HTML del informe.
  static let html = MarkupEscape(
    apostrophe: "&#39;", literalWhitespace: ["\n", "\t"], referencedWhitespace: [],
    isForbidden: { value in
      value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value)
        || value & 0xFFFE == 0xFFFE
    })

  /// El informe JUnit (XML 1.0).
  static let xml = MarkupEscape(
    apostrophe: "&apos;", literalWhitespace: [], referencedWhitespace: ["\n", "\t", "\r"],
    isForbidden: { value in value < 0x20 || value == 0xFFFE || value == 0xFFFF })

  /// `text`, seguro dentro de un elemento y dentro de un atributo entre comillas.
  func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += apostrophe
      case _ where literalWhitespace.contains(scalar): result.unicodeScalars.append(scalar)
      case _ where referencedWhitespace.contains(scalar): result += "&#\(scalar.value);"
      case _ where isForbidden(scalar.value): result.unicodeScalars.append("\u{FFFD}")
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
