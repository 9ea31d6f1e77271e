import Foundation
import Testing

@testable import Presentation

@Suite struct RenderingCodeTests {
  static let color = TerminalStyle(usesColor: true, usesUnicode: true, width: 80)
  static let plain = TerminalStyle(usesColor: false, usesUnicode: true, width: 80)
  static let ascii = TerminalStyle(usesColor: false, usesUnicode: false, width: 80)

  static let esc = "\u{1B}["
  static func paint(_ code: String, _ text: String) -> String { "\(esc)\(code)m\(text)\(esc)0m" }

  @Test func swiftIsColouredWithColour() {
    let lines = MarkdownRenderer(style: Self.color).render(
      """
      ```swift
      @Shared var creditos = 10  // en la caja
      let nombre = "Ada"
      ```
      """)
    let p = Self.paint
    #expect(
      lines == [
        "  " + p("34", "@Shared") + " " + p("35", "var") + " creditos = " + p("33", "10") + "  "
          + p("90", "// en la caja"),
        "  " + p("35", "let") + " nombre = " + p("32", "\"Ada\""),
      ])
  }

  @Test func swiftIsLeftAloneWithoutColour() {
    let lines = MarkdownRenderer(style: Self.plain).render(
      "```swift\n@Shared var creditos = 10  // en la caja\n```")
    #expect(lines == ["  @Shared var creditos = 10  // en la caja"])
  }

  @Test func highlighterRecognisesEachKindOfToken() {
    let line = SwiftHighlighter.highlight(
      #"state.$usuario.withLock { $0.creditos += 0x1F } /* fin */ #expect(Usuario.self)"#)[0]
    let styled = line.runs.filter { !$0.style.isPlain }.map { ($0.text, $0.style.color) }
    #expect(styled.map(\.0) == ["0x1F", "/* fin */", "#expect", "Usuario", "self"])
    #expect(
      styled.map(\.1) == [.yellow, .gray, .blue, .cyan, .magenta])
  }

  @Test func rangesAreNotTakenForDecimals() {
    let line = SwiftHighlighter.highlight("for i in 0..<10 {}")[0]
    let numbers = line.runs.filter { $0.style.color == .yellow }.map(\.text)
    #expect(numbers == ["0", "10"])
  }

  @Test func commentsAndStringsSpanLines() {
    let lines = SwiftHighlighter.highlight("/* uno\ndos */ let x = \"\"\"\ntexto\n\"\"\"")
    #expect(lines[0].runs.map(\.style.color) == [.gray])
    #expect(lines[1].runs.first?.text == "dos */")
    #expect(lines[2].runs.map(\.style.color) == [.green])
    #expect(lines[3].runs.map(\.style.color) == [.green])
  }

  @Test func tcaBlocksCarryACaption() {
    let lines = MarkdownRenderer(style: Self.plain).render(
      "```swift tca\n@Reducer\nstruct A {}\n```")
    #expect(lines == ["  ┄┄ TCA real ┄┄", "  @Reducer", "  struct A {}"])
  }

  @Test func tcaCaptionInASCII() {
    let lines = MarkdownRenderer(style: Self.ascii).render("```swift tca\n@Reducer\n```")
    #expect(lines == ["  -- TCA real --", "  @Reducer"])
  }

  @Test func runnableBlocksCarryACaption() {
    let lines = MarkdownRenderer(style: Self.plain).render("```swift ejecutable\nprint(1)\n```")
    #expect(lines == ["  ┄┄ ejecutable ┄┄", "  print(1)"])
  }

  @Test func compiledBlocksAndOtherLanguagesHaveNoCaption() {
    #expect(
      MarkdownRenderer(style: Self.plain).render("```swift compila\nlet a = 1\n```") == [
        "  let a = 1"
      ])
    #expect(
      MarkdownRenderer(style: Self.color).render("```text\nlet a = 1\n```") == ["  let a = 1"])
  }

  @Test func longCodeLinesContinueOnAMarkedLineBetweenTokens() {
    let lines = MarkdownRenderer(style: Self.plain.withWidth(20)).render(
      "```swift\nlet nombre = usuario.nombreCompleto\n```")
    #expect(lines == ["  let nombre =", "↪ usuario", "↪ .nombreCompleto"])
  }

  @Test func longCodeLinesInASCIIUseAPlus() {
    let lines = MarkdownRenderer(style: Self.ascii.withWidth(20)).render(
      "```swift\nlet nombre = usuario.nombreCompleto\n```")
    #expect(lines == ["  let nombre =", "+ usuario", "+ .nombreCompleto"])
  }

  @Test func aMemberStaysWithItsDotAndAnArgumentListBreaksAfterTheParenthesis() {
    // Antes: «… = .n» / «↪ one)».
    let lines = MarkdownRenderer(style: Self.color.withWidth(36)).render(
      "```swift\n    estado.destino = Destino(opcion: .none)\n```"
    ).map(RenderingCodeTests.plainText)
    #expect(lines == ["      estado.destino =", "↪ Destino(opcion: .none)"])
  }

  @Test func withoutSpacesItBreaksBetweenTokensNotInsideOne() {
    let lines = MarkdownRenderer(style: Self.plain.withWidth(22)).render(
      "```swift\nreducer.reduce(into:&estado,action:.incrementar)\n```")
    #expect(lines == ["  reducer.reduce(into:", "↪ &estado,action:", "↪ .incrementar)"])
  }

  @Test func onlyATokenWiderThanTheLineIsCut() {
    let lines = MarkdownRenderer(style: Self.plain.withWidth(16)).render(
      "```swift\nprint(\"abcdefghijklmnopqrstuvwxyz\")\n```")
    #expect(lines == ["  print(", "↪ \"abcdefghijklm", "↪ nopqrstuvwxyz\"", "↪ )"])
  }

  @Test func otherCodeBreaksAtSpacesKeepingItsSpacing() {
    let lines = MarkdownRenderer(style: Self.plain.withWidth(20)).render(
      "```text\nnombre   valor   otro_valor_largo\n```")
    #expect(lines == ["  nombre   valor", "↪ otro_valor_largo"])
  }

  /// `text` sin las secuencias de color.
  static func plainText(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  @Test func codeInsideAQuoteKeepsTheGutter() {
    let lines = MarkdownRenderer(style: Self.plain).render(
      "> Nota:\n>\n> ```swift tca\n> @Reducer\n> ```")
    #expect(lines == ["│ Nota:", "│", "│   ┄┄ TCA real ┄┄", "│   @Reducer"])
  }

  @Test func noColourMeansNoEscapesAnywhereInALesson() {
    let markdown =
      "# T\n\n**a** *b* `c`\n\n> nota\n\n| x |\n| - |\n| y |\n\n```swift\nlet a = 1\n```"
    let lines = MarkdownRenderer(style: Self.plain).render(markdown)
    #expect(!lines.joined().contains("\u{1B}"))
  }
}
