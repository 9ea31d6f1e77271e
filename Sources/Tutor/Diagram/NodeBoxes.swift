/// El texto de cada nodo partido en líneas y el ancho de su caja.
///
/// Cada capa reparte el ancho disponible entre sus cajas: cada una recibe primero el ancho
/// de su palabra más larga (para no partir palabras) y el resto se reparte a partes
/// iguales, pasando lo que sobra de las cajas cortas a las largas. Dentro de su ancho, el
/// texto se parte en el menor número de líneas y, con ese número, en líneas lo más parejas
/// posible.
struct NodeBoxes {
  /// Columnas de texto que puede tener como mucho una caja, aunque haya sitio.
  static let maximumTextWidth = 30
  /// Columnas entre dos vértices vecinos de una capa.
  static let gap = 2
  /// Borde y espacio a cada lado del texto.
  static let padding = 4

  /// Las líneas de texto de cada vértice (vacías en los puntos de paso).
  var lines: [[String]]
  /// El ancho total de cada vértice (1 en los puntos de paso).
  var widths: [Int]

  init(graph: LayeredGraph, labels: [String], width: Int) {
    var lines = Array(repeating: [String](), count: graph.vertices.count)
    var widths = Array(repeating: 1, count: graph.vertices.count)
    for layer in graph.layers {
      let nodes = layer.compactMap { vertex -> (vertex: Int, label: String)? in
        guard case .node(let node) = graph.vertices[vertex].kind else { return nil }
        return (vertex, labels[node])
      }
      guard !nodes.isEmpty else { continue }
      let waypoints = layer.count - nodes.count
      let budget = width - (layer.count - 1) * Self.gap - waypoints - nodes.count * Self.padding
      let natural = nodes.map { min(Self.maximumTextWidth, DisplayWidth.of($0.label)) }
      let longestWords = nodes.map { node in
        min(
          Self.maximumTextWidth,
          node.label.split(separator: " ").map { DisplayWidth.of($0) }.max() ?? 1)
      }
      let total = max(budget, nodes.count * 4)
      var shares = longestWords
      if longestWords.reduce(0, +) <= total {
        let extra = WidthSharing.share(
          total - longestWords.reduce(0, +), among: zip(natural, longestWords).map { $0 - $1 })
        shares = zip(shares, extra).map { $0 + $1 }
      } else {
        shares = WidthSharing.share(total, among: natural)
      }
      for (index, node) in nodes.enumerated() {
        let text = Self.balancedWrap(node.label, width: max(1, shares[index]))
        lines[node.vertex] = text
        widths[node.vertex] = (text.map { DisplayWidth.of($0) }.max() ?? 0) + Self.padding
      }
    }
    self.lines = lines
    self.widths = widths
  }

  /// `text` partido a `width` columnas en el menor número de líneas, y con ese número, en
  /// líneas lo más cortas posible.
  static func balancedWrap(_ text: String, width: Int) -> [String] {
    func wrap(_ width: Int) -> [String] {
      TextWrapping.wrap([StyledRun(text)], width: width).map(\.plainText)
    }
    let greedy = wrap(width)
    guard greedy.count > 1 else { return greedy }
    var low = 1
    var high = width
    while low < high {
      let middle = (low + high) / 2
      if wrap(middle).count <= greedy.count { high = middle } else { low = middle + 1 }
    }
    return wrap(low)
  }
}
