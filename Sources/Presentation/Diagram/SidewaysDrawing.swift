import Flowchart

/// Dibuja de izquierda a derecha un diagrama `LR`, si cabe en `style.width`.
///
/// Las capas van en columnas y las aristas salen por la derecha de su caja (`├`), corren por
/// el canal hasta su destino y entran por la izquierda con `──▶` (`-->` en ASCII). La
/// etiqueta va en la propia línea (`─ sí ─▶`); si todas las aristas que salen juntas dicen
/// lo mismo, una sola vez junto a la salida. Las punteadas se dibujan `┄ ┆`, y las que
/// cierran un ciclo llevan la punta `◀` junto a su origen.
///
/// Prueba anchos de caja y de etiqueta de mayor a menor (una etiqueta partida en varias
/// líneas ocupa las filas de encima o de debajo de su línea, si están libres) y se queda con
/// el primero que cabe; si ninguno cabe, `nil`.
///
/// ```
/// ┌─────┐         ┌─────┐   ┌──────┐
/// │ Uno ├─ dato ─▶│ Dos ├┄┄▶│ Tres │
/// └─────┘         └─────┘   └──────┘
/// ```
struct SidewaysDrawing {
  var style: TerminalStyle
  var highlight: PathHighlight

  private var labelStyle: TextStyle { TextStyle(color: .cyan) }

  /// Las líneas del dibujo, o `nil` si no cabe de izquierda a derecha.
  ///
  /// Empieza con cada caja a `NodeBoxes.maximumTextWidth` columnas de texto y cada etiqueta
  /// en una línea, y mientras no quepa estrecha lo más ancho (la columna de cajas o la zona
  /// de etiquetas de más columnas) hasta su palabra más larga. Si una etiqueta partida no
  /// encuentra sitio, vuelve a ponerlas todas en una línea y solo estrecha cajas.
  func lines(_ chart: Flowchart) -> [StyledLine]? {
    var graph = LayeredGraph(chart)
    guard !graph.vertices.isEmpty else { return [] }
    let labels = chart.nodes.map(\.label)
    // Lo mínimo: cada columna a su palabra más larga y una punta `──▶` por canal.
    var minimum = 3 * (graph.layers.count - 1)
    for layer in graph.layers {
      minimum +=
        4
        + (layer.compactMap { vertex -> Int? in
          guard case .node(let node) = graph.vertices[vertex].kind else { return nil }
          return NodeBoxes.longestWord(labels[node])
        }.max() ?? -3)
    }
    guard minimum <= style.width else { return nil }
    LayerOrdering.apply(to: &graph)

    var textWidths = Array(repeating: NodeBoxes.maximumTextWidth, count: graph.layers.count)
    var labelWidths = [Int?](repeating: nil, count: max(0, graph.layers.count - 1))
    var labelsMayWrap = true
    var tracks = TrackCache()
    var layout = SidewaysLayout(
      graph: graph, labels: labels, textWidths: textWidths, tracks: &tracks)
    while true {
      // Estrechar una etiqueta no mueve ninguna caja: solo se reparte de nuevo si cambian.
      if layout.textWidths != textWidths {
        layout = SidewaysLayout(
          graph: graph, labels: labels, textWidths: textWidths, tracks: &tracks)
      }
      layout.placeLabels(widths: labelWidths, highlighted: highlight.edges)
      if layout.width <= style.width {
        if let lines = draw(layout) { return lines }
        guard labelsMayWrap else { return nil }
        labelsMayWrap = false
        labelWidths = labelWidths.map { _ in nil }
        continue
      }
      guard
        narrow(
          layout, textWidths: &textWidths, labelWidths: &labelWidths,
          labelsMayWrap: labelsMayWrap)
      else { return nil }
    }
  }

  /// Estrecha lo más ancho de `layout` que aún se puede estrechar: una columna de cajas o
  /// la zona de etiquetas de un canal; `false` si no queda nada.
  private func narrow(
    _ layout: SidewaysLayout, textWidths: inout [Int], labelWidths: inout [Int?],
    labelsMayWrap: Bool
  ) -> Bool {
    var widest: (width: Int, layer: Int?, channel: Int?)?
    for (layer, vertices) in layout.graph.layers.enumerated() {
      let texts = vertices.map { layout.boxLines[$0] }
      let used = texts.joined().map { DisplayWidth.of($0) }.max() ?? 0
      let floor = texts.map { $0.joined(separator: " ") }.map(NodeBoxes.longestWord).max()
      guard let floor, used > floor, used + 4 > (widest?.width ?? 0) else { continue }
      widest = (used + 4, layer, nil)
    }
    if labelsMayWrap {
      for (index, channel) in layout.channels.enumerated() {
        let texts = layout.labels.filter { $0.channel == index }.map(\.lines)
        let used = texts.joined().map { DisplayWidth.of($0) }.max() ?? 0
        let floor = texts.map { $0.joined(separator: " ") }.map(NodeBoxes.longestWord).max()
        let zone = max(channel.sharedZone, channel.dropZone)
        guard let floor, used > floor, zone > (widest?.width ?? 0) else { continue }
        widest = (zone, nil, index)
      }
    }
    if let layer = widest?.layer {
      let used =
        layout.graph.layers[layer].map { layout.boxLines[$0] }.joined()
        .map { DisplayWidth.of($0) }.max() ?? 1
      textWidths[layer] = used - 1
      return true
    }
    if let channel = widest?.channel {
      let used =
        layout.labels.filter { $0.channel == channel }.flatMap(\.lines)
        .map { DisplayWidth.of($0) }.max() ?? 1
      labelWidths[channel] = used - 1
      return true
    }
    return false
  }

  /// El dibujo de `layout`, o `nil` si una etiqueta partida no encuentra sitio.
  private func draw(_ layout: SidewaysLayout) -> [StyledLine]? {
    let graph = layout.graph
    let extra = layout.labels.map { $0.lines.count - 1 }.max() ?? 0
    var canvas = DiagramCanvas(width: layout.width, height: layout.height + extra)
    var joints = Array(repeating: [Int](), count: graph.vertices.count)
    var entries = Array(repeating: [Int](), count: graph.vertices.count)
    let highlighted = Set(
      graph.edges.indices.filter { highlight.edges.contains(graph.edges[$0].index) })

    for (layer, channel) in layout.channels.enumerated() {
      for bus in channel.buses {
        let source = bus.upper
        let isWaypoint = graph.vertices[source].isWaypoint
        let start =
          isWaypoint
          ? layout.columnLefts[layer] : layout.columnLefts[layer] + layout.widths[source]
        let heavyStub = bus.segments.contains { highlighted.contains(graph.segments[$0].edge) }
        let trackColumn = bus.track.map(channel.trackColumn) ?? channel.arrowColumn
        var stubEnd = trackColumn
        if bus.track == nil { stubEnd = channel.arrowColumn - 1 }
        if !isWaypoint, !bus.pointsUp { joints[source].append(bus.stub) }
        horizontal(
          &canvas, row: bus.stub, from: start, to: stubEnd, owner: bus.id, heavy: heavyStub,
          dotted: bus.isDotted, openLeft: true, openRight: bus.track == nil)
        if bus.pointsUp {
          canvas.put(
            style.usesUnicode ? "◀" : "<", row: bus.stub, column: start,
            style: heavyStub ? FlowchartRenderer.visitedStyle : .none)
        }
        if bus.track != nil {
          // El carril entero, y en grueso solo el tramo hasta cada llegada del camino.
          let rows = bus.drops + [bus.stub]
          canvas.verticalLine(
            column: trackColumn, fromRow: rows.min() ?? bus.stub, toRow: rows.max() ?? bus.stub,
            up: false, down: false, owner: bus.id, heavy: false, dotted: bus.isDotted)
          for (segment, drop) in zip(bus.segments, bus.drops)
          where highlighted.contains(graph.segments[segment].edge) {
            canvas.verticalLine(
              column: trackColumn, fromRow: min(drop, bus.stub), toRow: max(drop, bus.stub),
              up: false, down: false, owner: bus.id, heavy: true, dotted: bus.isDotted)
          }
        }
        for (segmentIndex, drop) in zip(bus.segments, bus.drops) {
          let segment = graph.segments[segmentIndex]
          let edge = graph.edges[segment.edge]
          let heavy = highlighted.contains(segment.edge)
          let pointed = segment.isLast && !edge.isReversed
          if bus.track != nil {
            horizontal(
              &canvas, row: drop, from: trackColumn, to: channel.arrowColumn - 1, owner: bus.id,
              heavy: heavy, dotted: bus.isDotted, openLeft: false, openRight: true)
          }
          if pointed {
            canvas.put(
              style.usesUnicode ? "▶" : ">", row: drop, column: channel.arrowColumn,
              style: heavy ? FlowchartRenderer.visitedStyle : .none)
          } else {
            canvas.line(
              row: drop, column: channel.arrowColumn, arms: .horizontal, owner: bus.id,
              heavy: heavy, dotted: bus.isDotted)
            if segment.isLast { entries[segment.lower].append(drop) }
          }
        }
      }
    }

    for (layer, vertices) in graph.layers.enumerated() {
      for vertex in vertices {
        let left = layout.columnLefts[layer]
        // Un punto de paso ya lo cruza la línea de su haz.
        guard case .node(let node) = graph.vertices[vertex].kind else { continue }
        drawBox(
          layout, vertex: vertex, left: left, border: highlight.border(of: node),
          joints: joints[vertex], entries: entries[vertex], into: &canvas)
      }
    }

    for label in layout.labels {
      guard place(label, layout: layout, into: &canvas) else { return nil }
    }
    var lines = canvas.lines(
      unicode: style.usesUnicode, highlightStyle: FlowchartRenderer.visitedStyle)
    while let last = lines.last, last.plainText.allSatisfy({ $0 == " " }) { lines.removeLast() }
    return lines
  }

  /// Una línea horizontal de `from` a `to` en `row`; `openLeft` y `openRight` dicen si sigue
  /// por fuera de sus extremos.
  private func horizontal(
    _ canvas: inout DiagramCanvas, row: Int, from: Int, to: Int, owner: Int, heavy: Bool,
    dotted: Bool, openLeft: Bool, openRight: Bool
  ) {
    guard from <= to else { return }
    for column in from...to {
      var arms: LineArms = []
      if column > from || openLeft { arms.insert(.left) }
      if column < to || openRight { arms.insert(.right) }
      canvas.line(row: row, column: column, arms: arms, owner: owner, heavy: heavy, dotted: dotted)
    }
  }

  /// Escribe `label` en su zona: una línea sola, sobre la línea de la arista; partida, con la
  /// última sobre la línea y las demás encima (o la primera sobre la línea y las demás
  /// debajo) si esas celdas están libres.
  private func place(
    _ label: SidewaysLayout.Label, layout: SidewaysLayout, into canvas: inout DiagramCanvas
  ) -> Bool {
    let channel = layout.channels[label.channel]
    let column = (label.isShared ? channel.start + 1 : channel.dropStart) + 1
    let textStyle = label.isHighlighted ? FlowchartRenderer.visitedStyle : labelStyle
    let count = label.lines.count
    let above = Array((label.row - count + 1)..<label.row)
    let below = Array((label.row + 1)..<(label.row + count))
    let (inline, others, rows) =
      fits(label.lines.dropLast(), rows: above, column: column, in: canvas)
      ? (label.lines[count - 1], Array(label.lines.dropLast()), above)
      : (label.lines[0], Array(label.lines.dropFirst()), below)
    guard fits(others, rows: rows, column: column, in: canvas) else { return false }
    canvas.put(" \(inline) ", row: label.row, column: column - 1, style: textStyle)
    for (row, text) in zip(rows, others) {
      canvas.put(text, row: row, column: column, style: textStyle)
    }
    return true
  }

  /// Si las celdas de `texts` (una por fila de `rows`, desde `column`, con un espacio a cada
  /// lado) están vacías.
  private func fits(
    _ texts: some Collection<String>, rows: [Int], column: Int, in canvas: DiagramCanvas
  ) -> Bool {
    for (row, text) in zip(rows, texts) {
      guard canvas.cells.indices.contains(row) else { return false }
      let span = (column - 1)...(column + DisplayWidth.of(text))
      guard span.lowerBound >= 0, span.upperBound < canvas.width,
        span.allSatisfy({ canvas.cells[row][$0].arms.isEmpty && canvas.cells[row][$0].text == " " })
      else { return false }
    }
    return true
  }

  private func drawBox(
    _ layout: SidewaysLayout, vertex: Int, left: Int, border: BoxBorder, joints: [Int],
    entries: [Int], into canvas: inout DiagramCanvas
  ) {
    let parts = border.parts(unicode: style.usesUnicode)
    let boxStyle = border.style
    let top = layout.tops[vertex]
    let width = layout.widths[vertex]
    let height = layout.heights[vertex]
    let lines = layout.boxLines[vertex]
    let fill = String(repeating: parts.horizontal, count: width - 2)
    canvas.put(parts.topLeft + fill + parts.topRight, row: top, column: left, style: boxStyle)
    canvas.put(
      parts.bottomLeft + fill + parts.bottomRight, row: top + height - 1, column: left,
      style: boxStyle)
    let offset = (height - 2 - lines.count) / 2
    for row in (top + 1)..<(top + height - 1) {
      let index = row - top - 1 - offset
      let text = lines.indices.contains(index) ? lines[index] : ""
      let room = width - 4 - DisplayWidth.of(text)
      let before = room / 2
      canvas.put(
        entries.contains(row) ? parts.sideEntry : parts.vertical, row: row, column: left,
        style: boxStyle)
      canvas.put(
        " " + String(repeating: " ", count: before) + text
          + String(repeating: " ", count: room - before) + " ",
        row: row, column: left + 1, style: border == .normal ? .none : TextStyle(bold: true))
      canvas.put(
        joints.contains(row) ? parts.sideStub : parts.vertical, row: row,
        column: left + width - 1, style: boxStyle)
    }
  }
}
