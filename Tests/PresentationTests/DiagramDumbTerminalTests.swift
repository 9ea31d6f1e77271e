import Flowchart
import Support
import Testing

@testable import Presentation

/// `TERM=dumb`: los diagramas en ASCII siguen distinguiendo lo que Unicode distingue.
@Suite struct DiagramDumbTerminalTests {
  static let ascii = TerminalStyle(usesColor: false, usesUnicode: false, width: 80)

  @Test func aSplitUnderABoxIsNotDrawnLikeTheBoxBottom() throws {
    let chart = try FlowchartParser.parse(
      "flowchart TD\nQ[Pregunta larga] -->|si| A[Uno]\nQ -->|no| B[Dos]")
    let lines = FlowchartRenderer(style: Self.ascii).render(chart)
    let bottom = try #require(lines.firstIndex { $0.contains("+--") && $0.contains("-+-") })
    let split = lines[bottom + 1].trimmingCharacters(in: .whitespaces)
    #expect(lines[bottom].trimmingCharacters(in: .whitespaces) != split)
    #expect(split.hasPrefix(".-") && split.hasSuffix("-."))
  }

  @Test func aJoinTurnsUpAtItsCorners() throws {
    let chart = try FlowchartParser.parse(
      "flowchart TD\nA[Uno] --> C[Caja]\nB[Dos] --> C\nR[Raiz] --> A\nR --> B")
    let drawn = FlowchartRenderer(style: Self.ascii).render(chart).joined(separator: "\n")
    #expect(drawn.contains("'-"))
    #expect(drawn.contains("-'"))
  }

  @Test func everyQuestionPutsYesLeftAndNoRight() throws {
    // La última pregunta del curso escribe «no» antes que «si».
    for style in [Self.ascii, TerminalStyle(usesColor: false, usesUnicode: true, width: 80)] {
      let lines = FlowchartRenderer(style: style).render(
        try FlowchartParser.parse(DiagramSeedCharts.whenToShare))
      let labelled = lines.filter { $0.contains(" si ") || $0.contains(" no") }
      #expect(labelled.count == 3)
      for line in labelled {
        let yes = try #require(line.range(of: " si "))
        let no = try #require(line.range(of: " no"))
        #expect(yes.lowerBound < no.lowerBound, "\(line)")
      }
    }
  }
}
