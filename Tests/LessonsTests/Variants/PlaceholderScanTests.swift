import Testing

@testable import Lessons

/// `Placeholders` busca en los bytes: lo mismo que antes con `range(of:)`, en los bordes.
@Suite struct PlaceholderScanTests {
  static let values = [
    ParameterValue(name: "ana", value: "3"), ParameterValue(name: "caja", value: "ñú"),
  ]

  @Test(arguments: [
    ("sin nada", "sin nada"),
    ("let x = {{ana}}", "let x = 3"),
    ("{{ ana }} y {{caja}}", "3 y ñú"),
    ("ñ{{ana}}é{{caja}}", "ñ3éñú"),
    ("{{{ana}}", "{{{ana}}"),
    ("{{otro}} {{ana}}", "{{otro}} 3"),
    ("{{ana", "{{ana"),
    ("{{no es nombre}} {{ana}}}", "{{no es nombre}} 3}"),
    ("}}{{ana}}{{", "}}3{{"),
  ])
  func substitutesEachNamedPlaceholder(text: String, expected: String) {
    #expect(Placeholders.substitute(text, with: Self.values) == expected)
  }

  @Test func namesCarryTheirLine() {
    let found = Placeholders.names(in: "a {{ana}}\nb\n{{caja}} {{ana}}", firstLine: 4)
    #expect(found.map(\.name) == ["ana", "caja", "ana"])
    #expect(found.map(\.line) == [4, 6, 6])
  }
}
