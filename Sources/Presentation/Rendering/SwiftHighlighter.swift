import Support

/// Colorea código Swift línea a línea: palabras clave, tipos, cadenas, comentarios, números
/// y atributos (`@Shared`, `#expect`).
///
/// No es un analizador de Swift: reconoce lo que se ve en una lección, con el mismo
/// tokenizador que usan el corrector y la búsqueda de copias. Los comentarios `/* … */` y
/// las cadenas `"""` de varias líneas siguen abiertos de una línea a la siguiente, y el
/// código de una interpolación `\(…)` se colorea como código.
///
/// ```swift
/// SwiftHighlighter.highlight("let n = 1  // uno")
/// // [[("let", palabra clave), (" n = ", nada), ("1", número), ("  ", nada), ("// uno", comentario)]]
/// ```
enum SwiftHighlighter {
  static let keywordStyle = TextStyle(color: .magenta)
  static let typeStyle = TextStyle(color: .cyan)
  static let stringStyle = TextStyle(color: .green)
  static let commentStyle = TextStyle(color: .gray)
  static let numberStyle = TextStyle(color: .yellow)
  static let attributeStyle = TextStyle(color: .blue)

  /// Las líneas de `code`, cada una en trozos con estilo. Los tokens salen del
  /// tokenizador del proyecto (`SwiftTokenizer`); un comentario o una cadena de varias
  /// líneas se parte en cada salto.
  static func highlight(_ code: String) -> [StyledLine] {
    highlightedTokens(code).map { tokens in
      var line = StyledLine()
      for token in tokens { line.append(token.text, token.style) }
      return line
    }
  }

  /// Las líneas de `code`, cada una como la lista de sus tokens con estilo (sin juntar
  /// los vecinos del mismo color): por donde se puede cortar una línea que no cabe.
  static func highlightedTokens(_ code: String) -> [[StyledRun]] {
    let tokens = SwiftTokenizer.tokens(of: code)
    var lines: [[StyledRun]] = [[]]
    for (index, token) in tokens.enumerated() {
      let style = style(
        of: token, next: index + 1 < tokens.count ? tokens[index + 1] : nil,
        previous: index > 0 ? tokens[index - 1] : nil)
      let pieces = token.rawText(in: code).split(separator: "\n", omittingEmptySubsequences: false)
      for (number, piece) in pieces.enumerated() {
        if number > 0 { lines.append([]) }
        if !piece.isEmpty { lines[lines.count - 1].append(StyledRun(String(piece), style)) }
      }
    }
    return lines
  }

  private static func style(of token: SwiftToken, next: SwiftToken?, previous: SwiftToken?)
    -> TextStyle
  {
    switch token.kind {
    case .comment: return commentStyle
    case .string, .regex: return stringStyle
    case .number: return numberStyle
    case .whitespace: return .none
    case .punctuation:
      // `@Shared`, `#expect`: el signo va con el nombre que lo sigue pegado.
      let isMark = token.text == "@" || token.text == "#"
      if isMark, let next, next.kind == .identifier, next.range.lowerBound == token.range.upperBound
      {
        return attributeStyle
      }
      return .none
    case .identifier:
      if let previous, previous.text == "@" || previous.text == "#",
        previous.kind == .punctuation, previous.range.upperBound == token.range.lowerBound
      {
        return attributeStyle
      }
      if token.isKeyword { return keywordStyle }
      if token.text.first?.isUppercase == true { return typeStyle }
      return .none
    }
  }
}

extension SwiftToken {
  /// El texto del archivo que ocupa (con los acentos graves de `` `x` ``).
  fileprivate func rawText(in source: String) -> Substring {
    let utf8 = source.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let end = utf8.index(start, offsetBy: range.count)
    return source[start..<end]
  }
}
