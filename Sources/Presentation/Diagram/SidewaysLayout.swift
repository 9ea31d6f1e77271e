import Support

/// Dónde va cada cosa en un dibujo de izquierda a derecha (`SidewaysDrawing`), para un ancho
/// de texto de caja y uno de etiqueta dados.
///
/// Las capas del `LayeredGraph` son columnas y el orden de cada capa va de arriba abajo. Las
/// cajas se alinean a la izquierda de su columna; su alto da sitio a sus líneas de texto y a
/// una fila por cada arista que entra o cada haz que sale. Entre dos columnas, un canal:
///
/// ```
///  salida   etiqueta común   carriles   etiqueta de llegada   punta
///    ─       entrega el         ┬          sí                  ─▶
/// ```
///
/// Los haces (`Bus`), sus filas de salida y de llegada y sus carriles se reparten con las
/// mismas reglas que de arriba abajo (`ChannelPlan`, `TrackAssignment`), con filas en vez de
/// columnas.
struct SidewaysLayout {
  /// Un canal entre la columna `layer` y la siguiente.
  struct Channel {
    var buses: [Bus]
    /// Primera columna del canal (justo después de la columna de la capa).
    var start = 0
    /// Ancho de la zona de las etiquetas comunes y de la de las llegadas (con un espacio a
    /// cada lado).
    var sharedZone = 0
    var dropZone = 0
    var trackCount: Int
    /// La primera columna de los carriles: tras la salida y la zona común (y un tramo de
    /// línea, si la hay).
    private var tracksStart: Int { start + 1 + sharedZone + (sharedZone > 0 ? 1 : 0) }
    /// La columna de cada carril.
    func trackColumn(_ track: Int) -> Int { tracksStart + 2 * track }
    /// La primera columna de la zona de las llegadas.
    var dropStart: Int { tracksStart + (trackCount > 0 ? 2 * trackCount : 0) }
    /// La columna de las puntas de flecha.
    var arrowColumn: Int { dropStart + dropZone + 1 }
    var width: Int { arrowColumn + 1 - start }
  }

  /// Una etiqueta partida en líneas, en su fila de línea.
  struct Label {
    var lines: [String]
    /// La fila de la línea en la que va.
    var row: Int
    /// El canal y si va en la zona común (si no, en la de llegadas).
    var channel: Int
    var isShared: Bool
    var isHighlighted: Bool
  }

  let graph: LayeredGraph
  /// El ancho de texto de las cajas de cada capa con el que se repartió.
  let textWidths: [Int]
  /// El texto de cada vértice (vacío en los puntos de paso).
  var boxLines: [[String]]
  /// Ancho y alto de cada vértice (1 y 1 en los puntos de paso).
  var widths: [Int]
  var heights: [Int]
  /// La fila de arriba de cada vértice.
  var tops: [Int]
  /// La columna izquierda y el ancho de cada capa.
  var columnLefts: [Int] = []
  var columnWidths: [Int]
  var channels: [Channel]
  var labels: [Label] = []
  /// Ancho y alto del dibujo.
  var width = 0
  var height: Int

  /// Reparte `graph` con las cajas de cada capa a `textWidths[capa]` columnas de texto como
  /// mucho (o a su palabra más larga, si es más ancha).
  init(
    graph: LayeredGraph, labels nodeLabels: [String], textWidths: [Int],
    tracks: inout TrackCache
  ) {
    self.graph = graph
    self.textWidths = textWidths
    let count = graph.vertices.count
    var boxLines = Array(repeating: [String](), count: count)
    var widths = Array(repeating: 1, count: count)
    for (vertex, value) in graph.vertices.enumerated() {
      guard case .node(let node) = value.kind else { continue }
      let label = nodeLabels[node]
      let width = max(textWidths[value.layer], NodeBoxes.longestWord(label))
      boxLines[vertex] = NodeBoxes.balancedWrap(label, width: width)
      widths[vertex] = (boxLines[vertex].map { DisplayWidth.of($0) }.max() ?? 0) + 4
    }
    columnWidths = graph.layers.map { layer in layer.map { widths[$0] }.max() ?? 1 }

    var channels = graph.layers.indices.dropLast().map { layer in
      Channel(buses: ChannelPlan.buses(layer: layer, graph: graph, firstID: 0), trackCount: 0)
    }
    var nextID = 0
    for index in channels.indices {
      for bus in channels[index].buses.indices {
        channels[index].buses[bus].id = nextID
        nextID += 1
      }
    }
    var ports = Array(repeating: 0, count: count)
    var exits = Array(repeating: 0, count: count)
    for segment in graph.segments { ports[segment.lower] += 1 }
    for channel in channels {
      for bus in channel.buses { exits[bus.upper] += 1 }
    }
    var heights = Array(repeating: 1, count: count)
    for vertex in 0..<count where !graph.vertices[vertex].isWaypoint {
      heights[vertex] = max(boxLines[vertex].count, ports[vertex], exits[vertex], 1) + 2
    }
    let tops = HorizontalPlacement.leftEdges(
      graph: graph, widths: heights, totalWidth: 0, gap: 1)
    let frames = (0..<count).map {
      VertexFrame(left: tops[$0], width: heights[$0], isWaypoint: graph.vertices[$0].isWaypoint)
    }
    for index in channels.indices {
      ChannelPlan.assignStubs(&channels[index].buses, graph: graph, frames: frames)
      ChannelPlan.assignDrops(&channels[index].buses, graph: graph, frames: frames)
      tracks.assign(&channels[index].buses)
      channels[index].trackCount = (channels[index].buses.compactMap(\.track).max() ?? -1) + 1
      for bus in channels[index].buses.indices {
        let segments = channels[index].buses[bus].segments.map { graph.segments[$0] }
        let texts = Set(segments.map { graph.edges[$0.edge].label })
        if segments.count > 1, segments.allSatisfy(\.isLast), texts.count == 1,
          let text = texts.first, let text
        {
          channels[index].buses[bus].sharedLabel = text
        }
      }
    }
    self.boxLines = boxLines
    self.widths = widths
    self.heights = heights
    self.tops = tops
    self.channels = channels
    self.height = (0..<count).map { tops[$0] + heights[$0] }.max() ?? 0
  }

  /// Las etiquetas de cada canal partidas a `labelWidths[canal]` columnas (sin partir si es
  /// `nil`; nunca por dentro de una palabra), las zonas de cada canal, las columnas y el
  /// ancho total.
  mutating func placeLabels(widths labelWidths: [Int?], highlighted: Set<Int>) {
    labels = []
    for (index, channel) in channels.enumerated() {
      func wrap(_ text: String) -> [String] {
        guard let width = labelWidths[index] else { return [text] }
        return NodeBoxes.balancedWrap(text, width: max(width, NodeBoxes.longestWord(text)))
      }
      var shared = 0
      var drops = 0
      for bus in channel.buses {
        let isHighlighted = bus.segments.contains {
          highlighted.contains(graph.edges[graph.segments[$0].edge].index)
        }
        if let text = bus.sharedLabel {
          let lines = wrap(text)
          shared = max(shared, lines.map { DisplayWidth.of($0) }.max() ?? 0)
          labels.append(
            Label(
              lines: lines, row: bus.stub, channel: index, isShared: true,
              isHighlighted: isHighlighted))
          continue
        }
        for (segmentIndex, drop) in zip(bus.segments, bus.drops) {
          let segment = graph.segments[segmentIndex]
          let edge = graph.edges[segment.edge]
          guard segment.isLast, let text = edge.label else { continue }
          let lines = wrap(text)
          drops = max(drops, lines.map { DisplayWidth.of($0) }.max() ?? 0)
          labels.append(
            Label(
              lines: lines, row: drop, channel: index, isShared: false,
              isHighlighted: highlighted.contains(edge.index)))
        }
      }
      channels[index].sharedZone = shared > 0 ? shared + 2 : 0
      channels[index].dropZone = drops > 0 ? drops + 2 : 0
    }
    columnLefts = []
    var x = 0
    for layer in graph.layers.indices {
      columnLefts.append(x)
      x += columnWidths[layer]
      if layer < channels.count {
        channels[layer].start = x
        x += channels[layer].width
      }
    }
    width = x
  }
}

/// Los carriles ya repartidos de cada canal, por las filas de sus salidas y llegadas: al
/// estrechar una columna, los canales que no cambian no se vuelven a repartir.
struct TrackCache {
  private var known: [[[Int]]: [Int?]] = [:]

  mutating func assign(_ buses: inout [Bus]) {
    let key = buses.map { [$0.stub] + $0.drops }
    if let tracks = known[key] {
      for index in buses.indices { buses[index].track = tracks[index] }
      return
    }
    TrackAssignment.assign(&buses)
    known[key] = buses.map(\.track)
  }
}
