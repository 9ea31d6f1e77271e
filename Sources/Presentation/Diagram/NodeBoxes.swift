/// El texto de cada nodo partido en líneas y el ancho de su caja.
///
/// Cada capa reparte el ancho disponible entre sus cajas para que la más alta tenga el
/// menor número de líneas posible, sin partir palabras; lo que sobra va a las cajas que
/// con poco más se ahorran una línea. Si no se puede, cada caja recibe primero el ancho de
/// su palabra más larga y el resto se reparte a partes iguales. Dentro de su ancho, el
/// texto se parte en el menor número de líneas y, con ese número, en líneas lo más
/// parejas posible.
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
      var shares: [Int]
      if let even = Self.evenShares(nodes.map(\.label), budget: total) {
        shares = even
      } else if longestWords.reduce(0, +) <= total {
        let extra = WidthSharing.share(
          total - longestWords.reduce(0, +), among: zip(natural, longestWords).map { $0 - $1 })
        shares = zip(longestWords, extra).map { $0 + $1 }
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

  /// El ancho de cada texto para que todos quepan en el menor número de líneas posible
  /// (el mismo para toda la capa) sin partir palabras ni pasar de `budget` entre todos; `nil`
  /// si ni con diez líneas caben.
  static func evenShares(_ labels: [String], budget: Int) -> [Int]? {
    let words = labels.map { $0.split(separator: " ").map { DisplayWidth.of($0) } }
    for lineCount in 1...10 {
      var needed: [Int] = []
      for widths in words {
        let shortest = widths.max() ?? 1
        guard shortest <= maximumTextWidth,
          let width = (shortest...maximumTextWidth).first(where: {
            Self.lineCount(widths, width: $0) <= lineCount
          })
        else { break }
        needed.append(width)
      }
      if needed.count == labels.count, needed.reduce(0, +) <= budget {
        return widened(needed, words: words, leftover: budget - needed.reduce(0, +))
      }
    }
    return nil
  }

  /// `widths` con el sitio que sobra dado, de caja en caja, a la que menos columnas necesita
  /// para ahorrarse una línea.
  private static func widened(_ widths: [Int], words: [[Int]], leftover: Int) -> [Int] {
    var widths = widths
    var leftover = leftover
    while true {
      var best: (index: Int, width: Int)?
      for (index, current) in widths.enumerated() {
        let lines = lineCount(words[index], width: current)
        guard lines > 1, current < maximumTextWidth,
          let wider = ((current + 1)...maximumTextWidth).first(where: {
            lineCount(words[index], width: $0) < lines
          }),
          wider - current <= leftover
        else { continue }
        if wider - current < (best.map { $0.width - widths[$0.index] } ?? .max) {
          best = (index, wider)
        }
      }
      guard let best else { return widths }
      leftover -= best.width - widths[best.index]
      widths[best.index] = best.width
    }
  }

  /// Cuántas líneas ocupan palabras de estos anchos, separadas por un espacio, a `width`.
  static func lineCount(_ words: [Int], width: Int) -> Int {
    var lines = 1
    var used = 0
    for word in words {
      if used > 0, used + 1 + word > width {
        lines += 1
        used = word
      } else {
        used += (used > 0 ? 1 : 0) + word
      }
    }
    return lines
  }

  /// El ancho de la palabra más larga de `text` (1 si no tiene).
  static func longestWord(_ text: String) -> Int {
    text.split(separator: " ").map { DisplayWidth.of($0) }.max() ?? 1
  }

  /// `text` partido a `width` columnas en el menor número de líneas, y con ese número, en
  /// líneas lo más cortas posible sin partir una palabra que quepa en `width`.
  static func balancedWrap(_ text: String, width: Int) -> [String] {
    func wrap(_ width: Int) -> [String] {
      TextWrapping.wrap([StyledRun(text)], width: width).map(\.plainText)
    }
    let greedy = wrap(width)
    guard greedy.count > 1 else { return greedy }
    // Más estrecho que la palabra más larga, se partiría por dentro: no se prueba.
    var low = max(1, min(width, longestWord(text)))
    var high = width
    while low < high {
      let middle = (low + high) / 2
      if wrap(middle).count <= greedy.count { high = middle } else { low = middle + 1 }
    }
    return wrap(low)
  }
}
