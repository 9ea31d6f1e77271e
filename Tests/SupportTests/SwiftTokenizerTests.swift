import Support
import Testing

@Suite struct SwiftTokenizerTests {
  static let sample = """
    // Usuario en un comentario
    /* y /* anidado */ Usuario */
    @Shared var a = "Usuario \\(b + "x") \\"c\\""
    let d = #"raw \\(no) \\#(e)"#
    let `f` = \"\"\"
      Usuario \\(g)
      \"\"\"
    func h() { 0x1F + 1.5 }
    """

  func identifiers(_ source: String) -> [String] {
    SwiftTokenizer.tokens(of: source).filter { $0.kind == .identifier }.map(\.text)
  }

  @Test func tokensPutBackTogetherGiveTheSourceExactly() {
    let bytes = Array(Self.sample.utf8)
    let tokens = SwiftTokenizer.tokens(of: Self.sample)
    var rebuilt: [UInt8] = []
    var expectedStart = 0
    for token in tokens {
      #expect(token.range.lowerBound == expectedStart)
      rebuilt += bytes[token.range]
      expectedStart = token.range.upperBound
    }
    #expect(rebuilt == bytes)
    #expect(tokens.isCertain)
  }

  @Test func skipsCommentsAndStringsButReadsInterpolations() {
    #expect(
      identifiers(Self.sample) == [
        "Shared", "var", "a", "b", "let", "d", "e", "let", "f", "g", "func", "h",
      ])
  }

  @Test func marksInterpolationDepthAndKinds() {
    let tokens = SwiftTokenizer.tokens(of: "a = \"x\\(b) y\"").code
    #expect(tokens.map(\.text) == ["a", "=", "\"x\\(", "b", ") y\""])
    #expect(tokens.map(\.kind) == [.identifier, .punctuation, .string, .identifier, .string])
    #expect(tokens.map(\.interpolationDepth) == [0, 0, 0, 1, 0])
  }

  @Test func readsBackticksNumbersDepthAndLines() {
    let tokens = SwiftTokenizer.tokens(of: "struct `A` {\n  var b = 1..<2\n}").code
    #expect(
      tokens.map(\.text) == ["struct", "A", "{", "var", "b", "=", "1", ".", ".", "<", "2", "}"])
    #expect(tokens.map(\.braceDepth) == [0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0])
    #expect(tokens.map(\.line) == [1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3])
    #expect(tokens[6].kind == .number)
    #expect(tokens[0].isKeyword && !tokens[1].isKeyword)
  }

  @Test func multilineTokensStartOnTheirFirstLine() {
    let tokens = SwiftTokenizer.tokens(of: "/* a\nb */ x\n\"\"\"\nc\n\"\"\" y").code
    #expect(tokens.map(\.line) == [2, 3, 5])
  }

  @Test(arguments: [
    "let a = \"sin cerrar", "/* sin cerrar", "let r = #/a+/#", "let s = \"\\(abierta",
    "let `sin", "let t = \"\"\"\nsin cerrar",
  ])
  func isUncertainWhenSomethingIsLeftOpenOrARegexAppears(source: String) {
    #expect(!SwiftTokenizer.tokens(of: source).isCertain)
  }
}
