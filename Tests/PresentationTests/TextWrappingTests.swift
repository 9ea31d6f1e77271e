import Testing

@testable import Presentation

/// El único ajuste de texto: por palabras y por columnas de terminal.
@Suite struct TextWrappingTests {
  @Test func plainTextIsMeasuredInColumnsNotCharacters() {
    // «漢字» ocupa 4 columnas aunque sean 2 caracteres.
    #expect(TextWrapping.wrap("ab 漢字 cd", width: 7) == ["ab 漢字", "cd"])
    #expect(TextWrapping.wrap("ab 漢字漢字 cd", width: 7) == ["ab", "漢字漢字", "cd"])
  }

  @Test func colourEscapesTakeNoColumns() {
    let style = TerminalStyle(usesColor: true, usesUnicode: true)
    let text = style.bold("uno") + " dos " + style.accent("tres")
    let lines = TextWrapping.wrap(text, width: 8)
    #expect(lines.map { DisplayWidth.of($0) } == [7, 4])
  }

  @Test func aWordLongerThanTheLineIsKeptWhole() {
    #expect(
      TextWrapping.wrap("abre /ruta/muy/larga/al/archivo.swift ya", width: 10)
        == ["abre", "/ruta/muy/larga/al/archivo.swift", "ya"])
  }

  @Test func bulletsAndIndentationCarryOverToContinuations() {
    #expect(
      TextWrapping.wrapLines("  ✗ uno dos tres\n\nfin", width: 10)
        == ["  ✗ uno", "    dos", "    tres", "", "fin"])
  }

  @Test func oneStyleTypePaintsAndDraws() {
    let colour = TerminalStyle(usesColor: true, usesUnicode: true)
    #expect(colour.bold("Lección") == "\u{1B}[1mLección\u{1B}[0m")
    #expect(colour.passedMark == "✓")
    #expect(TerminalStyle.plain.bold("Lección") == "Lección")
    #expect(TerminalStyle.plain.passedMark == "+")
    #expect(TerminalStyle.plain.hereMark == ">")
  }
}
