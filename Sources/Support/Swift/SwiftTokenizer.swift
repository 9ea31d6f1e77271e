/// El único tokenizador de Swift del proyecto: parte un archivo en trozos que, puestos uno
/// detrás de otro, devuelven el texto exacto (espacios y comentarios incluidos).
///
/// Lo usan el corrector (qué declara un archivo, si tiene código suelto), el agrupador de
/// ejercicios (qué nombres puede renombrar), el coloreado de las lecciones y la búsqueda
/// de código copiado. No es un analizador de Swift: reconoce comentarios (anidados),
/// cadenas (con `#`, de varias líneas y con interpolación, cuyo código se tokeniza como el
/// resto), números, identificadores (con acentos alrededor o `$`) y signos sueltos.
///
/// ```swift
/// let tokens = SwiftTokenizer.tokens(of: "let a = \"x\\(b)\" // fin")
/// tokens.code.map(\.text)  // ["let", "a", "=", "\"x\\(", "b", ")\"" ]
/// ```
public enum SwiftTokenizer {
  /// Los tokens de `source`, en orden y sin huecos.
  public static func tokens(of source: String) -> [SwiftToken] {
    var scanner = Scanner(bytes: Array(source.utf8))
    scanner.code(insideInterpolation: false)
    return scanner.tokens
  }

  /// Las palabras reservadas de Swift que se ven en una lección (el coloreado las resalta
  /// y la búsqueda de copias las conserva al normalizar).
  public static let keywords: Set<String> = [
    "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case",
    "catch", "class", "consuming", "continue", "convenience", "default", "defer", "deinit",
    "do", "dynamic", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
    "final", "for", "func", "guard", "if", "import", "in", "indirect", "init", "inout",
    "internal", "is", "lazy", "let", "mutating", "nil", "nonisolated", "open", "operator",
    "override", "package", "private", "protocol", "public", "repeat", "required", "rethrows",
    "return", "self", "Self", "some", "static", "struct", "subscript", "super", "switch",
    "throw", "throws", "true", "try", "typealias", "var", "weak", "where", "while",
  ]
}

/// Un trozo de código fuente.
public struct SwiftToken: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Espacios, tabuladores y saltos de línea.
    case whitespace
    /// `// …` hasta el final de la línea, o `/* … */` (con lo anidado).
    case comment
    /// Un tramo de cadena: desde la comilla de apertura (o el `)` que cierra una
    /// interpolación) hasta la de cierre (o el `\(` de la siguiente interpolación).
    case string
    /// `#/…/#`: una expresión regular literal.
    case regex
    case number
    /// Un nombre o una palabra reservada (`text` va sin los acentos graves de `` `x` ``).
    case identifier
    /// Un signo de un solo byte: `{`, `.`, `@`, `#`, `-`…
    case punctuation
  }

  public var kind: Kind
  /// El texto tal como está en el archivo (salvo los acentos graves de un identificador).
  public var text: String
  /// Posiciones en bytes UTF-8 del archivo (con los acentos graves, si los hay).
  public var range: Range<Int>
  /// La línea (desde 1) en que empieza.
  public var line: Int
  /// Llaves abiertas antes de este token (una `{` tiene la profundidad de fuera).
  public var braceDepth: Int
  /// Interpolaciones `\(…)` en las que está metido (0 fuera de toda cadena).
  public var interpolationDepth: Int
  /// `false` si una cadena o un comentario llega al final del archivo sin cerrarse.
  public var isTerminated: Bool

  /// Si es una palabra reservada de `SwiftTokenizer.keywords`.
  public var isKeyword: Bool { kind == .identifier && SwiftTokenizer.keywords.contains(text) }
  /// Si no cuenta como código (espacios o comentarios).
  public var isTrivia: Bool { kind == .whitespace || kind == .comment }
}

extension Array where Element == SwiftToken {
  /// Los tokens que son código: sin espacios ni comentarios.
  public var code: [SwiftToken] { filter { !$0.isTrivia } }
  /// Si todo el archivo se pudo leer con certeza: sin cadenas ni comentarios abiertos al
  /// final y sin expresiones regulares literales.
  public var isCertain: Bool { allSatisfy { $0.isTerminated && $0.kind != .regex } }
}

private struct Scanner {
  let bytes: [UInt8]
  var position = 0
  var line = 1
  var depth = 0
  var interpolation = 0
  var tokens: [SwiftToken] = []

  init(bytes: [UInt8]) { self.bytes = bytes }

  func byte(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte >= 0x80 || byte == 0x24
  }

  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Añade el token que va de `start` a la posición actual; `startLine` es su línea.
  mutating func emit(
    _ kind: SwiftToken.Kind, from start: Int, line startLine: Int, text: String? = nil,
    terminated: Bool = true
  ) {
    guard position > start else { return }
    let text = text ?? String(decoding: bytes[start..<position], as: UTF8.self)
    tokens.append(
      SwiftToken(
        kind: kind, text: text, range: start..<position, line: startLine, braceDepth: depth,
        interpolationDepth: interpolation, isTerminated: terminated))
  }

  /// Avanza un byte contando los saltos de línea.
  mutating func step() {
    if bytes[position] == 0x0A { line += 1 }
    position += 1
  }

  /// Código hasta el final o, dentro de una interpolación, hasta su `)` (que no consume).
  mutating func code(insideInterpolation: Bool) {
    var parentheses = 0
    while let current = byte() {
      let start = position
      let startLine = line
      switch current {
      case 0x20, 0x09, 0x0A, 0x0D:
        while let next = byte(), next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D {
          step()
        }
        emit(.whitespace, from: start, line: startLine)
      case 0x2F where byte(1) == 0x2F:  // //
        while let next = byte(), next != 0x0A { position += 1 }
        emit(.comment, from: start, line: startLine)
      case 0x2F where byte(1) == 0x2A:  // /*
        let closed = blockComment()
        emit(.comment, from: start, line: startLine, terminated: closed)
      case 0x22:  // "
        string()
      case 0x23 where stringOpening() != nil:  // #"
        string()
      case 0x23 where byte(1) == 0x2F:  // #/ regex
        let closed = regex()
        emit(.regex, from: start, line: startLine, terminated: closed)
      case 0x60:  // `nombre`
        var end = position + 1
        while end < bytes.count, bytes[end] != 0x60, bytes[end] != 0x0A { end += 1 }
        let closed = end < bytes.count && bytes[end] == 0x60
        let name = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
        position = closed ? end + 1 : end
        emit(.identifier, from: start, line: startLine, text: name, terminated: closed)
      case _ where Self.isIdentifierStart(current):
        while let next = byte(), Self.isIdentifierBody(next) { position += 1 }
        emit(.identifier, from: start, line: startLine)
      case _ where Self.isDigit(current):
        while let next = byte(),
          Self.isIdentifierBody(next) || (next == 0x2E && byte(1).map(Self.isDigit) == true)
        {
          position += 1
        }
        emit(.number, from: start, line: startLine)
      default:
        if current == 0x28 { parentheses += 1 }
        if current == 0x29 {
          if insideInterpolation && parentheses == 0 { return }
          parentheses -= 1
        }
        if current == 0x7D { depth = max(0, depth - 1) }
        position += 1
        emit(.punctuation, from: start, line: startLine)
        if current == 0x7B { depth += 1 }
      }
    }
  }

  /// Consume `/* … */` con anidamiento; `false` si el archivo acaba antes.
  mutating func blockComment() -> Bool {
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
        step()
      }
    }
    return false
  }

  /// Consume `#/ … /#` (con tantos `#` como abran); `false` si el archivo acaba antes.
  mutating func regex() -> Bool {
    var hashes = 0
    while byte(hashes) == 0x23 { hashes += 1 }
    position += hashes + 1
    while let current = byte() {
      if current == 0x2F, (0..<hashes).allSatisfy({ byte(1 + $0) == 0x23 }) {
        position += 1 + hashes
        return true
      }
      if current == 0x5C, byte(1) != nil { position += 1 }
      step()
    }
    return false
  }

  /// Si aquí empieza una cadena: sus `#` y si es de varias líneas.
  func stringOpening() -> (hashes: Int, multiline: Bool)? {
    var hashes = 0
    while byte(hashes) == 0x23 { hashes += 1 }
    guard byte(hashes) == 0x22 else { return nil }
    let multiline = byte(hashes + 1) == 0x22 && byte(hashes + 2) == 0x22
    return (hashes, multiline)
  }

  /// Consume una cadena entera, emitiendo sus tramos y el código de cada interpolación.
  mutating func string() {
    guard let (hashes, multiline) = stringOpening() else { return }
    var start = position
    var startLine = line
    position += hashes + (multiline ? 3 : 1)
    let quotes = multiline ? 3 : 1
    while let current = byte() {
      if current == 0x0A && !multiline {
        emit(.string, from: start, line: startLine, terminated: false)
        return
      } else if current == 0x5C, (0..<hashes).allSatisfy({ byte(1 + $0) == 0x23 }) {
        position += 1 + hashes
        if byte() == 0x28 {
          position += 1
          emit(.string, from: start, line: startLine)
          interpolation += 1
          code(insideInterpolation: true)
          interpolation -= 1
          guard byte() == 0x29 else {  // el archivo acabó dentro de `\(`
            if !tokens.isEmpty { tokens[tokens.count - 1].isTerminated = false }
            return
          }
          start = position
          startLine = line
          position += 1
        } else if byte() != nil {
          step()
        }
      } else if current == 0x22, (0..<quotes).allSatisfy({ byte($0) == 0x22 }),
        (0..<hashes).allSatisfy({ byte(quotes + $0) == 0x23 })
      {
        position += quotes + hashes
        emit(.string, from: start, line: startLine)
        return
      } else {
        step()
      }
    }
    emit(.string, from: start, line: startLine, terminated: false)
  }
}
