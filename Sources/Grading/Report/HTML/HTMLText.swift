/// El escapado del informe HTML: todo texto que viene de una entrega (ids, nombres de archivo,
/// respuestas, mensajes, salida del compilador) pasa por aquí antes de llegar a la página.
///
/// ```swift
/// HTMLText.escape("<script>")  // "&lt;script&gt;"
/// ```
enum HTMLText {
  /// `text`, seguro dentro de un elemento y dentro de un atributo entre comillas: `&`, `<`, `>`,
  /// `"` y `'` pasan a ser entidades; los caracteres de control que no son el tabulador ni el salto
  /// de línea, y los no caracteres que HTML prohíbe, pasan a ser U+FFFD.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value)
          || value & 0xFFFE == 0xFFFE
        {
          result.unicodeScalars.append("\u{FFFD}")
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Un elemento con su texto escapado: `element("td", "a<b", class: "n")`.
  static func element(_ name: String, _ text: String, class className: String? = nil) -> String {
    let attribute = className.map { " class=\"\($0)\"" } ?? ""
    return "<\(name)\(attribute)>\(escape(text))</\(name)>"
  }

  /// `0.62` → `62 %`; `nil` → `—`.
  static func percent(_ fraction: Double?) -> String {
    guard let fraction else { return "—" }
    return "\(Int((fraction * 100).rounded())) %"
  }

  /// `0.4127` → `0.41`; `nil` → `—`.
  static func figure(_ value: Double?) -> String {
    value.map { Descriptive.format($0, places: 2) } ?? "—"
  }
}
