import Foundation

/// El texto de un hallazgo del corrector como prosa entera: los saltos de línea que trae una
/// explicación del curso (un párrafo de Markdown escrito en varias líneas) son espacios, así
/// que ningún formato la corta a media frase; quien la muestra la ajusta a su ancho (la
/// terminal con `Presentation`, la página HTML con el navegador).
///
/// Se respetan las líneas que no son de un párrafo: las vacías (entre párrafos, que quedan
/// como un salto), los elementos de lista, las citas, las tablas, las sangradas y las de un
/// bloque de código entre ```.
///
/// ```swift
/// ProseLines.unwrap("No: las dos tienen\nla misma referencia.")
/// // "No: las dos tienen la misma referencia."
/// ```
enum ProseLines {
  static func unwrap(_ text: String) -> String {
    var lines: [String] = []
    var joinable = false
    var fenced = false
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(raw)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        fenced.toggle()
        lines.append(line)
        joinable = false
        continue
      }
      if fenced {
        lines.append(line)
        continue
      }
      if trimmed.isEmpty {
        joinable = false
        continue
      }
      if joinable, !isBlockLine(line), let last = lines.popLast() {
        lines.append(last + " " + trimmed)
      } else {
        lines.append(line)
      }
      joinable = !isBlockLine(line) || isListItem(trimmed)
    }
    return lines.joined(separator: "\n")
  }

  /// Una línea que empieza algo que no es la continuación de un párrafo.
  private static func isBlockLine(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return line.hasPrefix("    ") || line.hasPrefix("\t") || isListItem(trimmed)
      || trimmed.hasPrefix(">") || trimmed.hasPrefix("|") || trimmed.hasPrefix("#")
  }

  private static func isListItem(_ trimmed: String) -> Bool {
    if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") || trimmed.hasPrefix("+ ") {
      return true
    }
    let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 3 else { return false }
    let rest = trimmed.dropFirst(digits.count)
    return rest.hasPrefix(". ") || rest.hasPrefix(") ")
  }
}
