/// Un archivo Markdown partido en líneas sueltas y bloques de código delimitados, para que
/// un `##` dentro de un bloque no se tome por un encabezado.
struct MarkdownDocument {
  /// Una línea con su número (desde 1).
  struct Line {
    var number: Int
    var text: String
  }

  /// Un bloque ```` ``` ```` (o `~~~`) con su etiqueta.
  struct Fence {
    /// La línea de apertura.
    var open: Line
    /// Lo que sigue a las comillas de apertura (`swift compila`), sin espacios a los lados.
    var info: String
    /// Las líneas de dentro.
    var content: [Line]
    /// La línea de cierre, si la hay.
    var close: Line?

    /// El lenguaje: la primera palabra de la etiqueta.
    var language: String { info.split(separator: " ").first.map(String.init) ?? "" }
    /// Las palabras de la etiqueta tras el lenguaje.
    var attributes: [String] { info.split(separator: " ").dropFirst().map(String.init) }
    /// El código de dentro, con saltos de línea.
    var code: String { content.map(\.text).joined(separator: "\n") }
    /// Todas las líneas del bloque, incluidas apertura y cierre.
    var allLines: [Line] { [open] + content + (close.map { [$0] } ?? []) }
  }

  /// Una línea suelta o un bloque de código.
  enum Element {
    case line(Line)
    case fence(Fence)

    /// Las líneas originales del elemento.
    var lines: [Line] {
      switch self {
      case .line(let line): [line]
      case .fence(let fence): fence.allLines
      }
    }

    /// El número de su primera línea.
    var firstLine: Int {
      switch self {
      case .line(let line): line.number
      case .fence(let fence): fence.open.number
      }
    }
  }

  var elements: [Element]

  /// Parte `text` en elementos.
  init(_ text: String) {
    var elements: [Element] = []
    var open: (fence: Fence, marker: Character, length: Int)?
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let line = Line(number: number, text: String(raw.hasSuffix("\r") ? raw.dropLast() : raw))
      if var current = open {
        if Self.closes(line.text, marker: current.marker, length: current.length) {
          current.fence.close = line
          elements.append(.fence(current.fence))
          open = nil
        } else {
          current.fence.content.append(line)
          open = current
        }
        continue
      }
      if let opening = Self.opening(line.text) {
        let fence = Fence(open: line, info: opening.info, content: [], close: nil)
        open = (fence, opening.marker, opening.length)
      } else {
        elements.append(.line(line))
      }
    }
    if let current = open { elements.append(.fence(current.fence)) }
    self.elements = elements
  }

  /// Si `text` abre un bloque: el carácter, cuántos hay y la etiqueta.
  static func opening(_ text: String) -> (marker: Character, length: Int, info: String)? {
    let body = text.drop { $0 == " " }
    guard text.count - body.count <= 3, let marker = body.first, marker == "`" || marker == "~"
    else { return nil }
    let length = body.prefix { $0 == marker }.count
    guard length >= 3 else { return nil }
    let info = String(body.dropFirst(length)).trimmingSpaces()
    if marker == "`", info.contains("`") { return nil }
    return (marker, length, info)
  }

  static func closes(_ text: String, marker: Character, length: Int) -> Bool {
    let body = text.drop { $0 == " " }
    guard text.count - body.count <= 3 else { return false }
    let run = body.prefix { $0 == marker }.count
    return run >= length && body.dropFirst(run).allSatisfy(\.isWhitespace)
  }
}

extension Array where Element == MarkdownDocument.Element {
  /// El texto Markdown original de estos elementos, sin líneas en blanco a los lados.
  var markdown: String {
    var lines = flatMap(\.lines).map(\.text)
    while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
