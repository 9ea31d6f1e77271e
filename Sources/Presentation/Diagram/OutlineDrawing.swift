import Flowchart

/// El diagrama como lista, para cuando el dibujo de cajas no cabe en el ancho: cada nodo
/// con sus salidas debajo, sangradas.
///
/// ```
/// [Hay ancestro comun cercano]
///   ─ si ─▶ [Estado en el padre y scope]
///   ─ no ─▶ [Es dato o es evento]
/// ```
struct OutlineDrawing {
  var style: TerminalStyle
  var highlight: PathHighlight

  func lines(_ chart: Flowchart) -> [StyledLine] {
    var lines: [StyledLine] = []
    let indexByID = Dictionary(
      chart.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    for (index, node) in chart.nodes.enumerated() {
      let nodeStyle = highlight.border(of: index).style
      lines += TextWrapping.wrap([StyledRun("[\(node.label)]", nodeStyle)], width: style.width)
      for (edgeIndex, edge) in chart.edges.enumerated() where edge.from == node.id {
        let isHighlighted = highlight.edges.contains(edgeIndex)
        let line = edge.isDotted ? (style.usesUnicode ? "┄" : ".") : (style.usesUnicode ? "─" : "-")
        let head = style.usesUnicode ? "▶" : ">"
        let arrow = edge.label.map { "\(line) \($0) \(line)\(head)" } ?? "\(line)\(line)\(head)"
        let target = indexByID[edge.to].map { highlight.border(of: $0).style } ?? .none
        let runs = [
          StyledRun(arrow, isHighlighted ? FlowchartRenderer.visitedStyle : .none),
          StyledRun(" [\(chart.label(of: edge.to))]", target),
        ]
        let indent = StyledLine("  ")
        let hanging = StyledLine("      ")
        lines += TextWrapping.prefix(
          TextWrapping.wrap(runs, width: style.width - 6), first: indent, rest: hanging)
      }
    }
    return lines
  }
}
