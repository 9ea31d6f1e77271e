/// Dónde está cada vértice en horizontal.
struct VertexFrame {
  var left: Int
  var width: Int
  var isWaypoint: Bool

  var center: Int { left + (width - 1) / 2 }
  /// Las columnas por las que puede entrar o salir una arista (sin las esquinas).
  var inner: ClosedRange<Int> {
    isWaypoint || width < 3 ? left...left : (left + 1)...(left + width - 2)
  }
}

/// Un haz: las aristas que salen juntas de un vértice por la misma columna, bajan hasta
/// una raya horizontal y desde ella caen a cada destino.
struct Bus {
  var id: Int
  var upper: Int
  var segments: [Int]
  var isDotted: Bool
  /// Si sus aristas suben (cierran un ciclo): la punta de flecha va arriba, en el origen.
  var pointsUp: Bool
  var stub = 0
  /// La columna por la que cae cada tramo (en el orden de `segments`).
  var drops: [Int] = []
  var track: Int?
  /// La etiqueta común de todas sus aristas, escrita una vez junto a la salida.
  var sharedLabel: String?

  var span: ClosedRange<Int> {
    let all = drops + [stub]
    return (all.min() ?? stub)...(all.max() ?? stub)
  }
  var isStraight: Bool { drops.allSatisfy { $0 == stub } }
}

/// Una etiqueta ya colocada: fila (relativa a su zona), columna y texto.
struct PlacedLabel {
  var row: Int
  var column: Int
  var text: String
  var isHighlighted: Bool
}

/// El trazado del canal entre una capa y la siguiente: haces, columnas de salida y de
/// llegada, rayas horizontales (cada una en su carril) y etiquetas.
///
/// Filas del canal, de arriba abajo: las de las etiquetas comunes (o una para la punta de
/// una flecha que sube o para que se vea el punteado), un carril por raya horizontal, las de las etiquetas de cada
/// llegada y la de las puntas de flecha.
struct ChannelPlan {
  var buses: [Bus]
  var stubRows: Int
  var trackCount: Int
  var labelRows: Int
  var stubLabels: [PlacedLabel]
  var dropLabels: [PlacedLabel]

  var height: Int { stubRows + trackCount + labelRows + 1 }

  init(
    layer: Int, graph: LayeredGraph, frames: [VertexFrame], highlighted: Set<Int>,
    width: Int, firstBusID: Int
  ) {
    var buses = Self.buses(layer: layer, graph: graph, firstID: firstBusID)
    Self.assignStubs(&buses, graph: graph, frames: frames)
    Self.assignDrops(&buses, graph: graph, frames: frames)
    TrackAssignment.assign(&buses)
    for index in buses.indices {
      let segments = buses[index].segments.map { graph.segments[$0] }
      let labels = Set(segments.map { graph.edges[$0.edge].label })
      if segments.count > 1, segments.allSatisfy(\.isLast), labels.count == 1,
        let label = labels.first, let label
      {
        buses[index].sharedLabel = label
      }
    }
    self.buses = buses
    self.trackCount = (buses.compactMap(\.track).max() ?? -1) + 1

    let stubRequests = buses.compactMap { bus -> LabelPlacement.Request? in
      guard let label = bus.sharedLabel else { return nil }
      let isHighlighted = bus.segments.contains { highlighted.contains(graph.segments[$0].edge) }
      return LabelPlacement.Request(anchor: bus.stub, text: label, isHighlighted: isHighlighted)
    }
    var dropRequests: [LabelPlacement.Request] = []
    for bus in buses where bus.sharedLabel == nil {
      for (segmentIndex, drop) in zip(bus.segments, bus.drops) {
        let segment = graph.segments[segmentIndex]
        guard segment.isLast, let label = graph.edges[segment.edge].label else { continue }
        dropRequests.append(
          LabelPlacement.Request(
            anchor: drop, text: label, isHighlighted: highlighted.contains(segment.edge)))
      }
    }
    let stubPlacement = LabelPlacement.place(
      stubRequests, obstacles: buses.map(\.stub), width: width)
    let dropPlacement = LabelPlacement.place(
      dropRequests, obstacles: buses.flatMap(\.drops), width: width)
    self.stubLabels = stubPlacement.labels
    self.dropLabels = dropPlacement.labels
    let needsStubRow = buses.contains { $0.pointsUp || $0.isDotted }
    self.stubRows = max(stubPlacement.rows, needsStubRow ? 1 : 0)
    self.labelRows = dropPlacement.rows
  }

  /// Los haces que salen de la capa: uno por vértice, estilo de línea y sentido.
  static func buses(layer: Int, graph: LayeredGraph, firstID: Int) -> [Bus] {
    var buses: [Bus] = []
    for vertex in graph.layers[layer] {
      for (segmentIndex, segment) in graph.segments.enumerated() where segment.upper == vertex {
        let edge = graph.edges[segment.edge]
        let pointsUp = edge.isReversed && segment.isFirst
        if let existing = buses.firstIndex(where: {
          $0.upper == vertex && $0.isDotted == edge.isDotted && $0.pointsUp == pointsUp
        }) {
          buses[existing].segments.append(segmentIndex)
        } else {
          buses.append(
            Bus(
              id: firstID + buses.count, upper: vertex, segments: [segmentIndex],
              isDotted: edge.isDotted, pointsUp: pointsUp))
        }
      }
    }
    return buses
  }

  /// La columna de salida de cada haz: el centro del vértice, o columnas repartidas si
  /// salen varios; una arista sola hacia un vértice con una sola llegada sale recta si las
  /// dos cajas se solapan.
  static func assignStubs(_ buses: inout [Bus], graph: LayeredGraph, frames: [VertexFrame]) {
    var incomingCount: [Int: Int] = [:]
    for bus in buses {
      for segment in bus.segments { incomingCount[graph.segments[segment].lower, default: 0] += 1 }
    }
    let byVertex = Dictionary(grouping: buses.indices, by: { buses[$0].upper })
    for (vertex, indices) in byVertex {
      let frame = frames[vertex]
      let meanTarget = { (bus: Bus) -> Double in
        let centers = bus.segments.map { Double(frames[graph.segments[$0].lower].center) }
        return centers.reduce(0, +) / Double(centers.count)
      }
      let ordered = indices.sorted { meanTarget(buses[$0]) < meanTarget(buses[$1]) }
      if ordered.count == 1, let only = ordered.first, buses[only].segments.count == 1 {
        let lower = graph.segments[buses[only].segments[0]].lower
        let target = frames[lower].inner
        if incomingCount[lower] == 1, frame.inner.overlaps(target) {
          let low = Swift.max(frame.inner.lowerBound, target.lowerBound)
          let high = Swift.min(frame.inner.upperBound, target.upperBound)
          buses[only].stub = (low...high).clamp(frame.center)
        } else {
          buses[only].stub = frame.center
        }
        continue
      }
      let positions = spread(count: ordered.count, around: frame.center, within: frame.inner)
      for (index, bus) in ordered.enumerated() { buses[bus].stub = positions[index] }
    }
  }

  /// La columna de llegada de cada tramo: recta bajo la salida si es la única arista del
  /// haz y la única llegada del destino, o si la salida cae cerca del centro; si no, el centro del destino, o columnas repartidas
  /// (ordenadas por la columna de salida) si llegan varias.
  static func assignDrops(_ buses: inout [Bus], graph: LayeredGraph, frames: [VertexFrame]) {
    var arrivals: [Int: [(bus: Int, slot: Int)]] = [:]
    for (busIndex, bus) in buses.enumerated() {
      buses[busIndex].drops = Array(repeating: 0, count: bus.segments.count)
      for (slot, segment) in bus.segments.enumerated() {
        arrivals[graph.segments[segment].lower, default: []].append((busIndex, slot))
      }
    }
    for (vertex, list) in arrivals {
      let frame = frames[vertex]
      if list.count == 1, let only = list.first {
        let bus = buses[only.bus]
        let underStub =
          frame.inner.contains(bus.stub) && abs(bus.stub - frame.center) <= max(2, frame.width / 4)
        buses[only.bus].drops[only.slot] =
          bus.segments.count == 1 || underStub ? frame.inner.clamp(bus.stub) : frame.center
        continue
      }
      let ordered = list.sorted {
        (buses[$0.bus].stub, buses[$0.bus].segments[$0.slot])
          < (buses[$1.bus].stub, buses[$1.bus].segments[$1.slot])
      }
      let positions = spread(count: ordered.count, around: frame.center, within: frame.inner)
      for (index, arrival) in ordered.enumerated() {
        buses[arrival.bus].drops[arrival.slot] = positions[index]
      }
    }
  }

  /// `count` columnas distintas alrededor de `center`, separadas por 2 si caben (si no, por 1).
  static func spread(count: Int, around center: Int, within range: ClosedRange<Int>) -> [Int] {
    guard count > 1 else { return [range.clamp(center)] }
    let spacing = range.count >= 2 * count - 1 ? 2 : 1
    let total = (count - 1) * spacing
    var start = center - total / 2
    start = max(range.lowerBound, min(start, range.upperBound - total))
    return (0..<count).map { start + $0 * spacing }
  }
}

extension ClosedRange where Bound == Int {
  /// `value` llevado dentro del intervalo.
  func clamp(_ value: Int) -> Int {
    Swift.min(upperBound, Swift.max(lowerBound, value))
  }
}
