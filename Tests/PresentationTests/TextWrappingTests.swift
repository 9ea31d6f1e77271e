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

  @Test func piecesArePackedWholeAfterALabel() {
    // Cada pieza entera; la que no cabe tras el rótulo baja, y la que no cabe en ninguna
    // línea va sola en la suya.
    #expect(
      TextWrapping.pack(
        ["a (2)", "bb (1)"], separator: " · ", width: 14, first: "id: ", rest: "   ")
        == ["id: a (2)", "   bb (1)"])
    #expect(
      TextWrapping.pack(["una pieza"], width: 12, first: "rótulo: ", rest: "  ")
        == ["rótulo:", "  una pieza"])
    #expect(
      TextWrapping.pack(["una pieza larga"], width: 10, first: "rótulo: ", rest: "  ")
        == ["rótulo: una pieza larga"])
    #expect(
      TextWrapping.pack(["x", "y"], separator: "   ", width: 9, first: "    ") == ["    x   y"])
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
