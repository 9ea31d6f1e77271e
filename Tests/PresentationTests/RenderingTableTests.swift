import Testing

@testable import Presentation

@Suite struct RenderingTableTests {
  static let unicode = TerminalStyle(usesColor: false, usesUnicode: true, width: 80)
  static let ascii = TerminalStyle(usesColor: false, usesUnicode: false, width: 80)

  static let names = """
    | nombre | qué es | para qué sirve |
    | --- | --- | --- |
    | `usuario` | el valor envuelto | leer el `Usuario` actual |
    | `$usuario` | el valor proyectado (la caja) | entregarlo a otra feature |
    """

  @Test func aTableThatFitsKeepsItsNaturalWidths() {
    #expect(
      MarkdownRenderer(style: Self.unicode).render(Self.names) == [
        "┌────────────┬───────────────────────────────┬───────────────────────────┐",
        "│ nombre     │ qué es                        │ para qué sirve            │",
        "╞════════════╪═══════════════════════════════╪═══════════════════════════╡",
        "│ `usuario`  │ el valor envuelto             │ leer el `Usuario` actual  │",
        "│ `$usuario` │ el valor proyectado (la caja) │ entregarlo a otra feature │",
        "└────────────┴───────────────────────────────┴───────────────────────────┘",
      ])
  }

  @Test func asciiTablesUsePlusesAndBars() {
    #expect(
      MarkdownRenderer(style: Self.ascii).render("| a | b |\n| --- | --- |\n| 1 | 2 |") == [
        "+---+---+",
        "| a | b |",
        "+===+===+",
        "| 1 | 2 |",
        "+---+---+",
      ])
  }

  @Test func aTableWiderThan80ColumnsWrapsItsCells() {
    let wide = """
      | campo | al copiar `Perfil.State` en otra variable | tras escribir en la copia con `withLock` desde otra feature |
      | --- | --- | --- |
      | `editando` (normal) | cada copia tiene el suyo, independiente del otro | el original no cambia en absoluto |
      | `usuario` (`@Shared`) | las dos apuntan a la misma caja | el original lo ve |
      """
    let lines = MarkdownRenderer(style: Self.unicode).render(wide)
    #expect(
      lines == [
        "┌──────────────┬─────────────────────────────┬─────────────────────────────────┐",
        "│ campo        │ al copiar `Perfil.State` en │ tras escribir en la copia con   │",
        "│              │ otra variable               │ `withLock` desde otra feature   │",
        "╞══════════════╪═════════════════════════════╪═════════════════════════════════╡",
        "│ `editando`   │ cada copia tiene el suyo,   │ el original no cambia en        │",
        "│ (normal)     │ independiente del otro      │ absoluto                        │",
        "├──────────────┼─────────────────────────────┼─────────────────────────────────┤",
        "│ `usuario`    │ las dos apuntan a la misma  │ el original lo ve               │",
        "│ (`@Shared`)  │ caja                        │                                 │",
        "└──────────────┴─────────────────────────────┴─────────────────────────────────┘",
      ])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
  }

  @Test func aTableTooNarrowForItsWordsBecomesCards() {
    let lines = MarkdownRenderer(style: Self.unicode.withWidth(24))
      .render(
        "| palabra | otra |\n| --- | --- |\n| supercalifragilístico | sí |\n| corta | no, nada |")
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 24 })
    #expect(
      lines == [
        "• palabra:",
        "  supercalifragilístico",
        "  otra: sí",
        "• palabra: corta",
        "  otra: no, nada",
      ])
  }

  @Test func alignmentFollowsTheDelimiterRow() {
    let lines = MarkdownRenderer(style: Self.ascii)
      .render("| izq | centro | der |\n| :-- | :----: | --: |\n| a | b | c |")
    #expect(lines[3] == "| a   |   b    |   c |")
  }

  @Test func emptyCellsAndMissingCellsStayBlank() {
    let lines = MarkdownRenderer(style: Self.ascii)
      .render("| tarea A | tarea B | caja |\n| --- | --- | --- |\n| lee 0 | | 0 |\n| | lee 0 |")
    #expect(lines[3] == "| lee 0   |         | 0    |")
    #expect(lines[4] == "|         | lee 0   |      |")
  }

  @Test func aParagraphBeforeTheTableStaysAParagraph() {
    let lines = MarkdownRenderer(style: Self.ascii).render(
      "Antes de la tabla:\n| a |\n| - |\n| 1 |")
    #expect(lines == ["Antes de la tabla:", "", "+---+", "| a |", "+===+", "| 1 |", "+---+"])
  }

  @Test func pipesWithoutADelimiterRowAreText() {
    #expect(MarkdownRenderer(style: Self.ascii).render("a | b\nc | d") == ["a | b c | d"])
  }

  @Test func headerCellsAreBoldWithColour() {
    let style = TerminalStyle(usesColor: true, usesUnicode: false, width: 80)
    let lines = MarkdownRenderer(style: style).render("| a |\n| - |\n| 1 |")
    #expect(lines[1] == "\u{1B}[90m|\u{1B}[0m \u{1B}[1ma\u{1B}[0m \u{1B}[90m|\u{1B}[0m")
  }
}
