/// Reconoce tablas con barras (`| a | b |`, estilo GitHub) dentro de un párrafo de libcmark.
///
/// libcmark lee una tabla como un párrafo de varias líneas con barras en el texto. Aquí se
/// parte el párrafo por líneas; si una línea con barras va seguida de una fila de guiones
/// (`| --- | :---: |`) con las mismas columnas, desde ahí hay una tabla, que sigue mientras
/// las líneas tengan barras. Lo que queda antes y después sigue siendo párrafo.
enum PipeTableDetector {
  /// Los bloques en que se convierte un párrafo: él mismo, o párrafos y tablas.
  static func split(_ inlines: [MarkdownInline]) -> [MarkdownBlock] {
    let lines = splitLines(inlines)
    var blocks: [MarkdownBlock] = []
    var paragraph: [[MarkdownInline]] = []
    var index = 0

    func flushParagraph() {
      guard !paragraph.isEmpty else { return }
      blocks.append(.paragraph(Array(paragraph.joined(separator: [.softBreak]))))
      paragraph = []
    }

    while index < lines.count {
      if index + 1 < lines.count,
        let header = cells(of: lines[index].content),
        let alignments = delimiterRow(lines[index + 1].content),
        alignments.count == header.count
      {
        var rows: [[[MarkdownInline]]] = []
        index += 2
        while index < lines.count, let row = cells(of: lines[index].content) {
          rows.append(normalized(row, count: header.count))
          index += 1
        }
        flushParagraph()
        blocks.append(.table(MarkdownTable(header: header, alignments: alignments, rows: rows)))
        continue
      }
      paragraph.append(lines[index].content + (lines[index].hardBreak ? [.lineBreak] : []))
      index += 1
    }
    flushParagraph()
    if blocks.count == 1, case .paragraph = blocks[0] { return [.paragraph(inlines)] }
    return blocks
  }

  private struct Line {
    var content: [MarkdownInline]
    var hardBreak: Bool
  }

  private static func splitLines(_ inlines: [MarkdownInline]) -> [Line] {
    var lines: [Line] = []
    var current: [MarkdownInline] = []
    for inline in inlines {
      switch inline {
      case .softBreak, .lineBreak:
        lines.append(Line(content: current, hardBreak: inline == .lineBreak))
        current = []
      default:
        current.append(inline)
      }
    }
    lines.append(Line(content: current, hardBreak: false))
    return lines
  }

  /// Las celdas de una línea con alguna barra en el texto, o `nil` si no tiene ninguna.
  private static func cells(of line: [MarkdownInline]) -> [[MarkdownInline]]? {
    var cells: [[MarkdownInline]] = [[]]
    var sawPipe = false
    for inline in line {
      guard case .text(let text) = inline, text.contains("|") else {
        cells[cells.count - 1].append(inline)
        continue
      }
      sawPipe = true
      let pieces = text.split(separator: "|", omittingEmptySubsequences: false)
      for (offset, piece) in pieces.enumerated() {
        if offset > 0 { cells.append([]) }
        if !piece.isEmpty { cells[cells.count - 1].append(.text(String(piece))) }
      }
    }
    guard sawPipe else { return nil }
    cells = cells.map(trimmed)
    if let first = cells.first, first.isEmpty, startsWithPipe(line) { cells.removeFirst() }
    if let last = cells.last, last.isEmpty, endsWithPipe(line) { cells.removeLast() }
    return cells
  }

  private static func startsWithPipe(_ line: [MarkdownInline]) -> Bool {
    guard case .text(let text) = line.first else { return false }
    return text.drop { $0 == " " }.first == "|"
  }

  private static func endsWithPipe(_ line: [MarkdownInline]) -> Bool {
    guard case .text(let text) = line.last else { return false }
    return text.reversed().drop { $0 == " " }.first == "|"
  }

  /// La alineación de cada columna si la línea es una fila de guiones (`| --- | :-: |`).
  private static func delimiterRow(_ line: [MarkdownInline]) -> [MarkdownTable.Alignment]? {
    guard let cells = cells(of: line), !cells.isEmpty else { return nil }
    var alignments: [MarkdownTable.Alignment] = []
    for cell in cells {
      guard cell.count == 1, case .text(let text) = cell[0] else { return nil }
      let left = text.hasPrefix(":")
      let right = text.hasSuffix(":")
      let dashes = text.dropFirst(left ? 1 : 0).dropLast(right && text.count > 1 ? 1 : 0)
      guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
      alignments.append(left && right ? .center : right ? .right : .left)
    }
    return alignments
  }

  /// Sin espacios al principio del primer texto ni al final del último.
  private static func trimmed(_ cell: [MarkdownInline]) -> [MarkdownInline] {
    var cell = cell
    if case .text(let text) = cell.first {
      let kept = String(text.drop { $0 == " " || $0 == "\t" })
      if kept.isEmpty { cell.removeFirst() } else { cell[0] = .text(kept) }
    }
    if case .text(let text) = cell.last {
      var kept = text
      while kept.last == " " || kept.last == "\t" { kept.removeLast() }
      if kept.isEmpty { cell.removeLast() } else { cell[cell.count - 1] = .text(kept) }
    }
    return cell
  }

  /// La fila con `count` celdas: las que faltan, vacías; las que sobran, fuera.
  private static func normalized(_ row: [[MarkdownInline]], count: Int) -> [[MarkdownInline]] {
    Array((row + Array(repeating: [], count: max(0, count - row.count))).prefix(count))
  }
}
