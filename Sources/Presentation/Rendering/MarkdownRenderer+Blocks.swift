import Flowchart
import Support

extension MarkdownRenderer {
  /// Las líneas de `blocks` a `style.width`, con una línea en blanco entre bloques.
  func blockLines(
    _ blocks: [MarkdownBlock], style: TerminalStyle, counter: inout HeadingCounter,
    tight: Bool = false
  ) -> [StyledLine] {
    var result: [StyledLine] = []
    for (index, block) in blocks.enumerated() {
      let blockLines = lines(for: block, style: style, counter: &counter)
      if index > 0, !tight || !isParagraph(blocks[index - 1]) || !isList(block) {
        result.append(StyledLine())
      }
      result += blockLines
    }
    return result
  }

  private func isParagraph(_ block: MarkdownBlock) -> Bool {
    if case .paragraph = block { return true }
    return false
  }

  private func isList(_ block: MarkdownBlock) -> Bool {
    if case .list = block { return true }
    return false
  }

  private func lines(
    for block: MarkdownBlock, style: TerminalStyle, counter: inout HeadingCounter
  ) -> [StyledLine] {
    let inline = InlineRenderer(usesColor: style.usesColor)
    switch block {
    case .heading(let level, let content):
      return headingLines(level: level, content: content, style: style, counter: &counter)
    case .paragraph(let content):
      return TextWrapping.wrap(inline.runs(content), width: style.width)
    case .list(let kind, let tight, let items):
      return listLines(kind: kind, tight: tight, items: items, style: style, counter: &counter)
    case .quote(let blocks):
      // Tan anidada que dentro no quedaría sitio: sin canal, al ancho de fuera.
      guard style.width - 2 >= Self.narrowestNestedWidth else {
        return blockLines(blocks, style: style, counter: &counter)
      }
      let gutter = StyledLine(style.usesUnicode ? "│ " : "| ", TextStyle(color: .gray))
      let inner = blockLines(blocks, style: style.withWidth(style.width - 2), counter: &counter)
      return TextWrapping.prefix(inner, first: gutter, rest: gutter)
    case .code(let info, let text):
      return codeLines(info: info, text: text, style: style)
    case .table(let table):
      return TableRenderer(style: style).render(table)
    case .thematicBreak:
      let rule = String(repeating: style.usesUnicode ? "─" : "-", count: style.width)
      return [StyledLine(rule, TextStyle(color: .gray))]
    case .html(let html):
      // Cada línea del HTML ajustada al ancho, como texto (no se interpreta).
      return html.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
        TextWrapping.wrap([StyledRun(String($0), TextStyle(color: .gray))], width: style.width)
      }
    }
  }

  func headingLines(
    level: Int, content: [MarkdownInline], style: TerminalStyle, counter: inout HeadingCounter
  ) -> [StyledLine] {
    let headingStyle = TextStyle(
      bold: true, underline: level == 1, color: level <= 2 ? .magenta : nil)
    var runs = InlineRenderer(usesColor: style.usesColor).runs(content, base: headingStyle)
    if let number = counter.next(level: level) {
      runs.insert(StyledRun(number + " ", headingStyle), at: 0)
    }
    var lines = TextWrapping.wrap(runs, width: style.width)
    let rule: String? =
      switch level {
      case 1: style.usesUnicode ? "═" : "="
      case 2: style.usesUnicode ? "─" : "-"
      default: nil
      }
    if let rule {
      let length = lines.map(\.width).max() ?? 0
      lines.append(StyledLine(String(repeating: rule, count: length), TextStyle(color: .gray)))
    }
    return lines
  }

  private func listLines(
    kind: MarkdownBlock.ListKind, tight: Bool, items: [[MarkdownBlock]], style: TerminalStyle,
    counter: inout HeadingCounter
  ) -> [StyledLine] {
    let markers: [String] =
      switch kind {
      case .bullet:
        Array(repeating: style.usesUnicode ? "•" : "-", count: items.count)
      case .ordered(let start):
        items.indices.map { "\(start + $0)." }
      }
    let markerWidth = markers.map { DisplayWidth.of($0) }.max() ?? 1
    let indent = markerWidth + 1
    // Tan anidada (o con números tan largos) que dentro no quedaría sitio: cada viñeta en
    // su línea y el elemento debajo, sin sangría.
    let nests = style.width - indent >= Self.narrowestNestedWidth
    var lines: [StyledLine] = []
    for (index, item) in items.enumerated() {
      if index > 0, !tight { lines.append(StyledLine()) }
      let padding = String(repeating: " ", count: markerWidth - DisplayWidth.of(markers[index]))
      let first = StyledLine(padding + markers[index] + " ", TextStyle(color: .gray))
      guard nests else {
        lines.append(first)
        lines += blockLines(item, style: style, counter: &counter, tight: tight)
        continue
      }
      let rest = StyledLine(String(repeating: " ", count: indent))
      var body = blockLines(
        item, style: style.withWidth(style.width - indent), counter: &counter, tight: tight)
      if body.isEmpty { body = [StyledLine()] }
      lines += TextWrapping.prefix(body, first: first, rest: rest)
    }
    return lines
  }

  /// El ancho más estrecho al que se dibuja lo que va dentro de una cita o de una lista; si
  /// no llega, se deja de sangrar.
  static let narrowestNestedWidth = 12

  private func codeLines(info: String, text: String, style: TerminalStyle) -> [StyledLine] {
    let words = info.split(separator: " ")
    if words.first == "mermaid", let chart = try? FlowchartParser.parse(text) {
      return FlowchartRenderer(style: style).styledLines(chart, highlighting: [])
    }
    return CodeBlockRenderer(style: style).render(info: info, text: text)
  }
}
