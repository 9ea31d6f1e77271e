import Support

/// Un archivo de Swift como lo compara la búsqueda de parecidos: la secuencia de sus tokens de
/// código (del único tokenizador del proyecto, `SwiftTokenizer`), sin comentarios ni espacios,
/// con cada nombre convertido en «un nombre» y cada literal en «un número» o «una cadena». Las
/// palabras reservadas y los signos se quedan como están. Así, renombrar variables, cambiar
/// textos o números, comentar o reformatear no cambia la secuencia; cambiar la estructura, sí.
///
/// ```swift
/// let a = NormalizedCode("let total = precio * 2 // doble")
/// let b = NormalizedCode("let  suma=coste*3")
/// a.symbols == b.symbols  // true
/// ```
struct NormalizedCode: Sendable {
  /// Un símbolo por token de código.
  var symbols: [UInt32]
  /// La línea (desde 1) en que empieza cada token.
  var firstLines: [Int]
  /// La línea en que acaba cada token (distinta de la primera en una cadena de varias líneas).
  var lastLines: [Int]
  /// `false` si el tokenizador no pudo leer el archivo con certeza (una cadena o un comentario
  /// sin cerrar, una expresión regular literal): una cadena de varias líneas o un comentario
  /// sin cerrar se comen el resto del archivo, que queda como un solo símbolo.
  var isCertain: Bool

  /// El símbolo de cualquier nombre que no es palabra reservada.
  static let identifier: UInt32 = 1
  /// El de cualquier número.
  static let number: UInt32 = 2
  /// El de cualquier tramo de cadena o expresión regular.
  static let literal: UInt32 = 3
  /// Los signos son `256 + byte`; las palabras reservadas, `1024 + su posición`.
  private static let keywordCodes: [String: UInt32] = Dictionary(
    uniqueKeysWithValues: SwiftTokenizer.keywords.sorted().enumerated().map {
      ($0.element, 1024 + UInt32($0.offset))
    })

  init(_ source: String) {
    let tokens = SwiftTokenizer.tokens(of: source)
    isCertain = tokens.isCertain
    symbols = []
    firstLines = []
    lastLines = []
    symbols.reserveCapacity(tokens.count / 2)
    for token in tokens where !token.isTrivia {
      symbols.append(Self.symbol(token))
      firstLines.append(token.line)
      lastLines.append(token.line + token.text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) })
    }
  }

  static func symbol(_ token: SwiftToken) -> UInt32 {
    switch token.kind {
    // Entre acentos graves (`` `default` ``) es un nombre, aunque se escriba como una palabra
    // reservada.
    case .identifier:
      token.range.count == token.text.utf8.count
        ? keywordCodes[token.text] ?? identifier : identifier
    case .number: number
    case .string, .regex: literal
    case .punctuation: 256 + UInt32(token.text.utf8.first ?? 0)
    case .whitespace, .comment: 0
    }
  }
}
