import Support

/// Dibuja de izquierda a derecha un diagrama `LR` que es una cadena (cada nodo con una
/// entrada y una salida como mucho, sin ciclos), si cabe en una línea de cajas:
///
/// ```
/// ┌─────┐         ┌─────┐   ┌──────┐
/// │ Uno ├─ dato ─▶│ Dos ├──▶│ Tres │
/// └─────┘         └─────┘   └──────┘
/// ```
struct ChainDrawing {
  var style: TerminalStyle
  var highlight: PathHighlight

  /// Las líneas del dibujo, o `nil` si el diagrama no es una cadena o no cabe.
  func lines(_ chart: Flowchart) -> [StyledLine]? {
    guard let order = chain(chart) else { return nil }
    let arrows = order.dropLast().indices.map { position -> (text: String, edge: Int) in
      let edge = chart.edges.firstIndex {
        $0.from == chart.nodes[order[position]].id && $0.to == chart.nodes[order[position + 1]].id
      }
      let label = edge.flatMap { chart.edges[$0].label }
      return (label.map { " \($0) " } ?? "", edge ?? -1)
    }
    let boxWidths = order.map { DisplayWidth.of(chart.nodes[$0].label) + 4 }
    let arrowWidths = arrows.map { DisplayWidth.of($0.text) + 3 }
    guard boxWidths.reduce(0, +) + arrowWidths.reduce(0, +) <= style.width else { return nil }

    var rows = [StyledLine(), StyledLine(), StyledLine()]
    for (position, node) in order.enumerated() {
      let border = highlight.border(of: node)
      let parts = border.parts(unicode: style.usesUnicode)
      let boxStyle: TextStyle =
        switch border {
        case .normal: .none
        case .visited: FlowchartRenderer.visitedStyle
        case .current: FlowchartRenderer.currentStyle
        }
      let label = chart.nodes[node].label
      let fill = String(repeating: parts.horizontal, count: DisplayWidth.of(label) + 2)
      let hasOut = position < arrows.count
      rows[0].append(parts.topLeft + fill + parts.topRight, boxStyle)
      rows[1].append(parts.vertical, boxStyle)
      rows[1].append(" \(label) ", border == .normal ? .none : TextStyle(bold: true))
      rows[1].append(hasOut ? joint(parts) : parts.vertical, boxStyle)
      rows[2].append(parts.bottomLeft + fill + parts.bottomRight, boxStyle)
      guard hasOut else { continue }
      let arrow = arrows[position]
      let isHighlighted = highlight.edges.contains(arrow.edge)
      let dotted = arrow.edge >= 0 && chart.edges[arrow.edge].isDotted
      let lineStyle = isHighlighted ? FlowchartRenderer.visitedStyle : TextStyle.none
      let piece = LineGlyphs.glyph(
        arms: .horizontal, heavy: isHighlighted ? .horizontal : [], dotted: dotted,
        unicode: style.usesUnicode)
      let gap = String(repeating: " ", count: arrowWidths[position])
      rows[0].append(gap)
      rows[2].append(gap)
      rows[1].append(piece, lineStyle)
      rows[1].append(arrow.text, isHighlighted ? lineStyle : TextStyle(color: .cyan))
      rows[1].append(piece + (style.usesUnicode ? "▶" : ">"), lineStyle)
    }
    return rows
  }

  /// El borde derecho de una caja por el que sale la flecha.
  private func joint(_ parts: BoxBorder.Parts) -> String {
    guard style.usesUnicode else { return parts.vertical }
    switch parts.vertical {
    case "┃": return "┣"
    case "║": return "╟"
    default: return "├"
    }
  }

  /// Los nodos en orden de la cadena, o `nil` si el diagrama no es una cadena.
  private func chain(_ chart: Flowchart) -> [Int]? {
    guard chart.edges.count == chart.nodes.count - 1 else { return nil }
    let indexByID = Dictionary(
      chart.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    var next: [Int: Int] = [:]
    var hasIncoming = Set<Int>()
    for edge in chart.edges {
      guard let from = indexByID[edge.from], let to = indexByID[edge.to], from != to,
        next[from] == nil, !hasIncoming.contains(to)
      else { return nil }
      next[from] = to
      hasIncoming.insert(to)
    }
    guard let start = chart.nodes.indices.first(where: { !hasIncoming.contains($0) }) else {
      return nil
    }
    var order = [start]
    while let following = next[order[order.count - 1]], order.count <= chart.nodes.count {
      order.append(following)
    }
    return order.count == chart.nodes.count ? order : nil
  }
}
