/// Lee el subconjunto de Mermaid que usa el curso y lo convierte en un `Flowchart`.
///
/// Admite: una primera línea `flowchart TD` o `flowchart LR` (también `graph`, y `TB` como
/// `TD`); nodos `ID[texto]` (y las formas `ID(texto)`, `ID{texto}`); aristas `A --> B`,
/// `A -->|etiqueta| B` y `A -.-> B`, encadenadas si se quiere (`A --> B --> C`); y líneas
/// `style`, `classDef`, `class`, `linkStyle` y comentarios `%%`, que se ignoran.
///
/// ```swift
/// do {
///   let chart = try FlowchartParser.parse("flowchart LR\nA[Uno] --> B[Dos]")
/// } catch {
///   print(error)  // "línea 2, columna 9: se esperaba un nodo …"
/// }
/// ```
public enum FlowchartParser {
  /// Interpreta `text`; el primer error se lanza con su línea y su columna (desde 1, contando
  /// desde la primera línea de `text`) y sin archivo.
  public static func parse(_ text: String) throws(FlowchartError) -> Flowchart {
    var builder = Builder()
    var direction: Flowchart.Direction?
    var lineNumber = 0
    let rawLines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for rawLine in rawLines {
      lineNumber += 1
      var cursor = Cursor(rawLine, line: lineNumber)
      cursor.skipSpaces()
      if cursor.isAtEnd || cursor.hasPrefix("%%") { continue }
      guard direction != nil else {
        direction = try cursor.parseHeader()
        continue
      }
      if cursor.startsWithIgnoredKeyword() { continue }
      try cursor.parseStatement(into: &builder)
    }
    guard let direction else { throw FlowchartError(line: max(1, lineNumber), .empty) }
    guard !builder.nodes.isEmpty else { throw FlowchartError(line: lineNumber, .empty) }
    return Flowchart(
      direction: direction, nodes: builder.nodes.map(\.node), edges: builder.edges)
  }
}

/// Nodos y aristas que se van reuniendo línea a línea.
private struct Builder {
  struct Entry {
    var node: Flowchart.Node
    var hasExplicitLabel: Bool
  }
  var nodes: [Entry] = []
  var indexByID: [String: Int] = [:]
  var edges: [Flowchart.Edge] = []

  mutating func declare(
    id: String, label: String?, line: Int, column: Int
  ) throws(FlowchartError) {
    guard let index = indexByID[id] else {
      indexByID[id] = nodes.count
      let node = Flowchart.Node(id: id, label: label ?? id, line: line)
      nodes.append(Entry(node: node, hasExplicitLabel: label != nil))
      return
    }
    guard let label else { return }
    let entry = nodes[index]
    if entry.hasExplicitLabel {
      guard entry.node.label != label else { return }
      throw FlowchartError(
        line: line, column: column,
        .conflictingLabel(node: id, previous: entry.node.label, line: entry.node.line))
    }
    nodes[index].node.label = label
    nodes[index].hasExplicitLabel = true
  }
}

/// Recorre una línea escalar a escalar (las columnas cuentan escalares Unicode, que para
/// texto escrito a mano coinciden con los caracteres).
private struct Cursor {
  let source: Substring
  let characters: [Unicode.Scalar]
  /// Dónde empieza cada escalar en `source` (y el final).
  let offsets: [String.Index]
  let line: Int
  var position = 0

  init(_ source: Substring, line: Int) {
    self.source = source
    self.line = line
    var characters: [Unicode.Scalar] = []
    var offsets: [String.Index] = []
    let scalars = source.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      characters.append(scalars[index])
      offsets.append(index)
      index = scalars.index(after: index)
    }
    offsets.append(scalars.endIndex)
    self.characters = characters
    self.offsets = offsets
  }

  var isAtEnd: Bool { position >= characters.count }
  var column: Int { position + 1 }

  func hasPrefix(_ text: String) -> Bool {
    var index = position
    for scalar in text.unicodeScalars {
      guard index < characters.count, characters[index] == scalar else { return false }
      index += 1
    }
    return true
  }

  /// El texto de `range`.
  func text(_ range: Range<Int>) -> String {
    String(source.unicodeScalars[offsets[range.lowerBound]..<offsets[range.upperBound]])
  }

  mutating func skipSpaces() {
    while !isAtEnd, characters[position].properties.isWhitespace { position += 1 }
  }

  func failure(_ problem: FlowchartError.Problem, at column: Int? = nil) -> FlowchartError {
    FlowchartError(line: line, column: column ?? self.column, problem)
  }

  /// La palabra que empieza aquí (hasta el siguiente espacio), para los mensajes.
  func nextWord() -> String {
    var end = position
    while end < characters.count, !characters[end].properties.isWhitespace { end += 1 }
    return text(position..<min(end, position + 24))
  }

  func startsWithIgnoredKeyword() -> Bool {
    let word = nextWord()
    return ["style", "classDef", "class", "linkStyle"].contains(word)
  }

  mutating func parseHeader() throws(FlowchartError) -> Flowchart.Direction {
    let start = column
    let keyword = nextWord()
    guard keyword == "flowchart" || keyword == "graph" else {
      let rest = text(position..<characters.count).trimmingFlowchartSpaces()
      throw failure(.missingHeader(found: rest), at: start)
    }
    position += keyword.count
    skipSpaces()
    if isAtEnd { return .topDown }
    let directionColumn = column
    let word = nextWord()
    position += word.count
    skipSpaces()
    guard isAtEnd else { throw failure(.unknownDirection(nextWord())) }
    switch word {
    case "TD", "TB": return .topDown
    case "LR": return .leftRight
    default: throw failure(.unknownDirection(word), at: directionColumn)
    }
  }

  /// `nodo (flecha nodo)*`, con un `;` final opcional.
  mutating func parseStatement(into builder: inout Builder) throws(FlowchartError) {
    var previous = try parseNode(into: &builder)
    while true {
      skipSpaces()
      if isAtEnd || characters[position] == ";" { break }
      let arrow = try parseArrow()
      skipSpaces()
      let next = try parseNode(into: &builder)
      builder.edges.append(
        Flowchart.Edge(
          from: previous, to: next, label: arrow.label, isDotted: arrow.isDotted, line: line))
      previous = next
    }
    if !isAtEnd { position += 1 }
    skipSpaces()
    guard isAtEnd else { throw failure(.expectedArrow(found: nextWord())) }
  }

  mutating func parseNode(into builder: inout Builder) throws(FlowchartError) -> String {
    let start = column
    var end = position
    while end < characters.count, characters[end].isIdentifierCharacter { end += 1 }
    guard end > position else {
      throw failure(.expectedNode(found: isAtEnd ? "" : nextWord()))
    }
    let id = text(position..<end)
    position = end
    let label = try parseShape(of: id)
    try builder.declare(id: id, label: label, line: line, column: start)
    return id
  }

  /// `[texto]`, `(texto)`, `{texto}` y sus formas dobles (`((texto))`, `{{texto}}`…).
  mutating func parseShape(of id: String) throws(FlowchartError) -> String? {
    let openers: [Unicode.Scalar: Unicode.Scalar] = ["[": "]", "(": ")", "{": "}"]
    guard !isAtEnd, let firstClose = openers[characters[position]] else { return nil }
    let openColumn = column
    var closing = [firstClose]
    position += 1
    if !isAtEnd, let secondClose = openers[characters[position]] {
      closing.insert(secondClose, at: 0)
      position += 1
    }
    var end = position
    while end + closing.count <= characters.count {
      if Array(characters[end..<(end + closing.count)]) == closing { break }
      end += 1
    }
    guard end + closing.count <= characters.count else {
      throw failure(
        .unclosedLabel(closing: closing.map(String.init).joined()), at: openColumn)
    }
    var label = text(position..<end).trimmingFlowchartSpaces()
    if label.count >= 2, label.first == "\"", label.last == "\"" {
      label = String(label.dropFirst().dropLast()).trimmingFlowchartSpaces()
    }
    position = end + closing.count
    guard !label.isEmpty else { throw failure(.emptyLabel(id), at: openColumn) }
    return label
  }

  /// `-->`, `--->`, `==>`, `-.->` y una etiqueta `|texto|` opcional.
  mutating func parseArrow() throws(FlowchartError) -> (label: String?, isDotted: Bool) {
    var isDotted = false
    if hasPrefix("-->") || hasPrefix("==>") || hasPrefix("--->") {
      let body = characters[position]
      while !isAtEnd, characters[position] == body { position += 1 }
    } else if hasPrefix("-.") {
      position += 1
      while !isAtEnd, characters[position] == "." { position += 1 }
      guard hasPrefix("->") else { throw failure(.expectedArrow(found: nextWord())) }
      position += 1
      isDotted = true
    } else {
      throw failure(.expectedArrow(found: nextWord()))
    }
    guard !isAtEnd, characters[position] == ">" else {
      throw failure(.expectedArrow(found: nextWord()))
    }
    position += 1
    skipSpaces()
    guard !isAtEnd, characters[position] == "|" else { return (nil, isDotted) }
    let openColumn = column
    position += 1
    guard let close = characters[position...].firstIndex(of: "|") else {
      throw failure(.unclosedEdgeLabel, at: openColumn)
    }
    let label = text(position..<close).trimmingFlowchartSpaces()
    position = close + 1
    return (label.isEmpty ? nil : label, isDotted)
  }
}

extension Unicode.Scalar {
  fileprivate var isIdentifierCharacter: Bool {
    if isASCII {
      return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value)
        || (0x61...0x7A).contains(value) || self == "_"
    }
    return properties.isAlphabetic || properties.numericType != nil
  }
}

extension StringProtocol {
  /// Sin espacios, tabuladores ni retornos al principio ni al final.
  fileprivate func trimmingFlowchartSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
