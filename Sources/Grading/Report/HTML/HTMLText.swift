/// Escaping for the HTML report: every piece of text that comes from a hand-in (ids, file
/// names, answers, messages, compiler output) goes through here before it reaches the page.
///
/// ```swift
/// HTMLText.escape("<script>")  // "&lt;script&gt;"
/// ```
enum HTMLText {
  /// `text` safe inside an element and inside a quoted attribute: `&`, `<`, `>`, `"` and
  /// `'` become entities; control characters other than tab and newline, and the
  /// noncharacters HTML forbids, become U+FFFD.
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

  /// An element with escaped text: `element("td", "a<b", class: "n")`.
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
