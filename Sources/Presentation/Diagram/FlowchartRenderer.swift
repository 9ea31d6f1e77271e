import Flowchart

/// Dibuja un `Flowchart` con cajas y flechas: Unicode (`┌─┐`, `▼`) o ASCII (`+-+`, `v`),
/// a lo ancho que permita la terminal.
///
/// Los nodos se reparten en capas de arriba abajo; las aristas bajan desde el centro de
/// cada caja, se abren en una raya horizontal cuando van a varios destinos y entran por
/// arriba con una punta de flecha. Las etiquetas (`si`, `no`, `dato`) van junto a la línea
/// en la que caen; si todas las aristas de un haz dicen lo mismo, una sola vez junto a la
/// salida. Las aristas punteadas se dibujan `┆ ┄` (`: .` en ASCII) y las que cierran un
/// ciclo suben, con la punta `▲` arriba. Un diagrama `LR` se dibuja de izquierda a derecha
/// si cabe en el ancho (`SidewaysDrawing`, con cajas y etiquetas más estrechas si hace
/// falta); si no, de arriba abajo, con una línea que lo dice. Si ni así cabe, se escribe
/// como lista: cada nodo con sus salidas debajo.
///
/// En un recorrido, `highlighting` es el camino hecho: sus cajas y sus aristas van en
/// trazo grueso (`┏━┓`, `#` en ASCII) y, con color, en verde; la última caja, la actual,
/// en doble trazo (`╔═╗`, `*` en ASCII) y en amarillo.
///
/// ```swift
/// let chart = try FlowchartParser.parse(diagram.source)
/// let lines = FlowchartRenderer(style: style).render(chart, highlighting: ["Q1", "Q2"])
/// ```
public struct FlowchartRenderer: Sendable {
  /// Cómo se pinta; el dibujo no pasa de `style.width` columnas si puede evitarlo.
  public var style: TerminalStyle

  static let visitedStyle = TextStyle(bold: true, color: .green)
  static let currentStyle = TextStyle(bold: true, color: .yellow)

  /// Crea un renderizador para `style`.
  public init(style: TerminalStyle) {
    self.style = style
  }

  /// Las líneas del dibujo de `chart`.
  ///
  /// - Parameters:
  ///   - chart: el diagrama.
  ///   - path: ids de los nodos recorridos, en orden; el último es el actual.
  public func render(_ chart: Flowchart, highlighting path: [String] = []) -> [String] {
    styledLines(chart, highlighting: path).map { $0.rendered(color: style.usesColor) }
  }

  /// La nota que precede a un diagrama `LR` que se dibuja de arriba abajo porque no cabe.
  static let topDownNote = "No cabe de izquierda a derecha; va de arriba abajo."

  func styledLines(_ chart: Flowchart, highlighting path: [String]) -> [StyledLine] {
    let chart = Self.printable(chart)
    let highlight = PathHighlight(chart: chart, path: path)
    var notes: [StyledLine] = []
    for index in LayeredGraph(chart).selfLoops {
      let edge = chart.edges[index]
      let arrow = style.usesUnicode ? "↻" : "(o)"
      var note = "\(arrow) «\(chart.label(of: edge.from))» vuelve a sí mismo"
      if let label = edge.label { note += " (\(label))" }
      notes += TextWrapping.wrap([StyledRun(note)], width: style.width)
    }
    var lines: [StyledLine]
    if chart.direction == .leftRight,
      let sideways = SidewaysDrawing(style: style, highlight: highlight).lines(chart),
      Self.keepsWholeWords(sideways + notes, of: chart)
    {
      lines = sideways
    } else {
      lines = LayeredDrawing(style: style, highlight: highlight).lines(chart)
      // Si no cabe, o cabe a costa de partir palabras de las etiquetas, va como esquema.
      if lines.contains(where: { $0.width > style.width })
        || !Self.keepsWholeWords(lines + notes, of: chart)
      {
        return OutlineDrawing(style: style, highlight: highlight).lines(chart)
      }
      if chart.direction == .leftRight {
        let note = TextWrapping.wrap(
          [StyledRun(Self.topDownNote, TextStyle(color: .gray))], width: style.width)
        lines = note + lines
      }
    }
    return lines + notes
  }
}

extension FlowchartRenderer {
  /// Si cada palabra de cada etiqueta (de nodo o de flecha) sale entera en alguna línea
  /// del dibujo: una caja o un hueco estrechos la parten.
  static func keepsWholeWords(_ lines: [StyledLine], of chart: Flowchart) -> Bool {
    let text = lines.map(\.plainText)
    let labels = chart.nodes.map(\.label) + chart.edges.compactMap(\.label)
    return labels.allSatisfy { label in
      label.split(separator: " ").allSatisfy { word in text.contains { $0.contains(word) } }
    }
  }
}

extension FlowchartRenderer {
  /// `chart` con sus etiquetas sin caracteres de control (`PrintableText`): se miden con
  /// `DisplayWidth` y un tabulador o un `ESC` no ocupan lo que miden.
  static func printable(_ chart: Flowchart) -> Flowchart {
    var chart = chart
    for index in chart.nodes.indices {
      chart.nodes[index].label = PrintableText.of(chart.nodes[index].label)
    }
    for index in chart.edges.indices {
      chart.edges[index].label = chart.edges[index].label.map { PrintableText.of($0) }
    }
    return chart
  }
}

/// Qué nodos y qué aristas del diagrama forman el camino recorrido.
struct PathHighlight {
  /// Índices de los nodos recorridos antes del actual.
  var visited: Set<Int> = []
  /// El índice del nodo actual (el último del camino).
  var current: Int?
  /// Índices en `Flowchart.edges` de las aristas del camino.
  var edges: Set<Int> = []

  init(chart: Flowchart, path: [String]) {
    let indexByID = Dictionary(
      chart.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let indices = path.compactMap { indexByID[$0] }
    visited = Set(indices.dropLast())
    current = indices.last
    for (from, to) in zip(path, path.dropFirst()) {
      if let edge = chart.edges.firstIndex(where: { $0.from == from && $0.to == to }) {
        edges.insert(edge)
      }
    }
  }

  func border(of node: Int) -> BoxBorder {
    node == current ? .current : visited.contains(node) ? .visited : .normal
  }
}
