/// A lexer for just enough Swift to rename top-level names safely: it finds identifier
/// tokens outside comments and string literals (but inside string interpolations), with
/// their byte range, brace depth and line.
///
/// It gives up (`nil`) on what it cannot be sure of: an unterminated string or comment,
/// or a `#/…/#` regex literal. Bare `/…/` regex literals are read as division.
///
/// ```swift
/// let tokens = SwiftLexer.tokens(of: Array("struct A { let b = \"\\(c)\" }".utf8))
/// tokens?.filter { $0.kind == .identifier }.map(\.text)  // ["struct", "A", "let", "b", "c"]
/// ```
struct SwiftLexer {
  /// A token of code.
  struct Token: Equatable {
    enum Kind: Equatable { case identifier, number, punctuation }
    var kind: Kind
    /// Byte range in the source (for a backticked identifier, inside the backticks).
    var start: Int
    var end: Int
    /// The text (for an identifier, without backticks).
    var text: String
    /// `{` nesting at the token (a `{` has the depth outside it).
    var depth: Int
    /// 1-based line.
    var line: Int
  }

  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0
  private var line = 1
  private var tokens: [Token] = []

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The code tokens of `bytes`, or `nil` if the source cannot be read with certainty.
  static func tokens(of bytes: [UInt8]) -> [Token]? {
    var lexer = SwiftLexer(bytes)
    guard lexer.code(insideInterpolation: false) else { return nil }
    return lexer.tokens
  }

  private func byte(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
      || byte == 0x24
  }

  private static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  /// Code until the end (or, in an interpolation, until its closing parenthesis).
  private mutating func code(insideInterpolation: Bool) -> Bool {
    var parentheses = 0
    while let current = byte() {
      switch current {
      case 0x0A:
        line += 1
        position += 1
      case 0x2F where byte(1) == 0x2F:  // //
        while let next = byte(), next != 0x0A { position += 1 }
      case 0x2F where byte(1) == 0x2A:  // /*
        guard blockComment() else { return false }
      case 0x22:  // "
        guard string() else { return false }
      case 0x23 where stringOpening() != nil:  // #"
        guard string() else { return false }
      case 0x23 where byte(1) == 0x2F:  // #/ regex
        return false
      case 0x60:  // `name`
        let start = position + 1
        var end = start
        while end < bytes.count, bytes[end] != 0x60, bytes[end] != 0x0A { end += 1 }
        guard end < bytes.count, bytes[end] == 0x60 else { return false }
        append(.identifier, start, end)
        position = end + 1
      case _ where Self.isIdentifierStart(current):
        let start = position
        while let next = byte(), Self.isIdentifierBody(next) { position += 1 }
        append(.identifier, start, position)
      case 0x30...0x39:
        let start = position
        while let next = byte(),
          Self.isIdentifierBody(next)
            || (next == 0x2E && (byte(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false))
        {
          position += 1
        }
        append(.number, start, position)
      default:
        if current == 0x28 { parentheses += 1 }
        if current == 0x29 {
          if insideInterpolation && parentheses == 0 {
            position += 1
            return true
          }
          parentheses -= 1
        }
        if current == 0x7D { depth = max(0, depth - 1) }
        if current > 0x20 { append(.punctuation, position, position + 1) }
        if current == 0x7B { depth += 1 }
        position += 1
      }
    }
    return !insideInterpolation
  }

  private mutating func append(_ kind: Token.Kind, _ start: Int, _ end: Int) {
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    tokens.append(Token(kind: kind, start: start, end: end, text: text, depth: depth, line: line))
  }

  private mutating func blockComment() -> Bool {
    var nesting = 0
    while let current = byte() {
      if current == 0x2F, byte(1) == 0x2A {
        nesting += 1
        position += 2
      } else if current == 0x2A, byte(1) == 0x2F {
        nesting -= 1
        position += 2
        if nesting == 0 { return true }
      } else {
        if current == 0x0A { line += 1 }
        position += 1
      }
    }
    return false
  }

  /// If a string literal starts here: its number of `#` and whether it is multi-line.
  private func stringOpening() -> (hashes: Int, multiline: Bool)? {
    var hashes = 0
    while byte(hashes) == 0x23 { hashes += 1 }
    guard byte(hashes) == 0x22 else { return nil }
    let multiline = byte(hashes + 1) == 0x22 && byte(hashes + 2) == 0x22
    return (hashes, multiline)
  }

  private mutating func string() -> Bool {
    guard let (hashes, multiline) = stringOpening() else { return false }
    position += hashes + (multiline ? 3 : 1)
    let quotes = multiline ? 3 : 1
    while let current = byte() {
      if current == 0x0A {
        if !multiline { return false }
        line += 1
        position += 1
      } else if current == 0x5C, (0..<hashes).allSatisfy({ byte(1 + $0) == 0x23 }) {  // \ and #s
        position += 1 + hashes
        if byte() == 0x28 {
          position += 1
          guard code(insideInterpolation: true) else { return false }
        } else if byte() != nil {
          if byte() == 0x0A { line += 1 }
          position += 1
        }
      } else if current == 0x22, (0..<quotes).allSatisfy({ byte($0) == 0x22 }),
        (0..<hashes).allSatisfy({ byte(quotes + $0) == 0x23 })
      {
        position += quotes + hashes
        return true
      } else {
        position += 1
      }
    }
    return false
  }
}
