import Support

/// Lo que hace falta saber de un fragmento de Swift para decidir si puede compilarse junto
/// a otros sin cambiar lo que significa: qué nombres declara, qué nombres usa y si tiene
/// código en el nivel superior (entonces solo puede ser el `main.swift` de su compilación).
struct SourceShape: Sendable, Hashable {
  /// Los nombres visibles del nivel superior (y `extension Tipo` por cada extensión).
  var declaredNames: Set<String>
  /// Todos los identificadores que aparecen.
  var identifiers: Set<String>
  /// Si parece tener sentencias en el nivel superior. En la duda dice que sí: un fragmento
  /// así se compila como `main.swift`, lo que siempre es correcto (solo más lento).
  var hasTopLevelCode: Bool

  init(source: String) {
    declaredNames = TopLevelDeclarations(source: source).visibleNames
    let tokens = SwiftTokenizer.tokens(of: source).code
    identifiers = Set(tokens.filter { $0.kind == .identifier }.map(\.text))
    hasTopLevelCode = Self.hasTopLevelCode(tokens.filter { $0.interpolationDepth == 0 })
  }

  /// Si `self` y `other` pueden ir en la misma compilación: no declaran lo mismo, ninguno
  /// nombra lo que declara el otro (si no, el otro le taparía un error de «no existe»), y
  /// como mucho uno tiene código en el nivel superior.
  func canJoin(_ other: SourceShape) -> Bool {
    guard declaredNames.isDisjoint(with: other.declaredNames) else { return false }
    guard !(hasTopLevelCode && other.hasTopLevelCode) else { return false }
    return other.identifiers.isDisjoint(with: declaredNames.map(Self.plainName))
      && identifiers.isDisjoint(with: other.declaredNames.map(Self.plainName))
  }

  /// La unión de dos formas (la de un grupo que crece).
  func merged(with other: SourceShape) -> SourceShape {
    var copy = self
    copy.declaredNames.formUnion(other.declaredNames)
    copy.identifiers.formUnion(other.identifiers)
    copy.hasTopLevelCode = hasTopLevelCode || other.hasTopLevelCode
    return copy
  }

  private static func plainName(_ name: String) -> String {
    name.hasPrefix("extension ") ? String(name.dropFirst("extension ".count)) : name
  }

  /// Palabras con las que empieza una línea de declaraciones (o su continuación).
  private static let declarationWords: Set<String> = [
    "import", "struct", "class", "enum", "actor", "protocol", "extension", "func", "typealias",
    "let", "var", "init", "deinit", "subscript", "precedencegroup", "operator", "infix",
    "prefix", "postfix", "public", "private", "fileprivate", "internal", "package", "open",
    "final", "nonisolated", "static", "indirect", "mutating", "nonmutating", "convenience",
    "required", "override", "lazy", "weak", "unowned", "dynamic", "where", "some", "any",
    "async", "throws", "rethrows",
  ]

  /// Una línea cuyo primer elemento, fuera de llaves y paréntesis, es un identificador que
  /// no empieza una declaración: `print(…)`, `caja.withLock …`, `await …`.
  private static func hasTopLevelCode(_ tokens: [SwiftToken]) -> Bool {
    var parens = 0
    var previousLine = 0
    var previous: SwiftToken?
    for token in tokens {
      defer { previous = token }
      let startsLine = token.line != previousLine
      previousLine = token.line
      guard token.braceDepth == 0 else { continue }
      if token.text == "(" || token.text == "[" { parens += 1 }
      if token.text == ")" || token.text == "]" { parens = max(0, parens - 1) }
      guard startsLine, parens == 0, token.kind == .identifier else { continue }
      if declarationWords.contains(token.text) { continue }
      if let previous, continuesExpression(previous) { continue }
      return true
    }
    return false
  }

  /// Si la línea anterior acaba de forma que la siguiente la continúa (`=`, `,`, `->`…).
  private static func continuesExpression(_ token: SwiftToken) -> Bool {
    guard token.kind == .punctuation else { return false }
    return ["=", ",", ".", ">", ":", "&", "|", "+", "-", "*", "/", "?", "!", "<"].contains(
      token.text)
  }
}
