import Flowchart
import Foundation
import Support
import Testing

@testable import Presentation

/// Los diagramas `flowchart LR` se dibujan de izquierda a derecha cuando caben en el ancho; si
/// no, de arriba abajo con una línea que lo dice.
@Suite struct DiagramSidewaysTests {
  static let lessonFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Content/01-shared/leccion.md")

  /// El mapa de la lección 1 (` ```mermaid id=caja `), tal como está en `Content/`.
  static func lessonMap() throws -> Flowchart {
    let lesson = try String(contentsOf: lessonFile, encoding: .utf8)
    let start = try #require(lesson.range(of: "```mermaid id=caja\n"))
    let end = try #require(lesson.range(of: "```", range: start.upperBound..<lesson.endIndex))
    return try FlowchartParser.parse(String(lesson[start.upperBound..<end.lowerBound]))
  }

  static let branch = """
    flowchart LR
    A[Acción] --> R{¿Cambia el estado?}
    R -->|sí| V[Vista]
    R -->|no| N[Nada]
    V --> F[Fin]
    """

  static func render(_ chart: Flowchart, width: Int, unicode: Bool, path: [String] = [])
    -> [String]
  {
    let style = TerminalStyle(usesColor: false, usesUnicode: unicode, width: width)
    return FlowchartRenderer(style: style).render(chart, highlighting: path)
  }

  static func lines(_ golden: String) -> [String] {
    golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theLessonMapGoesSidewaysAt80Columns() throws {
    let map = try Self.lessonMap()
    #expect(map.direction == .leftRight)
    #expect(
      Self.render(map, width: 80, unicode: true)
        == Self.lines(DiagramSidewaysGoldens.lessonMapUnicode80))
    #expect(
      Self.render(map, width: 80, unicode: false)
        == Self.lines(DiagramSidewaysGoldens.lessonMapASCII80))
  }

  @Test func theLessonMapGoesTopDownWithANoteAt60Columns() throws {
    let map = try Self.lessonMap()
    let unicode = Self.render(map, width: 60, unicode: true)
    #expect(unicode.first == "No cabe de izquierda a derecha; va de arriba abajo.")
    #expect(unicode == Self.lines(DiagramSidewaysGoldens.lessonMapUnicode60))
    #expect(
      Self.render(map, width: 60, unicode: false)
        == Self.lines(DiagramSidewaysGoldens.lessonMapASCII60))
  }

  @Test(arguments: [80, 60])
  func aSmallGraphWithABranchGoesSideways(width: Int) throws {
    let chart = try FlowchartParser.parse(Self.branch)
    let unicode =
      width == 80 ? DiagramSidewaysGoldens.branchUnicode80 : DiagramSidewaysGoldens.branchUnicode60
    let ascii =
      width == 80 ? DiagramSidewaysGoldens.branchASCII80 : DiagramSidewaysGoldens.branchASCII60
    #expect(Self.render(chart, width: width, unicode: true) == Self.lines(unicode))
    #expect(Self.render(chart, width: width, unicode: false) == Self.lines(ascii))
  }

  @Test(arguments: [100, 80, 60, 40, 20])
  func neverWiderThanGiven(width: Int) throws {
    for chart in [try Self.lessonMap(), try FlowchartParser.parse(Self.branch)] {
      for unicode in [true, false] {
        let drawn = Self.render(chart, width: width, unicode: unicode)
        #expect(drawn.allSatisfy { DisplayWidth.of($0) <= width }, "\(width)")
        let text = drawn.joined(separator: " ")
        for node in chart.nodes {
          #expect(
            node.label.split(separator: " ").allSatisfy { text.contains($0) }, "\(node.label)")
        }
      }
    }
  }

  @Test func aWalkIsHighlightedSideways() throws {
    let chart = try FlowchartParser.parse(Self.branch)
    #expect(
      Self.render(chart, width: 80, unicode: true, path: ["A", "R", "V"]) == [
        "                                            ╔═══════╗   ┌─────┐",
        "                                    ┏━ sí ━▶║ Vista ╟──▶│ Fin │",
        "┏━━━━━━━━┓   ┏━━━━━━━━━━━━━━━━━━━━┓ ┃       ╚═══════╝   └─────┘",
        "┃ Acción ┣━━▶┃ ¿Cambia el estado? ┣━┩",
        "┗━━━━━━━━┛   ┗━━━━━━━━━━━━━━━━━━━━┛ │       ┌──────┐",
        "                                    └─ no ─▶│ Nada │",
        "                                            └──────┘",
      ])
    #expect(
      Self.render(chart, width: 80, unicode: false, path: ["A", "R", "V"]) == [
        "                                            *=======*   +-----+",
        "                                    #= sí =>* Vista *-->| Fin |",
        "#========#   #====================# #       *=======*   +-----+",
        "# Acción #==># ¿Cambia el estado? #=#",
        "#========#   #====================# |       +------+",
        "                                    '- no ->| Nada |",
        "                                            +------+",
      ])
  }

  @Test func aLeftToRightChainThatCannotFitGoesTopDownWithANote() throws {
    let nodes = (1...7).map { "N\($0)[Paso\($0)conunapalabralarga]" }
    let chart = try FlowchartParser.parse(
      "flowchart LR\n"
        + zip(nodes, nodes.dropFirst()).map { "\($0) --> \($1)" }.joined(
          separator: "\n"))
    let drawn = Self.render(chart, width: 80, unicode: true)
    #expect(drawn.first == FlowchartRenderer.topDownNote)
    #expect(drawn[4].trimmingPrefix(while: { $0 == " " }) == "▼")
    let narrow = Self.render(chart, width: 40, unicode: false)
    #expect(Array(narrow.prefix(2)) == ["No cabe de izquierda a derecha; va de", "arriba abajo."])
  }

  @Test func anEdgeBackToAnEarlierColumnPointsLeft() throws {
    let chart = try FlowchartParser.parse("flowchart LR\nA[Uno] --> B[Dos]\nB -->|otra| A")
    #expect(
      Self.render(chart, width: 80, unicode: true) == [
        "┌─────┐         ┌─────┐",
        "│ Uno ├────────▶│ Dos │",
        "│     │◀ otra ──┤     │",
        "└─────┘         └─────┘",
      ])
    #expect(Self.render(chart, width: 80, unicode: false)[2] == "|     |< otra --|     |")
  }
}
