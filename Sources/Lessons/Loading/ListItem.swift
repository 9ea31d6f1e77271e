/// Un elemento de lista de una subsección: `- texto`, con líneas sangradas que lo continúan
/// y líneas `  > …` que lo explican.
struct ListItem {
  var line: Int
  var text: String
  var explanation: String?

  /// Los elementos de `body`. Las líneas que no son de lista se anotan como
  /// `expectedListItem`, salvo las que acepte `extraLine` (que devuelve `true`).
  static func parse(
    _ body: [MarkdownDocument.Element], subsection: String, log: inout DiagnosticCollector,
    extraLine: (MarkdownDocument.Line) -> Bool = { _ in false }
  ) -> [ListItem] {
    var items: [ListItem] = []
    for element in body {
      guard case .line(let line) = element else {
        log.report(.expectedListItem(subsection: subsection), line: element.firstLine)
        continue
      }
      let text = line.text
      if text.isBlank { continue }
      if text.startsWith("- ") || text.startsWith("* ") {
        items.append(ListItem(line: line.number, text: String(text.dropFirst(2)).trimmingSpaces()))
        continue
      }
      let trimmed = text.trimmingSpaces()
      if !items.isEmpty, text.first?.isWhitespace == true || trimmed.startsWith(">") {
        if trimmed.startsWith(">") {
          let part = String(trimmed.dropFirst()).trimmingSpaces()
          let previous = items[items.count - 1].explanation
          items[items.count - 1].explanation = previous.map { $0 + "\n" + part } ?? part
        } else if items[items.count - 1].explanation != nil {
          items[items.count - 1].explanation? += " " + trimmed
        } else {
          items[items.count - 1].text += " " + trimmed
        }
        continue
      }
      if extraLine(line) { continue }
      log.report(.expectedListItem(subsection: subsection), line: line.number)
    }
    return items
  }
}
