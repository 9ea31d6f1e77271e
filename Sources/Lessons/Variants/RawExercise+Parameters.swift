import Foundation

/// Sustituir `{{nombre}}` por el valor de un parámetro en todo el texto de un ejercicio
/// (campos, enunciado, subsecciones y bloques de código), antes de que lo lea su tipo.
extension RawExercise {
  /// El ejercicio con cada `{{nombre}}` de `values` cambiado por su valor.
  func substituting(_ values: [ParameterValue]) -> RawExercise {
    guard !values.isEmpty else { return self }
    let table = Dictionary(values.map { ($0.name, $0.value) }) { first, _ in first }
    func replace(_ text: String) -> String {
      var result = ""
      Self.scan(text) { piece in
        switch piece {
        case .text(let text): result += text
        case .placeholder(let name, let original): result += table[name] ?? original
        }
      }
      return result
    }
    func replace(_ line: MarkdownDocument.Line) -> MarkdownDocument.Line {
      guard line.text.contains("{{") else { return line }
      return MarkdownDocument.Line(number: line.number, text: Substring(replace(String(line.text))))
    }
    func replace(_ element: MarkdownDocument.Element) -> MarkdownDocument.Element {
      switch element {
      case .line(let line): return .line(replace(line))
      case .fence(var fence):
        fence.content = fence.content.map(replace)
        return .fence(fence)
      }
    }
    var copy = self
    copy.title = replace(title)
    copy.fields = fields.map { field in
      var field = field
      field.value = replace(field.value)
      return field
    }
    copy.prompt = prompt.map(replace)
    copy.subsections = subsections.map { subsection in
      var subsection = subsection
      subsection.body = subsection.body.map(replace)
      return subsection
    }
    return copy
  }

  /// Cada `{{nombre}}` del ejercicio, con su línea (fuera de `### parametros`).
  func placeholders() -> [(name: String, line: Int)] {
    var found: [(name: String, line: Int)] = []
    func collect(_ text: Substring, line: Int) {
      guard text.contains("{{") else { return }
      Self.scan(String(text)) { piece in
        if case .placeholder(let name, _) = piece { found.append((name, line)) }
      }
    }
    func collect(_ element: MarkdownDocument.Element) {
      for line in element.lines { collect(line.text, line: line.number) }
    }
    collect(Substring(title), line: line)
    for field in fields { collect(Substring(field.value), line: field.line) }
    prompt.forEach(collect)
    for subsection in subsections where subsection.name != "parametros" {
      subsection.body.forEach(collect)
    }
    return found
  }

  private enum Piece {
    case text(String)
    case placeholder(String, original: String)
  }

  /// Parte `text` en trozos de texto y `{{nombre}}` (con el nombre sin espacios a los lados).
  private static func scan(_ text: String, _ visit: (Piece) -> Void) {
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
