/// Un tokenizador mínimo de Swift: identificadores y signos con su línea y profundidad de
/// llaves, saltando comentarios y literales de texto (con interpolación y `#"…"#`).
///
/// No pretende ser un analizador de Swift: basta para encontrar las declaraciones del nivel
/// superior de un archivo (las funciones `prueba…` y los nombres que declara).
struct SwiftTokenizer {
  enum Kind: Equatable {
    case identifier
    case punctuation
    case literal
  }

  struct Token: Equatable {
    var kind: Kind
    var text: String
    var line: Int
    /// Llaves abiertas antes de este token.
    var braceDepth: Int
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var depth = 0
  private(set) var tokens: [Token] = []

  /// Tokeniza `source` entero.
  static func tokens(of source: String) -> [Token] {
    var tokenizer = SwiftTokenizer(bytes: Array(source.utf8))
    tokenizer.run()
    return tokenizer.tokens
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
    index += 1
  }

  private mutating func run() {
    while index < bytes.count { scanOne(untilCloseParen: false) }
  }

  /// Consume un elemento; devuelve `true` si era el `)` que cierra una interpolación.
  @discardableResult
  private mutating func scanOne(untilCloseParen: Bool) -> Bool {
    guard let byte = peek() else { return false }
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      advance()
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
      while let next = peek(), next != UInt8(ascii: "\n") { _ = next; advance() }
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
      skipBlockComment()
    case UInt8(ascii: "\""):
      skipString()
    case UInt8(ascii: "#") where startsString():
      skipString()
    case UInt8(ascii: "`"):
      let start = line
      advance()
      let begin = index
      while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { advance() }
      let text = String(decoding: bytes[begin..<index], as: UTF8.self)
      if peek() == UInt8(ascii: "`") { advance() }
      tokens.append(Token(kind: .identifier, text: text, line: start, braceDepth: depth))
    case _ where isIdentifierStart(byte):
      let start = index
      while let next = peek(), isIdentifierBody(next) { advance() }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      tokens.append(Token(kind: .identifier, text: text, line: line, braceDepth: depth))
    default:
      if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
      let text = String(decoding: [byte], as: UTF8.self)
      tokens.append(Token(kind: .punctuation, text: text, line: line, braceDepth: depth))
      if byte == UInt8(ascii: "{") { depth += 1 }
      advance()
      if untilCloseParen && byte == UInt8(ascii: ")") { return true }
    }
    return false
  }

  private func startsString() -> Bool {
    var offset = 0
    while peek(offset) == UInt8(ascii: "#") { offset += 1 }
    return peek(offset) == UInt8(ascii: "\"")
  }

  private mutating func skipBlockComment() {
    var nesting = 0
    while index < bytes.count {
      if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        nesting += 1
        advance()
        advance()
      } else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
        nesting -= 1
        advance()
        advance()
        if nesting == 0 { return }
      } else {
        advance()
      }
    }
  }

  private mutating func skipString() {
    let start = line
    var hashes = 0
    while peek() == UInt8(ascii: "#") {
      hashes += 1
      advance()
    }
    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    let quotes = multiline ? 3 : 1
    for _ in 0..<quotes { advance() }
    while let byte = peek() {
      if byte == UInt8(ascii: "\\") && hashesFollow(hashes, from: 1) {
        for _ in 0...hashes { advance() }
        if peek() == UInt8(ascii: "(") {
          advance()
          skipInterpolation()
        } else if peek() != nil {
          advance()
        }
        continue
      }
      if byte == UInt8(ascii: "\"") && quotesClose(quotes, hashes: hashes) {
        for _ in 0..<(quotes + hashes) { advance() }
        break
      }
      if byte == UInt8(ascii: "\n") && !multiline { break }
      advance()
    }
    tokens.append(Token(kind: .literal, text: "\"\"", line: start, braceDepth: depth))
  }

  private mutating func skipInterpolation() {
    let saved = tokens.count
    var parens = 1
    while index < bytes.count {
      if peek() == UInt8(ascii: "(") { parens += 1 }
      if scanOne(untilCloseParen: true) {
        parens -= 1
        if parens == 0 { break }
      }
    }
    tokens.removeSubrange(saved...)
  }

  private func hashesFollow(_ count: Int, from offset: Int) -> Bool {
    (0..<count).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
  }

  private func quotesClose(_ quotes: Int, hashes: Int) -> Bool {
    (0..<quotes).allSatisfy { peek($0) == UInt8(ascii: "\"") } && hashesFollow(hashes, from: quotes)
  }

  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
