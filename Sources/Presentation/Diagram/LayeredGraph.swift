import Flowchart

/// Un diagrama de flujo repartido en capas, listo para dibujarse de arriba abajo.
///
/// - Los ciclos se rompen con un recorrido en profundidad desde las raíces: una arista que
///   vuelve a un nodo del camino actual se invierte (se dibuja de abajo arriba).
/// - Cada nodo va en la capa del camino más largo que llega a él; un nodo sin entradas baja
///   hasta justo encima de su primer hijo.
/// - Una arista que salta varias capas pasa por vértices ficticios, uno por capa.
struct LayeredGraph {
  /// Un vértice: un nodo del diagrama o un punto de paso de una arista larga.
  struct Vertex {
    enum Kind: Equatable {
      case node(Int)
      case waypoint(edge: Int)
    }
    var kind: Kind
    var layer: Int

    var isWaypoint: Bool {
      if case .waypoint = kind { return true }
      return false
    }
  }

  /// Una arista del diagrama, ya orientada hacia abajo.
  struct Edge {
    /// El índice en `Flowchart.edges`.
    var index: Int
    /// El vértice de arriba y el de abajo.
    var upper: Int
    var lower: Int
    /// Si en el diagrama va de abajo arriba (cierra un ciclo).
    var isReversed: Bool
    var label: String?
    var isDotted: Bool
    /// Los tramos entre capas consecutivas, de arriba abajo.
    var segments: [Int] = []
  }

  /// Un tramo de arista entre una capa y la siguiente.
  struct Segment {
    var edge: Int
    var upper: Int
    var lower: Int
    /// Si es el primer tramo (sale del nodo de arriba) o el último (llega al de abajo).
    var isFirst: Bool
    var isLast: Bool
  }

  var vertices: [Vertex]
  var edges: [Edge]
  var segments: [Segment]
  /// Los vértices de cada capa, en orden de izquierda a derecha.
  var layers: [[Int]]
  /// Las aristas de un nodo a sí mismo (índices en `Flowchart.edges`), que no se dibujan.
  var selfLoops: [Int]

  init(_ chart: Flowchart) {
    let indexByID = Dictionary(
      chart.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    var selfLoops: [Int] = []
    var links: [(index: Int, from: Int, to: Int)] = []
    for (index, edge) in chart.edges.enumerated() {
      guard let from = indexByID[edge.from], let to = indexByID[edge.to] else { continue }
      if from == to { selfLoops.append(index) } else { links.append((index, from, to)) }
    }
    let reversed = Self.backEdges(nodeCount: chart.nodes.count, links: links)
    var edges = links.map { link in
      let isReversed = reversed.contains(link.index)
      let edge = chart.edges[link.index]
      return Edge(
        index: link.index, upper: isReversed ? link.to : link.from,
        lower: isReversed ? link.from : link.to, isReversed: isReversed, label: edge.label,
        isDotted: edge.isDotted)
    }
    let layerOf = Self.layers(nodeCount: chart.nodes.count, edges: edges)
    var vertices = layerOf.enumerated().map { Vertex(kind: .node($0), layer: $1) }
    var segments: [Segment] = []
    for position in edges.indices {
      var previous = edges[position].upper
      let target = edges[position].lower
      let firstLayer = layerOf[previous]
      let span = layerOf[target] - firstLayer
      for step in 1...span {
        let next: Int
        if step == span {
          next = target
        } else {
          next = vertices.count
          vertices.append(Vertex(kind: .waypoint(edge: position), layer: firstLayer + step))
        }
        edges[position].segments.append(segments.count)
        segments.append(
          Segment(
            edge: position, upper: previous, lower: next, isFirst: step == 1, isLast: step == span))
        previous = next
      }
    }
    let layerCount = (vertices.map(\.layer).max() ?? 0) + 1
    var layers = Array(repeating: [Int](), count: layerCount)
    for (index, vertex) in vertices.enumerated() { layers[vertex.layer].append(index) }
    self.vertices = vertices
    self.edges = edges
    self.segments = segments
    self.layers = layers
    self.selfLoops = selfLoops
  }

  /// Las aristas que cierran un ciclo en un recorrido en profundidad desde las raíces (y
  /// después desde los nodos que no se alcanzaron), siguiendo el orden del texto.
  private static func backEdges(nodeCount: Int, links: [(index: Int, from: Int, to: Int)])
    -> Set<Int>
  {
    var outgoing = Array(repeating: [(index: Int, to: Int)](), count: nodeCount)
    var hasIncoming = Array(repeating: false, count: nodeCount)
    for link in links {
      outgoing[link.from].append((link.index, link.to))
      hasIncoming[link.to] = true
    }
    enum Mark { case unvisited, active, done }
    var marks = Array(repeating: Mark.unvisited, count: nodeCount)
    var back: Set<Int> = []
    let starts = (0..<nodeCount).filter { !hasIncoming[$0] } + Array(0..<nodeCount)
    for start in starts where marks[start] == .unvisited {
      var stack: [(node: Int, next: Int)] = [(start, 0)]
      marks[start] = .active
      while let top = stack.last {
        let exits = outgoing[top.node]
        guard top.next < exits.count else {
          marks[top.node] = .done
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let exit = exits[top.next]
        switch marks[exit.to] {
        case .active: back.insert(exit.index)
        case .unvisited:
          marks[exit.to] = .active
          stack.append((exit.to, 0))
        case .done: break
        }
      }
    }
    return back
  }

  /// La capa de cada nodo: el camino más largo desde una raíz; las raíces, justo encima
  /// de su hijo más alto.
  private static func layers(nodeCount: Int, edges: [Edge]) -> [Int] {
    var incoming = Array(repeating: 0, count: nodeCount)
    var children = Array(repeating: [Int](), count: nodeCount)
    for edge in edges {
      incoming[edge.lower] += 1
      children[edge.upper].append(edge.lower)
    }
    var layer = Array(repeating: 0, count: nodeCount)
    var remaining = incoming
    var queue = (0..<nodeCount).filter { incoming[$0] == 0 }
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for child in children[node] {
        layer[child] = max(layer[child], layer[node] + 1)
        remaining[child] -= 1
        if remaining[child] == 0 { queue.append(child) }
      }
    }
    for node in 0..<nodeCount where incoming[node] == 0 && !children[node].isEmpty {
      layer[node] = max(layer[node], (children[node].map { layer[$0] }.min() ?? 1) - 1)
    }
    return layer
  }
}
