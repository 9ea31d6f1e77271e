import Flowchart
import Support
import Testing

@testable import Presentation

/// Diagramas inventados al azar (con semilla fija), la mitad `LR`: el dibujo no falla, no se
/// pasa del ancho, cada nodo aparece una vez y cada arista tiene su punta de flecha (las que
/// vuelven a un mismo nodo, una compartida).
@Suite struct DiagramRobustnessTests {
  /// Un generador congruencial lineal: los mismos números en cada ejecución.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static func randomChart(seed: UInt64) -> Flowchart {
    var random = Generator(state: seed)
    let count = 2 + random.next(9)
    let nodes = (0..<count).map {
      Flowchart.Node(id: "N\($0)", label: String(format: "n%02d", $0), line: 1)
    }
    let edgeCount = random.next(count * 2)
    var edges: [Flowchart.Edge] = []
    for _ in 0..<edgeCount {
      let from = random.next(count)
      var to = random.next(count)
      if to == from { to = (to + 1) % count }
      let label = random.next(3) == 0 ? "si" : nil
      edges.append(
        Flowchart.Edge(
          from: "N\(from)", to: "N\(to)", label: label, isDotted: random.next(5) == 0, line: 1))
    }
    return Flowchart(
      direction: random.next(2) == 0 ? .topDown : .leftRight, nodes: nodes, edges: edges)
  }

  @Test(arguments: 0..<60)
  func randomChartsDrawEveryNodeAndEveryArrow(seed: Int) {
    let chart = Self.randomChart(seed: UInt64(seed) + 1)
    for unicode in [true, false] {
      let style = TerminalStyle(usesColor: false, usesUnicode: unicode, width: 80)
      let lines = FlowchartRenderer(style: style).render(chart)
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "semilla \(seed)")
      let drawing = lines.filter { $0 != FlowchartRenderer.topDownNote }.joined(separator: "\n")
      for node in chart.nodes {
        let occurrences = drawing.components(separatedBy: node.label).count - 1
        #expect(occurrences == 1, "semilla \(seed): \(node.label)\n\(drawing)")
      }
      // Una punta por arista que va hacia delante; las que vuelven a un mismo nodo comparten
      // la suya (`▲` de arriba abajo, `◀` de izquierda a derecha).
      let graph = LayeredGraph(chart)
      let down = graph.edges.filter { !$0.isReversed }.count
      let up = Set(graph.edges.filter(\.isReversed).map { "\($0.upper) \($0.isDotted)" }).count
      let heads = unicode ? "▼▲▶◀" : "v^><"
      let arrows = drawing.filter { heads.contains($0) }.count
      #expect(arrows == down + up, "semilla \(seed)\n\(drawing)")
    }
  }

  /// A cualquier ancho, ninguna línea se pasa.
  @Test(arguments: [20, 34, 47, 60])
  func randomChartsNeverExceedTheWidth(width: Int) {
    for seed in 0..<60 {
      let chart = Self.randomChart(seed: UInt64(seed) + 1)
      for unicode in [true, false] {
        let style = TerminalStyle(usesColor: false, usesUnicode: unicode, width: width)
        let lines = FlowchartRenderer(style: style).render(chart)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "semilla \(seed), \(width)")
      }
    }
  }
}
