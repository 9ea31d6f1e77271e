import Flowchart
import Testing

@Suite struct FlowchartParserTests {
  static let decision = """
    flowchart TD
    Q1[Dos features necesitan el mismo dato] --> Q2[Hay ancestro comun cercano]
    Q2 -->|si| S1[Estado en el padre y scope]
    Q2 -->|no| Q3[Es dato o es evento]
    style S1 fill:#a6e3a1,color:#11111b
    """

  @Test func parsesNodesEdgesAndLabels() throws {
    let chart = try FlowchartParser.parse(Self.decision)
    #expect(chart.direction == .topDown)
    #expect(chart.nodes.map(\.id) == ["Q1", "Q2", "S1", "Q3"])
    #expect(chart.nodes.map(\.line) == [2, 2, 3, 4])
    #expect(chart.label(of: "Q2") == "Hay ancestro comun cercano")
    #expect(chart.edges.map(\.label) == [nil, "si", "no"])
    #expect(chart.outgoing(from: "Q2").map(\.to) == ["S1", "Q3"])
    #expect(chart.roots.map(\.id) == ["Q1"])
    #expect(chart.isLeaf("S1") && !chart.isLeaf("Q2"))
  }

  @Test func acceptsDottedChainedAndShapedForms() throws {
    let chart = try FlowchartParser.parse(
      """
      %% un comentario
      graph LR
      C -.->|no envia accion| RA[Reducer de Ajustes]
      A(Inicio)-->B{Pregunta}-->C[("Caja")];
      classDef verde fill:#0f0
      """)
    #expect(chart.direction == .leftRight)
    #expect(chart.nodes.map(\.label) == ["Caja", "Reducer de Ajustes", "Inicio", "Pregunta"])
    #expect(chart.edges.map(\.isDotted) == [true, false, false])
    #expect(chart.edges.map { "\($0.from)>\($0.to)" } == ["C>RA", "A>B", "B>C"])
  }

  @Test func nodeWithoutLabelUsesItsIDUntilLabelled() throws {
    let chart = try FlowchartParser.parse("flowchart TD\nA --> B\nB[Segundo]")
    #expect(chart.nodes.map(\.label) == ["A", "Segundo"])
  }

  @Test(arguments: [
    ("", "línea 1: el diagrama no tiene nodos ni aristas."),
    ("flowchart TD\n", "línea 2: el diagrama no tiene nodos ni aristas."),
    (
      "A --> B",
      "línea 1, columna 1: un diagrama empieza con «flowchart TD» o «flowchart LR», no con «A --> B»."
    ),
    (
      "flowchart BT\nA --> B",
      "línea 1, columna 11: dirección desconocida «BT»: usa TD (de arriba abajo) o LR (de izquierda a derecha)."
    ),
    ("flowchart TD\nA[Uno --> B", "línea 2, columna 2: falta «]» para cerrar el texto del nodo."),
    (
      "flowchart TD\nA -->|si B",
      "línea 2, columna 6: falta la segunda «|» que cierra la etiqueta de la arista."
    ),
    (
      "flowchart TD\nA --> ",
      "línea 2, columna 7: se esperaba un nodo (por ejemplo «A[texto]») y la línea se acaba."
    ),
    (
      "flowchart TD\nA --> [Dos]",
      "línea 2, columna 7: se esperaba un nodo (por ejemplo «A[texto]») y hay «[Dos]»."
    ),
    (
      "flowchart TD\nA -> B",
      "línea 2, columna 3: se esperaba una flecha («-->», «-->|etiqueta|» o «-.->») y hay «->»."
    ),
    (
      "flowchart TD\nA[Uno] B[Dos]",
      "línea 2, columna 8: se esperaba una flecha («-->», «-->|etiqueta|» o «-.->») y hay «B[Dos]»."
    ),
    ("flowchart TD\nA[ ] --> B", "línea 2, columna 2: el texto del nodo «A» está vacío."),
    (
      "flowchart TD\nA[Uno] --> B\nA[Otro] --> C",
      "línea 3, columna 1: el nodo «A» ya tiene el texto «Uno» (línea 2); usa otro id o el mismo texto."
    ),
  ])
  func brokenInputPointsAtLineAndColumn(text: String, message: String) {
    #expect(throws: FlowchartError.self) { try FlowchartParser.parse(text) }
    do {
      _ = try FlowchartParser.parse(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func repeatedLabelIsNotAConflict() throws {
    let chart = try FlowchartParser.parse("flowchart TD\nA[Uno] --> B\nA[Uno] --> C")
    #expect(chart.nodes.count == 3)
  }

  @Test func advancingSkipsNodesWithASingleExit() throws {
    let chart = try FlowchartParser.parse(Self.decision)
    #expect(chart.advancingThroughSingleExits(from: "Q1") == "Q2")
    #expect(chart.advancingThroughSingleExits(from: "Q1", stoppingAt: "Q1") == "Q1")
  }
}
