import Testing

@testable import Presentation

@Suite struct RenderingTerminalTests {
  typealias Case = (
    environment: [String: String], isTerminal: Bool, size: TerminalCapabilities.WindowSize?,
    color: Bool, unicode: Bool, width: Int, height: Int
  )

  static let utf8 = ["TERM": "xterm-256color", "LANG": "es_ES.UTF-8"]

  static let cases: [Case] = [
    // Una terminal normal: color, Unicode y el tamaño de ioctl.
    (utf8, true, (columns: 80, rows: 24), true, true, 80, 24),
    // NO_COLOR con valor apaga el color y nada más.
    (utf8.merging(["NO_COLOR": "1"]) { $1 }, true, (80, 24), false, true, 80, 24),
    // NO_COLOR vacío no cuenta.
    (utf8.merging(["NO_COLOR": ""]) { $1 }, true, (80, 24), true, true, 80, 24),
    // TERM=dumb: ni color ni Unicode.
    (["TERM": "dumb", "LANG": "es_ES.UTF-8"], true, (80, 24), false, false, 80, 24),
    // La salida no es una terminal: sin color, pero Unicode si el idioma lo dice.
    (utf8, false, nil, false, true, 80, 24),
    // Sin UTF-8 en el idioma: ASCII.
    (["TERM": "xterm", "LANG": "C"], true, (80, 24), true, false, 80, 24),
    // LC_ALL manda sobre LANG.
    (["TERM": "xterm", "LANG": "es_ES.UTF-8", "LC_ALL": "C"], true, (80, 24), true, false, 80, 24),
    // LC_CTYPE cuenta si LC_ALL no está.
    (["TERM": "xterm", "LC_CTYPE": "C.utf8"], true, (80, 24), true, true, 80, 24),
    // COLUMNS manda sobre ioctl; LINES también.
    (utf8.merging(["COLUMNS": "72", "LINES": "30"]) { $1 }, true, (120, 40), true, true, 72, 30),
    // Una terminal ancha: el texto no pasa de 100 columnas.
    (utf8, true, (160, 50), true, true, 100, 50),
    // COLUMNS que no es un número se ignora.
    (utf8.merging(["COLUMNS": "ancho"]) { $1 }, true, (90, 24), true, true, 90, 24),
    // Sin COLUMNS ni ioctl: 80 × 24.
    (utf8, true, nil, true, true, 80, 24),
    // Una terminal estrechísima se dibuja a 20 columnas como mínimo.
    (utf8, true, (12, 24), true, true, 20, 24),
  ]

  @Test(arguments: cases.indices)
  func detectsTheStyleFromTheEnvironment(index: Int) {
    let testCase = Self.cases[index]
    let style = TerminalCapabilities.detect(
      environment: testCase.environment, isTerminal: testCase.isTerminal,
      windowSize: testCase.size)
    #expect(style.usesColor == testCase.color)
    #expect(style.usesUnicode == testCase.unicode)
    #expect(style.width == testCase.width)
    #expect(style.height == testCase.height)
  }

  @Test func displayWidthCountsColumnsNotBytes() {
    #expect(DisplayWidth.of("canción") == 7)
    #expect(DisplayWidth.of("cancio\u{301}n") == 7)  // tilde combinante
    #expect(DisplayWidth.of("ñandú") == 5)
    #expect(DisplayWidth.of("漢字") == 4)
    #expect(DisplayWidth.of("👍") == 2)
    #expect(DisplayWidth.of("\u{1B}[1mhola\u{1B}[0m") == 4)
    #expect(DisplayWidth.of("┌─┐") == 3)
  }
}
