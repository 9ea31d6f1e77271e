/// Los `{{nombre}}` de un texto: el ejercicio de `ejercicios.md` y, en los de código, sus
/// archivos Swift (inicio, solución, pruebas del curso y pruebas ocultas del profesor).
///
/// ```swift
/// let values = [ParameterValue(name: "importe", value: "30")]
/// Placeholders.substitute("let importe = {{importe}}", with: values)  // "let importe = 30"
/// ```
public enum Placeholders {
  /// `text` con cada `{{nombre}}` de `values` cambiado por su valor; los demás, tal cual.
  public static func substitute(_ text: String, with values: [ParameterValue]) -> String {
    guard !values.isEmpty, text.contains("{{") else { return text }
    let table = Dictionary(values.map { ($0.name, $0.value) }) { first, _ in first }
    var result = ""
    scan(text) { piece in
      switch piece {
      case .text(let text): result += text
      case .placeholder(let name, let original): result += table[name] ?? original
      }
    }
    return result
  }

  /// Los nombres de los `{{nombre}}` de `text`, con su línea (la primera es `firstLine`).
  public static func names(in text: String, firstLine: Int = 1) -> [(name: String, line: Int)] {
    guard text.contains("{{") else { return [] }
    var found: [(name: String, line: Int)] = []
    var line = firstLine
    for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if row.contains("{{") {
        scan(String(row)) { piece in
          if case .placeholder(let name, _) = piece { found.append((name, line)) }
        }
      }
      line += 1
    }
    return found
  }

  enum Piece {
    case text(String)
    case placeholder(String, original: String)
  }

  /// Parte `text` en trozos de texto y `{{nombre}}` (con el nombre sin espacios a los lados).
  static func scan(_ text: String, _ visit: (Piece) -> Void) {
    var rest = Substring(text)
    while let open = rest.range(of: "{{") {
      let after = rest[open.upperBound...]
      guard let close = after.range(of: "}}") else { break }
      let name = after[..<close.lowerBound].trimmingSpaces()
      visit(.text(String(rest[..<open.lowerBound])))
      if ParameterDeclaration.isName(name) {
        visit(.placeholder(name, original: String(rest[open.lowerBound..<close.upperBound])))
      } else {
        visit(.text(String(rest[open.lowerBound..<close.upperBound])))
      }
      rest = rest[close.upperBound...]
    }
    visit(.text(String(rest)))
  }
}
