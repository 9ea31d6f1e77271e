import Flowchart
import Support
import Testing

@testable import Presentation

@Suite struct DiagramFlowchartTests {
  static let unicode = TerminalStyle(usesColor: false, usesUnicode: true, width: 80)
  static let ascii = TerminalStyle(usesColor: false, usesUnicode: false, width: 80)
  static let color = TerminalStyle(usesColor: true, usesUnicode: true, width: 80)

  static let seeds: [(name: String, mermaid: String, unicode: String, ascii: String)] = [
    (
      "cuándo compartir", DiagramSeedCharts.whenToShare, DiagramGoldens.whenToShareUnicode,
      DiagramGoldens.whenToShareASCII
    ),
    (
      "shared", DiagramSeedCharts.sharedBox, DiagramGoldens.sharedBoxUnicode,
      DiagramGoldens.sharedBoxASCII
    ),
    (
      "withLock", DiagramSeedCharts.propagation, DiagramGoldens.propagationUnicode,
      DiagramGoldens.propagationASCII
    ),
    (
      "estado grande", DiagramSeedCharts.heavyData, DiagramGoldens.heavyDataUnicode,
      DiagramGoldens.heavyDataASCII
    ),
    (
      "appStorage", DiagramSeedCharts.appStorage, DiagramGoldens.appStorageUnicode,
      DiagramGoldens.appStorageASCII
    ),
  ]

  func chart(_ mermaid: String) throws -> Flowchart {
    try FlowchartParser.parse(mermaid)
  }

  func lines(_ golden: String) -> [String] {
    golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test(arguments: seeds.indices)
  func seedFlowchartsMatchTheirUnicodeDrawing(index: Int) throws {
    let seed = Self.seeds[index]
    let drawn = FlowchartRenderer(style: Self.unicode).render(try chart(seed.mermaid))
    #expect(drawn == lines(seed.unicode), "\(seed.name)")
  }

  @Test(arguments: seeds.indices)
  func seedFlowchartsMatchTheirASCIIDrawing(index: Int) throws {
    let seed = Self.seeds[index]
    let drawn = FlowchartRenderer(style: Self.ascii).render(try chart(seed.mermaid))
    #expect(drawn == lines(seed.ascii), "\(seed.name)")
  }

  @Test(arguments: seeds.indices)
  func seedFlowchartsFitIn80ColumnsAndShowEveryNodeAndLabel(index: Int) throws {
    let seed = Self.seeds[index]
    let flowchart = try chart(seed.mermaid)
    for style in [Self.unicode, Self.ascii] {
      let drawn = FlowchartRenderer(style: style).render(flowchart)
      #expect(drawn.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(seed.name)")
      let text = drawn.joined(separator: " ").split(separator: " ").joined(separator: " ")
      for node in flowchart.nodes {
        let words = node.label.split(separator: " ")
        #expect(words.allSatisfy { text.contains($0) }, "\(seed.name): \(node.label)")
      }
      for case let label? in flowchart.edges.map(\.label) {
        let words = label.split(separator: " ")
        #expect(words.allSatisfy { text.contains($0) }, "\(seed.name): \(label)")
      }
    }
  }

  @Test(arguments: seeds.indices)
  func asciiDrawingsUseOnlyASCII(index: Int) throws {
    let drawn = FlowchartRenderer(style: Self.ascii).render(try chart(Self.seeds[index].mermaid))
    #expect(drawn.joined().unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func theDecisionWalkIsHighlighted() throws {
    let flowchart = try chart(DiagramSeedCharts.whenToShare)
    let path = ["Q1", "Q2", "Q3", "Q4"]
    #expect(
      FlowchartRenderer(style: Self.unicode).render(flowchart, highlighting: path)
        == lines(DiagramGoldens.whenToShareWalkUnicode))
    #expect(
      FlowchartRenderer(style: Self.ascii).render(flowchart, highlighting: path)
        == lines(DiagramGoldens.whenToShareWalkASCII))
  }

  @Test func withColourTheWalkIsGreenAndTheCurrentNodeYellow() throws {
    let flowchart = try chart("flowchart TD\nA[Uno] -->|si| B[Dos]\nA -->|no| C[Tres]")
    let drawn = FlowchartRenderer(style: Self.color).render(flowchart, highlighting: ["A", "B"])
      .joined(separator: "\n")
    #expect(drawn.contains("\u{1B}[1;32m┏"))  // Uno, recorrido: verde y grueso
    #expect(drawn.contains("\u{1B}[1;33m╔"))  // Dos, el actual: amarillo y doble
    #expect(drawn.contains("\u{1B}[36mno"))  // la etiqueta que no se tomó, en cian
    #expect(drawn.contains("\u{1B}[1;32msi"))  // la que se tomó, en verde
    #expect(drawn.contains("┌"))  // Tres sigue normal
  }

  @Test func withoutColourThereAreNoEscapes() throws {
    let flowchart = try chart(DiagramSeedCharts.whenToShare)
    let drawn = FlowchartRenderer(style: Self.unicode).render(
      flowchart, highlighting: ["Q1", "Q2"])
    #expect(!drawn.joined().contains("\u{1B}"))
  }

  @Test func dottedEdgesLookDotted() throws {
    let flowchart = try chart("flowchart TD\nA[Uno] -.-> B[Dos]")
    #expect(
      FlowchartRenderer(style: Self.unicode).render(flowchart) == [
        "                                     ┌─────┐",
        "                                     │ Uno │",
        "                                     └──┬──┘",
        "                                        ┆",
        "                                        ▼",
        "                                     ┌─────┐",
        "                                     │ Dos │",
        "                                     └─────┘",
      ])
    let withLabel = try chart("flowchart TD\nA[Uno] -.->|nada| B[Dos]")
    let drawn = FlowchartRenderer(style: Self.unicode).render(withLabel)
    #expect(drawn[4] == "                                        ┆ nada")
    #expect(
      FlowchartRenderer(style: Self.ascii).render(withLabel)[4]
        == "                                        : nada")
  }

  @Test func aShortLeftToRightChainIsDrawnSideways() throws {
    let flowchart = try chart("flowchart LR\nA[Uno] -->|dato| B[Dos]\nB -.-> C[Tres]")
    #expect(
      FlowchartRenderer(style: Self.unicode).render(flowchart) == [
        "┌─────┐         ┌─────┐   ┌──────┐",
        "│ Uno ├─ dato ─▶│ Dos ├┄┄▶│ Tres │",
        "└─────┘         └─────┘   └──────┘",
      ])
    #expect(
      FlowchartRenderer(style: Self.ascii).render(flowchart, highlighting: ["A", "B"]) == [
        "#=====#         *=====*   +------+",
        "# Uno #= dato =>* Dos *..>| Tres |",
        "#=====#         *=====*   +------+",
      ])
  }

  @Test func aLeftToRightChainWrapsItsBoxesToStaySideways() throws {
    let flowchart = try chart(
      "flowchart LR\nA[Una accion del usuario] --> B[Un reducer que escribe] --> C[Una vista que redibuja]"
    )
    let drawn = FlowchartRenderer(style: Self.unicode.withWidth(60)).render(flowchart)
    #expect(
      drawn == [
        "┌─────────────┐   ┌─────────────┐   ┌──────────────┐",
        "│ Una accion  ├──▶│ Un reducer  ├──▶│  Una vista   │",
        "│ del usuario │   │ que escribe │   │ que redibuja │",
        "└─────────────┘   └─────────────┘   └──────────────┘",
      ])
  }

  @Test func anEdgeThatClosesACycleGoesUp() throws {
    let flowchart = try chart("flowchart TD\nA[Uno] --> B[Dos]\nB --> A")
    #expect(
      FlowchartRenderer(style: Self.unicode).render(flowchart) == [
        "                                     ┌─────┐",
        "                                     │ Uno │",
        "                                     └─┬───┘",
        "                                       │ ▲",
        "                                       ▼ │",
        "                                     ┌───┴─┐",
        "                                     │ Dos │",
        "                                     └─────┘",
      ])
  }

  @Test func aSelfLoopIsNamedBelowTheDrawing() throws {
    let flowchart = try chart("flowchart TD\nA[Uno] --> B[Dos]\nB -->|otra vez| B")
    let drawn = FlowchartRenderer(style: Self.unicode).render(flowchart)
    #expect(drawn.last == "↻ «Dos» vuelve a sí mismo (otra vez)")
  }

  @Test func longLabelsAreWrappedInsideTheirBoxes() throws {
    let flowchart = try chart(
      "flowchart TD\nA[Una pregunta muy larga que no cabe en una sola linea de caja]")
    #expect(
      FlowchartRenderer(style: Self.unicode).render(flowchart) == [
        "                       ┌────────────────────────────────┐",
        "                       │ Una pregunta muy larga que no  │",
        "                       │ cabe en una sola linea de caja │",
        "                       └────────────────────────────────┘",
      ])
  }

  @Test func aNarrowTerminalStillDrawsEveryNode() throws {
    let flowchart = try chart(DiagramSeedCharts.heavyData)
    let drawn = FlowchartRenderer(style: Self.unicode.withWidth(60)).render(flowchart)
    #expect(drawn.allSatisfy { DisplayWidth.of($0) <= 60 })
    #expect(drawn.joined().contains("Sacalo"))
  }

  @Test func aChartTooWideForTheTerminalBecomesAList() throws {
    let leaves = (1...8).map { "R -->|caso \($0)| H\($0)[Hoja numero \($0)]" }
    let flowchart = try chart((["flowchart TD", "R[Raiz]"] + leaves).joined(separator: "\n"))
    let drawn = FlowchartRenderer(style: Self.unicode.withWidth(40)).render(
      flowchart, highlighting: ["R", "H2"])
    #expect(
      Array(drawn.prefix(4)) == [
        "[Raiz]",
        "  ─ caso 1 ─▶ [Hoja numero 1]",
        "  ─ caso 2 ─▶ [Hoja numero 2]",
        "  ─ caso 3 ─▶ [Hoja numero 3]",
      ])
    #expect(drawn.count == 1 + 8 + 8)
    #expect(drawn.allSatisfy { DisplayWidth.of($0) <= 40 })
    let ascii = FlowchartRenderer(style: Self.ascii.withWidth(40)).render(flowchart)
    #expect(ascii[1] == "  - caso 1 -> [Hoja numero 1]")
  }
}
