import Support

/// Un archivo de Swift como lo compara la búsqueda de parecidos: la secuencia de sus tokens de
/// código (del único tokenizador del proyecto, `SwiftTokenizer`), sin comentarios ni espacios,
/// con cada nombre convertido en «un nombre» y cada literal en «un número» o «una cadena». Las
/// palabras reservadas y los signos se quedan como están. Así, renombrar variables, cambiar
/// textos o números, comentar o reformatear no cambia la secuencia; cambiar la estructura, sí.
/// Las ramas que nunca se ejecutan (`if false { … }`) tampoco cuentan.
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
    removeNeverTakenBranches()
  }

  /// Quita las ramas que nunca se ejecutan: `if false { … }` y `while false { … }` sin `else`
  /// detrás (con `else`, lo que corre es el `else`, y se queda todo). Es el código muerto más
  /// sencillo de añadir a una copia para que comparta menos tramos largos con su fuente; un
  /// archivo honrado casi nunca lo tiene, y si lo tiene tampoco dice nada de quién lo escribió.
  /// Unas llaves sin cerrar (un archivo roto) no se tocan.
  private mutating func removeNeverTakenBranches() {
    guard let ifCode = Self.keywordCodes["if"], let whileCode = Self.keywordCodes["while"],
      let falseCode = Self.keywordCodes["false"], let elseCode = Self.keywordCodes["else"]
    else { return }
    let open = 256 + UInt32(UInt8(ascii: "{"))
    let close = 256 + UInt32(UInt8(ascii: "}"))
    var keep = [Bool](repeating: true, count: symbols.count)
    var index = 0
    while index + 2 < symbols.count {
      guard symbols[index] == ifCode || symbols[index] == whileCode,
        symbols[index + 1] == falseCode, symbols[index + 2] == open
      else {
        index += 1
        continue
      }
      var depth = 0
      var end: Int?
      for position in (index + 2)..<symbols.count {
        if symbols[position] == open { depth += 1 }
        if symbols[position] == close { depth -= 1 }
        if depth == 0 {
          end = position
          break
        }
      }
      guard let end, end + 1 >= symbols.count || symbols[end + 1] != elseCode else {
        index += 1
        continue
      }
      for position in index...end { keep[position] = false }
      index = end + 1
    }
    guard keep.contains(false) else { return }
    let kept = keep.indices.filter { keep[$0] }
    symbols = kept.map { symbols[$0] }
    firstLines = kept.map { firstLines[$0] }
    lastLines = kept.map { lastLines[$0] }
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
