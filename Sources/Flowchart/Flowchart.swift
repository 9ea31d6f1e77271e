/// Un diagrama de flujo: nodos con texto y aristas dirigidas, quizá con etiqueta.
///
/// Se obtiene de texto Mermaid con `FlowchartParser.parse(_:)`:
///
/// ```swift
/// let chart = try FlowchartParser.parse("""
///   flowchart TD
///   Q[Hay ancestro comun] -->|si| S[Estado en el padre]
///   """)
/// chart.outgoing(from: "Q").map(\.label)  // ["si"]
/// ```
public struct Flowchart: Sendable, Hashable {
  /// Sentido del dibujo; no cambia el grafo.
  public enum Direction: String, Sendable, Hashable {
    /// De arriba abajo (`TD` o `TB`).
    case topDown = "TD"
    /// De izquierda a derecha (`LR`).
    case leftRight = "LR"
  }

  /// Un nodo: su id en el texto Mermaid y su texto visible.
  public struct Node: Sendable, Hashable {
    /// El id (`Q1`); solo sirve para nombrarlo dentro del texto.
    public var id: String
    /// El texto del nodo; si se escribió sin corchetes, es el propio id.
    public var label: String
    /// La línea (en el texto Mermaid, desde 1) donde aparece por primera vez.
    public var line: Int

    /// Crea un nodo.
    public init(id: String, label: String, line: Int) {
      self.id = id
      self.label = label
      self.line = line
    }
  }

  /// Una arista de `from` a `to`.
  public struct Edge: Sendable, Hashable {
    /// Id del nodo de origen.
    public var from: String
    /// Id del nodo de destino.
    public var to: String
    /// La etiqueta (`-->|si|`), o `nil` si no tiene.
    public var label: String?
    /// Si se dibujó punteada (`-.->`).
    public var isDotted: Bool
    /// La línea (en el texto Mermaid, desde 1).
    public var line: Int

    /// Crea una arista.
    public init(from: String, to: String, label: String?, isDotted: Bool = false, line: Int) {
      self.from = from
      self.to = to
      self.label = label
      self.isDotted = isDotted
      self.line = line
    }
  }

  /// Sentido del dibujo.
  public var direction: Direction
  /// Los nodos, en el orden en que aparecen.
  public var nodes: [Node]
  /// Las aristas, en el orden en que aparecen.
  public var edges: [Edge]

  /// Crea un diagrama.
  public init(direction: Direction, nodes: [Node], edges: [Edge]) {
    self.direction = direction
    self.nodes = nodes
    self.edges = edges
  }

  /// El nodo con ese id.
  public func node(_ id: String) -> Node? {
    nodes.first { $0.id == id }
  }

  /// El texto del nodo con ese id (o el propio id si no existe).
  public func label(of id: String) -> String {
    node(id)?.label ?? id
  }

  /// Las aristas que salen de `id`, en orden.
  public func outgoing(from id: String) -> [Edge] {
    edges.filter { $0.from == id }
  }

  /// Las aristas que llegan a `id`, en orden.
  public func incoming(to id: String) -> [Edge] {
    edges.filter { $0.to == id }
  }

  /// Si de `id` no sale ninguna arista.
  public func isLeaf(_ id: String) -> Bool {
    !edges.contains { $0.from == id }
  }

  /// Los nodos a los que no llega ninguna arista, en orden.
  public var roots: [Node] {
    nodes.filter { node in !edges.contains { $0.to == node.id } }
  }
}

extension Flowchart {
  /// Desde `node`, sigue las aristas mientras haya una sola salida y no se llegue a
  /// `stop`; devuelve el nodo en el que se para. Así se saltan los nodos que no preguntan.
  public func advancingThroughSingleExits(from node: String, stoppingAt stop: String? = nil)
    -> String
  {
    var current = node
    var visited: Set<String> = [node]
    while current != stop {
      let exits = outgoing(from: current)
      guard exits.count == 1, visited.insert(exits[0].to).inserted else { break }
      current = exits[0].to
    }
    return current
  }
}
