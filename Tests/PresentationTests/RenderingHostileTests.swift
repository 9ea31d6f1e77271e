import Flowchart
import Support
import Testing

@testable import Presentation

/// Lo que encontró `FuzzPresentation` (Fuzz/): texto de un curso que salía más ancho que la
/// terminal o con caracteres de control. Cada prueba lleva la entrada que lo encontró (sus
/// semillas están en `Fuzz/Corpus/FuzzPresentation`).
@Suite struct RenderingHostileTests {
  static let narrow = TerminalStyle(usesColor: false, usesUnicode: true, width: 20)
  static let narrowASCII = TerminalStyle(usesColor: false, usesUnicode: false, width: 20)
  static let narrowColor = TerminalStyle(usesColor: true, usesUnicode: true, width: 20)

  func render(_ markdown: String, _ style: TerminalStyle = narrow) -> [String] {
    MarkdownRenderer(style: style).render(markdown)
  }

  /// Cada línea cabe en `width` columnas.
  func expectFits(
    _ lines: [String], _ width: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for line in lines {
      #expect(DisplayWidth.of(line) <= width, "«\(line)»", sourceLocation: sourceLocation)
    }
  }

  @Test func htmlBlocksAreWrappedToTheWidth() {
    let html = "<div>\nun bloque html bastante más ancho que veinte columnas, sin ajustar\n</div>\n"
    #expect(
      render(html) == [
        "<div>", "un bloque html", "bastante más ancho", "que veinte columnas,", "sin ajustar",
        "</div>",
      ])
  }

  @Test func aTableWithMoreColumnsThanFitIsWrittenAsCards() {
    let table = """
      | a | b | c | d | e | f | g | h | i | j | k | l |
      |---|---|---|---|---|---|---|---|---|---|---|---|
      | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 |
      | uno | dos |

      """
    #expect(
      render(table, Self.narrowASCII) == [
        "- a: 1", "  b: 2", "  c: 3", "  d: 4", "  e: 5", "  f: 6", "  g: 7", "  h: 8",
        "  i: 9", "  j: 10", "  k: 11", "  l: 12", "- a: uno", "  b: dos", "  c:", "  d:",
        "  e:", "  f:", "  g:", "  h:", "  i:", "  j:", "  k:", "  l:",
      ])
    // A 60 columnas sí cabe como tabla.
    let wide = render(table, TerminalStyle(usesColor: false, usesUnicode: false, width: 60))
    #expect(wide.first == "+-----+-----+---+---+---+---+---+---+---+----+----+----+")
    expectFits(wide, 60)
  }

  @Test func theSelfLoopNoteIsWrappedToTheWidth() {
    let diagram = """
      ```mermaid
      flowchart TD
        A[Inicio] --> A
        A -->|si| B{¿Seguro?}
        B -.->|no| A
      ```

      """
    for style in [Self.narrow, Self.narrowASCII] {
      let lines = render(diagram, style)
      expectFits(lines, 20)
      #expect(lines.joined(separator: " ").contains("vuelve a sí mismo"), "\(lines)")
    }
  }

  /// La primera línea es el título de la sección y lleva 99 `U+001F`; antes salían tal cual
  /// a la terminal (en el título y en el texto).
  @Test func controlCharactersOfTheCourseNeverReachTheTerminal() {
    let input =
      "Recorre el mapa de la lección para este caso, pregunta a pre"
      + String(repeating: "\u{1F}", count: 99) + "gunta.\n"
    let title = String(input.prefix { $0 != "\n" })
    for style in [Self.narrow, Self.narrowColor] {
      let renderer = MarkdownRenderer(style: style)
      let lines =
        renderer.render(sectionTitled: title, markdown: input, number: 3)
        + renderer.render(input) + renderer.renderTitle(title)
      let visible = Self.withoutColors(lines.joined())
      #expect(!visible.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
      #expect(visible.contains("\u{FFFD}"))
      expectFits(lines, 20)
    }
    // Un ESC del curso no pinta: queda a la vista.
    #expect(render("Texto \u{1B}[31mrojo\u{07}") == ["Texto �[31mrojo�"])
  }

  @Test func aTabInADiagramLabelIsASpace() throws {
    let chart = try FlowchartParser.parse("flowchart LR\nA[uno\tdos] --> B[tres]")
    let lines = FlowchartRenderer(style: Self.narrow).render(chart)
    #expect(!lines.joined().contains("\t"))
    expectFits(lines, 20)
    // Con sitio, la etiqueta va en una línea: el tabulador es un espacio.
    let wide = FlowchartRenderer(
      style: TerminalStyle(usesColor: false, usesUnicode: true, width: 80)
    ).render(chart)
    #expect(!wide.joined().contains("\t"))
    #expect(wide.joined().contains("uno dos"))
  }

  @Test func deepNestingStaysInsideTheWidth() {
    let quotes = String(repeating: ">", count: 40) + " una cita muy metida en otras citas"
    let lists = (0..<40).map { String(repeating: "  ", count: $0) + "- nivel \($0)" }
      .joined(separator: "\n")
    for style in [Self.narrow, Self.narrowASCII, Self.narrowColor] {
      expectFits(render(quotes, style), 20)
      expectFits(render(lists, style), 20)
    }
    // Las primeras citas sí se ven como citas.
    #expect(render(quotes).first?.hasPrefix("│ │ │ ") == true)
  }

  /// Diez mil niveles (de citas, de listas, de énfasis) no agotan la pila: más allá de
  /// `CMarkReader.maximumDepth`, lo de dentro se aplana en un párrafo.
  @Test func tenThousandLevelsDoNotExhaustTheStack() {
    let quotes = String(repeating: ">", count: 10_000) + " fondo"
    let lists = String(repeating: "- ", count: 10_000) + "fondo"
    let emphasis =
      String(repeating: "*a ", count: 5_000) + "fondo" + String(repeating: " a*", count: 5_000)
    for input in [quotes, lists, emphasis] {
      let lines = render(input)
      expectFits(lines, 20)
      #expect(lines.joined(separator: " ").contains("fondo"))
    }
  }

  /// `text` sin las secuencias `ESC [ … m` que pone el renderizador.
  static func withoutColors(_ text: String) -> String {
    var result = ""
    var inEscape = false
    for scalar in text.unicodeScalars {
      if scalar == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if scalar == "m" { inEscape = false }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
