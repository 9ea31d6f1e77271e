import Support
import Testing

@testable import Presentation

@Suite struct RenderingMarkdownTests {
  static let plain = TerminalStyle(usesColor: false, usesUnicode: true, width: 40)
  static let ascii = TerminalStyle(usesColor: false, usesUnicode: false, width: 40)
  static let color = TerminalStyle(usesColor: true, usesUnicode: true, width: 40)

  func render(_ markdown: String, _ style: TerminalStyle = plain) -> [String] {
    MarkdownRenderer(style: style).render(markdown)
  }

  @Test func headingsAreNumberedAndUnderlined() {
    let lines = render("# Título\n\nIntro.\n\n## Primera parte\n\n### Un detalle\n\n## Segunda")
    #expect(
      lines == [
        "Título",
        "══════",
        "",
        "Intro.",
        "",
        "1. Primera parte",
        "────────────────",
        "",
        "1.1 Un detalle",
        "",
        "2. Segunda",
        "──────────",
      ])
  }

  @Test func headingsInASCIIUseEqualsAndDashes() {
    #expect(render("# Caja\n\n## Uno", Self.ascii) == ["Caja", "====", "", "1. Uno", "------"])
  }

  @Test func headingsWithColourAreBoldAndUnderlined() {
    let lines = render("# Caja", Self.color)
    #expect(lines == ["\u{1B}[1;4;35mCaja\u{1B}[0m", "\u{1B}[90m════\u{1B}[0m"])
  }

  @Test func sectionBodiesNumberTheirSubsections() {
    let lines = MarkdownRenderer(style: Self.plain).render(
      sectionTitled: "Qué se copia", markdown: "Texto.\n\n### Lo que se deduce\n\nMás.",
      number: 2)
    #expect(
      lines == [
        "2. Qué se copia", "───────────────", "", "Texto.", "", "2.1 Lo que se deduce", "",
        "Más.",
      ])
  }

  @Test func paragraphsWrapByDisplayWidthWithAccents() {
    let text =
      "La caja única guarda el último valor; cada acción que la toca deja huella en el test."
    let lines = render(text, Self.plain.withWidth(24))
    #expect(
      lines == [
        "La caja única guarda el",
        "último valor; cada",
        "acción que la toca deja",
        "huella en el test.",
      ])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 24 })
  }

  @Test func combiningAccentsCountAsOneColumn() {
    let decomposed = "cancio\u{301}n cancio\u{301}n cancio\u{301}n"
    #expect(
      render(decomposed, Self.plain.withWidth(15)) == [
        "cancio\u{301}n cancio\u{301}n", "cancio\u{301}n",
      ])
  }

  @Test func wideCharactersCountAsTwoColumns() {
    #expect(render("漢字 漢字 漢字", Self.plain.withWidth(10)) == ["漢字 漢字", "漢字"])
  }

  @Test func aWordLongerThanTheWidthIsCut() {
    #expect(render("abcdefghij", Self.plain.withWidth(4)) == ["abcd", "efgh", "ij"])
  }

  @Test func inlineMarkersStayWithoutColour() {
    let lines = render("Usa *siempre* **withLock** con `$usuario`.")
    #expect(lines == ["Usa *siempre* **withLock** con", "`$usuario`."])
  }

  @Test func inlineStylesBecomeEscapesWithColour() {
    let lines = render("Usa *siempre* **withLock** con `$usuario`.", Self.color)
    #expect(
      lines == [
        "Usa \u{1B}[3msiempre\u{1B}[0m \u{1B}[1mwithLock\u{1B}[0m con \u{1B}[36m$usuario\u{1B}[0m."
      ])
  }

  @Test func linksShowTheirAddress() {
    #expect(
      render("Mira [la guía](https://example.com/guia).", Self.plain.withWidth(60))
        == ["Mira la guía (https://example.com/guia)."])
  }

  @Test func bulletListsHaveAHangingIndent() {
    let lines = render(
      "- mantiene un único dato, sin copias que sincronizar;\n- se compara y se observa.",
      Self.plain.withWidth(30))
    #expect(
      lines == [
        "• mantiene un único dato, sin",
        "  copias que sincronizar;",
        "• se compara y se observa.",
      ])
  }

  @Test func bulletListsInASCIIUseDashes() {
    #expect(render("- uno\n- dos", Self.ascii) == ["- uno", "- dos"])
  }

  @Test func orderedListsAlignTheirNumbers() {
    let items = (1...10).map { "\($0). punto" }.joined(separator: "\n")
    let lines = render(items)
    #expect(lines.first == " 1. punto")
    #expect(lines.last == "10. punto")
  }

  @Test func orderedListsWrapUnderTheText() {
    let lines = render(
      "1. queda ordenada respecto a todas las demás acciones del store;\n2. se afirma.",
      Self.plain.withWidth(30))
    #expect(
      lines == [
        "1. queda ordenada respecto a",
        "   todas las demás acciones",
        "   del store;",
        "2. se afirma.",
      ])
  }

  @Test func looseListsKeepABlankLineBetweenItems() {
    #expect(render("- uno\n\n- dos") == ["• uno", "", "• dos"])
  }

  @Test func nestedListsIndentFurther() {
    #expect(render("- uno\n  - dentro\n- dos") == ["• uno", "  • dentro", "• dos"])
  }

  @Test func blockQuotesGetAGutter() {
    let lines = render(
      "> **En la TCA real.** Los reducers llevan la macro `@Reducer`.\n>\n> Segundo párrafo.",
      Self.plain.withWidth(30))
    #expect(
      lines == [
        "│ **En la TCA real.** Los",
        "│ reducers llevan la macro",
        "│ `@Reducer`.",
        "│",
        "│ Segundo párrafo.",
      ])
  }

  @Test func blockQuotesInASCIIUseABar() {
    #expect(render("> nota", Self.ascii) == ["| nota"])
  }

  @Test func mermaidBlocksBecomeDiagrams() {
    let lines = render("```mermaid id=x\nflowchart TD\nA[Uno] --> B[Dos]\n```", Self.plain)
    #expect(
      lines == [
        "                 ┌─────┐",
        "                 │ Uno │",
        "                 └──┬──┘",
        "                    ▼",
        "                 ┌─────┐",
        "                 │ Dos │",
        "                 └─────┘",
      ])
  }

  @Test func brokenMermaidIsShownAsCode() {
    #expect(render("```mermaid\nesto no es\n```") == ["  esto no es"])
  }
}
