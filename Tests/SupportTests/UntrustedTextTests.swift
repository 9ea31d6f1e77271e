import Testing

@testable import Support

/// El filtro de caracteres de control de la issue 23 (hallazgo 8), byte a byte.
@Suite struct UntrustedTextTests {
  /// Lo que una entrega hostil mete en un texto, con su nombre.
  static let hostile: [(String, String)] = [
    ("ESC", "\u{1B}[2J"), ("OSC", "\u{1B}]0;título\u{07}"), ("BEL", "\u{07}"),
    ("CR", "ana\rzoe"), ("NUL", "\u{0}"), ("retroceso", "\u{08}"), ("DEL", "\u{7F}"),
    ("CSI de C1", "\u{9B}31m"), ("NEL de C1", "\u{85}"), ("LRE", "\u{202A}"),
    ("RLE", "\u{202B}"), ("PDF", "\u{202C}"), ("LRO", "\u{202D}"), ("RLO", "\u{202E}"),
    ("LRI", "\u{2066}"), ("RLI", "\u{2067}"), ("FSI", "\u{2068}"), ("PDI", "\u{2069}"),
  ]

  static func isClean(_ text: String, allowing: Set<Unicode.Scalar> = ["\n", "\t"]) -> Bool {
    !text.unicodeScalars.contains { UntrustedText.isFiltered($0) && !allowing.contains($0) }
  }

  @Test(arguments: hostile)
  func everyHostileCharacterIsReplacedVisibly(name: String, text: String) {
    let cleaned = UntrustedText.clean("a" + text + "b")
    #expect(Self.isClean(cleaned), "\(name)")
    #expect(cleaned.unicodeScalars.contains("\u{FFFD}"), "\(name)")
    #expect(Self.isClean(UntrustedText.line("a" + text + "b"), allowing: []), "\(name)")
  }

  @Test func linesAndTabsStayInMessagesButNotInLines() {
    #expect(UntrustedText.clean("uno\r\ndos\n\ttres") == "uno\ndos\n\ttres")
    #expect(UntrustedText.line("uno\ndos\tres") == "uno\u{FFFD}dos\u{FFFD}res")
    #expect(UntrustedText.clean("rojo\u{1B}[31m") == "rojo\u{FFFD}[31m")
  }

  @Test func aLineIsCutWithAnEllipsis() {
    #expect(UntrustedText.line(String(repeating: "x", count: 500), limit: 10) == "xxxxxxxxx…")
    #expect(UntrustedText.line("corto", limit: 10) == "corto")
  }

  @Test func honestTextIsUntouched() {
    let text = "ñandú «ejercicio.swift:3:5» — sí\n\tcódigo"
    #expect(UntrustedText.clean(text) == text)
  }
}
