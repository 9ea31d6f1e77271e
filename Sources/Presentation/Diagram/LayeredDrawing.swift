import Flowchart

/// Dibuja un diagrama por capas, de arriba abajo: reparte, ordena y coloca los vértices,
/// traza cada canal entre capas y lo pinta todo en un `DiagramCanvas`.
struct LayeredDrawing {
  var style: TerminalStyle
  var highlight: PathHighlight

  private var labelStyle: TextStyle { TextStyle(color: .cyan) }

  func lines(_ chart: Flowchart) -> [StyledLine] {
    var graph = LayeredGraph(chart)
    guard !graph.vertices.isEmpty else { return [] }
    LayerOrdering.apply(to: &graph)
    let boxes = NodeBoxes(graph: graph, labels: chart.nodes.map(\.label), width: style.width)
    let lefts = HorizontalPlacement.leftEdges(
      graph: graph, widths: boxes.widths, totalWidth: style.width)
    let frames = graph.vertices.indices.map { vertex in
      VertexFrame(
        left: lefts[vertex], width: boxes.widths[vertex],
        isWaypoint: graph.vertices[vertex].isWaypoint)
    }
    let width = max(style.width, frames.map { $0.left + $0.width }.max() ?? 0)
    let highlightedEdges = Set(
      graph.edges.indices.filter { highlight.edges.contains(graph.edges[$0].index) })

    var channels: [ChannelPlan] = []
    var nextBusID = 0
    for layer in graph.layers.indices.dropLast() {
      let plan = ChannelPlan(
        layer: layer, graph: graph, frames: frames, highlighted: highlightedEdges,
        width: width, firstBusID: nextBusID)
      nextBusID += plan.buses.count
      channels.append(plan)
    }

    let bandHeights = graph.layers.map { layer in
      layer.map { boxes.lines[$0].isEmpty ? 1 : boxes.lines[$0].count + 2 }.max() ?? 1
    }
    var bandTops: [Int] = []
    var row = 0
    for (layer, height) in bandHeights.enumerated() {
      bandTops.append(row)
      row += height + (layer < channels.count ? channels[layer].height : 0)
    }
    var canvas = DiagramCanvas(width: width, height: row)
    var stubs = Array(repeating: [Int](), count: graph.vertices.count)
    var entries = Array(repeating: [Int](), count: graph.vertices.count)

    for (layer, plan) in channels.enumerated() {
      let top = bandTops[layer] + bandHeights[layer]
      let arrowRow = top + plan.height - 1
      for bus in plan.buses {
        let isWaypoint = frames[bus.upper].isWaypoint
        let stubFrom = isWaypoint ? bandTops[layer] : bandTops[layer] + boxHeight(bus.upper, boxes)
        let heavyStub = bus.segments.contains { highlightedEdges.contains(graph.segments[$0].edge) }
        if !isWaypoint, !bus.pointsUp { stubs[bus.upper].append(bus.stub) }
        let trackRow = bus.track.map { top + plan.stubRows + $0 } ?? arrowRow
        canvas.verticalLine(
          column: bus.stub, fromRow: stubFrom, toRow: trackRow, up: true,
          down: bus.track == nil, owner: bus.id, heavy: heavyStub, dotted: bus.isDotted)
        for (segmentIndex, drop) in zip(bus.segments, bus.drops) {
          let segment = graph.segments[segmentIndex]
          let heavy = highlightedEdges.contains(segment.edge)
          if drop != bus.stub {
            let step = drop > bus.stub ? 1 : -1
            var column = bus.stub
            while column != drop {
              canvas.line(
                row: trackRow, column: column, arms: step > 0 ? .right : .left, owner: bus.id,
                heavy: heavy, dotted: bus.isDotted)
              column += step
              canvas.line(
                row: trackRow, column: column, arms: step > 0 ? .left : .right, owner: bus.id,
                heavy: heavy, dotted: bus.isDotted)
            }
          }
          canvas.verticalLine(
            column: drop, fromRow: trackRow, toRow: arrowRow, up: bus.track == nil, down: true,
            owner: bus.id, heavy: heavy, dotted: bus.isDotted)
          let edge = graph.edges[segment.edge]
          if segment.isLast, edge.isReversed {
            entries[segment.lower].append(drop)
          }
        }
      }
      drawArrows(plan, graph: graph, highlighted: highlightedEdges, top: top, into: &canvas)
      let dropTop = top + plan.stubRows + plan.trackCount
      for label in plan.stubLabels { put(label, row: top + label.row, into: &canvas) }
      for label in plan.dropLabels { put(label, row: dropTop + label.row, into: &canvas) }
    }

    for (layer, vertices) in graph.layers.enumerated() {
      for vertex in vertices {
        guard case .node(let node) = graph.vertices[vertex].kind, !frames[vertex].isWaypoint
        else { continue }
        drawBox(
          lines: boxes.lines[vertex], frame: frames[vertex], top: bandTops[layer],
          border: highlight.border(of: node), stubs: stubs[vertex], entries: entries[vertex],
          into: &canvas)
      }
    }
    return canvas.lines(unicode: style.usesUnicode, highlightStyle: FlowchartRenderer.visitedStyle)
  }

  private func boxHeight(_ vertex: Int, _ boxes: NodeBoxes) -> Int {
    boxes.lines[vertex].count + 2
  }

  private func drawArrows(
    _ plan: ChannelPlan, graph: LayeredGraph, highlighted: Set<Int>, top: Int,
    into canvas: inout DiagramCanvas
  ) {
    let arrowRow = top + plan.height - 1
    for bus in plan.buses {
      let isHighlighted = bus.segments.contains { highlighted.contains(graph.segments[$0].edge) }
      let arrowStyle = isHighlighted ? FlowchartRenderer.visitedStyle : TextStyle.none
      if bus.pointsUp {
        let row = stubStartRow(bus, plan: plan, top: top, canvas: canvas)
        canvas.put(style.usesUnicode ? "▲" : "^", row: row, column: bus.stub, style: arrowStyle)
      }
      for (segmentIndex, drop) in zip(bus.segments, bus.drops) {
        let segment = graph.segments[segmentIndex]
        guard segment.isLast, !graph.edges[segment.edge].isReversed else { continue }
        let style = highlighted.contains(segment.edge) ? FlowchartRenderer.visitedStyle : .none
        canvas.put(self.style.usesUnicode ? "▼" : "v", row: arrowRow, column: drop, style: style)
      }
    }
  }

  /// La primera fila de la salida de un haz que sube: justo debajo de su caja.
  private func stubStartRow(_ bus: Bus, plan: ChannelPlan, top: Int, canvas: DiagramCanvas)
    -> Int
  {
    var row = top
    while row > 0, canvas.cells[row - 1][bus.stub].owner == bus.id { row -= 1 }
    return row
  }

  private func put(_ label: PlacedLabel, row: Int, into canvas: inout DiagramCanvas) {
    let labelStyle = label.isHighlighted ? FlowchartRenderer.visitedStyle : self.labelStyle
    canvas.put(label.text, row: row, column: label.column, style: labelStyle)
  }

  private func drawBox(
    lines: [String], frame: VertexFrame, top: Int, border: BoxBorder, stubs: [Int],
    entries: [Int], into canvas: inout DiagramCanvas
  ) {
    let parts = border.parts(unicode: style.usesUnicode)
    let boxStyle = border.style
    let inner = frame.width - 2
    var topLine = Array(repeating: parts.horizontal, count: inner)
    var bottomLine = topLine
    for column in entries where (1...inner).contains(column - frame.left) {
      topLine[column - frame.left - 1] = parts.entry
    }
    for column in stubs where (1...inner).contains(column - frame.left) {
      bottomLine[column - frame.left - 1] = parts.stub
    }
    canvas.put(
      parts.topLeft + topLine.joined() + parts.topRight, row: top, column: frame.left,
      style: boxStyle)
    for (index, text) in lines.enumerated() {
      let room = inner - DisplayWidth.of(text)
      let before = room / 2
      canvas.put(parts.vertical, row: top + 1 + index, column: frame.left, style: boxStyle)
      canvas.put(
        String(repeating: " ", count: before) + text + String(repeating: " ", count: room - before),
        row: top + 1 + index, column: frame.left + 1,
        style: border == .normal ? .none : TextStyle(bold: true))
      canvas.put(
        parts.vertical, row: top + 1 + index, column: frame.left + frame.width - 1, style: boxStyle)
    }
    canvas.put(
      parts.bottomLeft + bottomLine.joined() + parts.bottomRight, row: top + lines.count + 1,
      column: frame.left, style: boxStyle)
  }
}
