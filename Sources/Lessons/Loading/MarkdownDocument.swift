/// Un archivo Markdown partido en líneas sueltas y bloques de código delimitados, para que
/// un `##` dentro de un bloque no se tome por un encabezado.
struct MarkdownDocument {
  /// Una línea con su número (desde 1).
  struct Line {
    var number: Int
    /// El texto, sin el salto de línea (un trozo del archivo, sin copiarlo).
    var text: Substring
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
    var code: String { content.sourceText }
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
    // El bloque abierto se guarda fuera de un opcional para que añadirle líneas no copie
    // todo su contenido cada vez.
    var fence = Fence(open: Line(number: 0, text: ""), info: "", content: [], close: nil)
    var marker: Character?
    var length = 0
    var number = 0
    for text in text.lines {
      number += 1
      let line = Line(number: number, text: text)
      if let open = marker {
        if Self.closes(line.text, marker: open, length: length) {
          fence.close = line
          elements.append(.fence(fence))
          marker = nil
        } else {
          fence.content.append(line)
        }
        continue
      }
      if let opening = Self.opening(line.text) {
        fence = Fence(open: line, info: opening.info, content: [], close: nil)
        marker = opening.marker
        length = opening.length
      } else {
        elements.append(.line(line))
      }
    }
    if marker != nil { elements.append(.fence(fence)) }
    self.elements = elements
  }

  /// Si `text` abre un bloque: el carácter, cuántos hay y la etiqueta.
  static func opening(_ text: Substring) -> (marker: Character, length: Int, info: String)? {
    let bytes = text.utf8
    let indent = text.leadingSpaceCount
    guard indent <= 3, indent < bytes.count else { return nil }
    let start = bytes.index(bytes.startIndex, offsetBy: indent)
    let marker = bytes[start]
    guard marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
    let length = bytes[start...].prefix { $0 == marker }.count
    guard length >= 3 else { return nil }
    let infoStart = bytes.index(start, offsetBy: length)
    if marker == UInt8(ascii: "`"), bytes[infoStart...].contains(marker) { return nil }
    let info = text[infoStart...].trimmingSpaces()
    return (Character(Unicode.Scalar(marker)), length, info)
  }

  static func closes(_ text: Substring, marker: Character, length: Int) -> Bool {
    let bytes = text.utf8
    let indent = text.leadingSpaceCount
    guard indent <= 3, let markerByte = marker.asciiValue else { return false }
    let body = bytes.dropFirst(indent)
    let run = body.prefix { $0 == markerByte }.count
    return run >= length && body.dropFirst(run).allSatisfy(\.isASCIISpace)
  }
}

extension Array where Element == MarkdownDocument.Element {
  /// El texto Markdown original de estos elementos, sin líneas en blanco a los lados.
  var markdown: String {
    var lines = ArraySlice(flatMap(\.lines))
    while lines.first?.text.isBlank == true { lines.removeFirst() }
    while lines.last?.text.isBlank == true { lines.removeLast() }
    return [MarkdownDocument.Line](lines).sourceText
  }
}

extension Array where Element == MarkdownDocument.Line {
  /// El texto original que va de la primera línea a la última (las líneas son trozos
  /// consecutivos del mismo archivo), sin copiar línea a línea.
  var sourceText: String {
    guard let first, let last else { return "" }
    let base = first.text.base
    guard last.text.endIndex >= first.text.startIndex else { return "" }
    return String(base[first.text.startIndex..<last.text.endIndex])
  }
}
