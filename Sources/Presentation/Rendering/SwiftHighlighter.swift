/// Colorea código Swift línea a línea: palabras clave, tipos, cadenas, comentarios, números
/// y atributos (`@Shared`, `#expect`).
///
/// No es un analizador de Swift: reconoce lo que se ve en una lección. Los comentarios
/// `/* … */` y las cadenas `"""` de varias líneas siguen abiertos de una línea a la
/// siguiente.
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

  static let keywords: Set<String> = [
    "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case",
    "catch", "class", "consuming", "continue", "convenience", "default", "defer", "deinit",
    "do", "dynamic", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
    "final", "for", "func", "guard", "if", "import", "in", "indirect", "init", "inout",
    "internal", "is", "lazy", "let", "mutating", "nil", "nonisolated", "open", "operator",
    "override", "private", "protocol", "public", "repeat", "required", "rethrows", "return",
    "self", "Self", "some", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "weak", "where", "while",
  ]

  private enum State {
    case code
    case blockComment(depth: Int)
    case multilineString
  }

  /// Las líneas de `code`, cada una en trozos con estilo.
  static func highlight(_ code: String) -> [StyledLine] {
    var state = State.code
    return code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      highlight(line: Array(line), state: &state)
    }
  }

  private static func highlight(line: [Character], state: inout State) -> StyledLine {
    var result = StyledLine()
    var index = 0
    func take(while predicate: (Character) -> Bool) -> String {
      let start = index
      while index < line.count, predicate(line[index]) { index += 1 }
      return String(line[start..<index])
    }
    func hasPrefix(_ text: String) -> Bool {
      let wanted = Array(text)
      return index + wanted.count <= line.count
        && Array(line[index..<(index + wanted.count)]) == wanted
    }

    while index < line.count {
      switch state {
      case .blockComment(let depth):
        let start = index
        var depth = depth
        while index < line.count, depth > 0 {
          if hasPrefix("*/") {
            depth -= 1
            index += 2
          } else if hasPrefix("/*") {
            depth += 1
            index += 2
          } else {
            index += 1
          }
        }
        result.append(String(line[start..<index]), commentStyle)
        state = depth > 0 ? .blockComment(depth: depth) : .code
      case .multilineString:
        let start = index
        while index < line.count, !hasPrefix("\"\"\"") {
          index += line[index] == "\\" ? 2 : 1
        }
        index = min(index, line.count)
        if hasPrefix("\"\"\"") {
          index += 3
          state = .code
        }
        result.append(String(line[start..<index]), stringStyle)
      case .code:
        let character = line[index]
        if hasPrefix("//") {
          result.append(String(line[index...]), commentStyle)
          index = line.count
        } else if hasPrefix("/*") {
          result.append("/*", commentStyle)
          index += 2
          state = .blockComment(depth: 1)
        } else if hasPrefix("\"\"\"") {
          result.append("\"\"\"", stringStyle)
          index += 3
          state = .multilineString
        } else if character == "\"" {
          let start = index
          index += 1
          while index < line.count, line[index] != "\"" {
            index += line[index] == "\\" ? 2 : 1
          }
          index = min(index + 1, line.count)
          result.append(String(line[start..<index]), stringStyle)
        } else if character == "@" || character == "#",
          index + 1 < line.count, line[index + 1].isIdentifierStart
        {
          index += 1
          result.append(String(character) + take(while: \.isIdentifierPart), attributeStyle)
        } else if character.isNumber, character.isASCII {
          let start = index
          while index < line.count {
            let current = line[index]
            let continuesNumber =
              current.isHexDigit || current == "_"
              || (current == "." && index + 1 < line.count && line[index + 1].isNumber)
              || ((current == "x" || current == "o" || current == "b") && index == start + 1)
            guard continuesNumber else { break }
            index += 1
          }
          result.append(String(line[start..<index]), numberStyle)
        } else if character.isIdentifierStart {
          let word = take(while: \.isIdentifierPart)
          if keywords.contains(word) {
            result.append(word, keywordStyle)
          } else if word.first?.isUppercase == true {
            result.append(word, typeStyle)
          } else {
            result.append(word)
          }
        } else if character == "$" {
          index += 1
          result.append("$" + take(while: \.isIdentifierPart))
        } else {
          result.append(String(character))
          index += 1
        }
      }
    }
    return result
  }
}

extension Character {
  fileprivate var isIdentifierStart: Bool { isLetter || self == "_" }
  fileprivate var isIdentifierPart: Bool { isLetter || isNumber || self == "_" }
}
