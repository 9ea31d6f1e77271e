import Support

/// Una función de prueba encontrada en un archivo de pruebas: `func pruebaX() async throws`.
public struct TestFunction: Sendable, Hashable, Codable {
  /// El nombre (`pruebaSumaConcurrente`).
  public var name: String
  /// Si se declaró `async` (se llama con `await`).
  public var isAsync: Bool
  /// Si se declaró `throws` (se llama con `try`).
  public var isThrowing: Bool
  /// La línea de la declaración en su archivo.
  public var line: Int

  /// Crea la descripción de una función de prueba.
  public init(name: String, isAsync: Bool, isThrowing: Bool, line: Int) {
    self.name = name
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.line = line
  }
}

/// Lo que un archivo declara en su nivel superior: sus funciones `prueba…()` y los nombres
/// visibles desde otros archivos del mismo módulo (para saber si dos ejercicios pueden
/// compilarse juntos sin chocar).
struct TopLevelDeclarations: Equatable {
  /// Las funciones `prueba…` sin parámetros, en orden de aparición.
  var testFunctions: [TestFunction] = []
  /// Nombres declarados que no son `private`/`fileprivate`; las extensiones cuentan como
  /// `extension Tipo`.
  var visibleNames: Set<String> = []
  /// La primera línea en que se declara cada nombre visible.
  var lines: [String: Int] = [:]

  /// Analiza `source`.
  init(source: String, testPrefix: String = "prueba") {
    // Las declaraciones nunca están dentro de una interpolación `\(…)`.
    let tokens = SwiftTokenizer.tokens(of: source).code.filter { $0.interpolationDepth == 0 }
    var isFilePrivate = false
    var position = 0
    while position < tokens.count {
      let token = tokens[position]
      defer { position += 1 }
      guard token.braceDepth == 0, token.kind == .identifier else {
        if token.text == "{" || token.text == ";" || token.text == "}" { isFilePrivate = false }
        continue
      }
      switch token.text {
      case "private", "fileprivate":
        isFilePrivate = true
      case "func":
        guard let name = Self.name(after: position, in: tokens) else { continue }
        if !isFilePrivate { insert(name, line: token.line) }
        if name.hasPrefix(testPrefix),
          let test = Self.testFunction(named: name, at: position, in: tokens)
        {
          testFunctions.append(test)
        }
        isFilePrivate = false
      case "struct", "class", "enum", "actor", "protocol", "typealias", "let", "var",
        "precedencegroup", "operator":
        if let name = Self.name(after: position, in: tokens), !isFilePrivate {
          insert(name, line: token.line)
        }
        isFilePrivate = false
      case "extension":
        if let name = Self.name(after: position, in: tokens) {
          visibleNames.insert("extension " + name)
        }
        isFilePrivate = false
      default:
        break
      }
    }
  }

  private mutating func insert(_ name: String, line: Int) {
    visibleNames.insert(name)
    if lines[name] == nil { lines[name] = line }
  }

  private static func name(after position: Int, in tokens: [SwiftToken]) -> String? {
    guard position + 1 < tokens.count else { return nil }
    let next = tokens[position + 1]
    return next.kind == .identifier ? next.text : nil
  }

  /// Lee la firma que sigue a `func nombre` hasta su `{`: exige `()` vacío y anota
  /// `async` y `throws`.
  private static func testFunction(
    named name: String, at position: Int, in tokens: [SwiftToken]
  ) -> TestFunction? {
    var cursor = position + 2
    guard cursor < tokens.count, tokens[cursor].text == "(" else { return nil }
    guard cursor + 1 < tokens.count, tokens[cursor + 1].text == ")" else { return nil }
    cursor += 2
    var isAsync = false
    var isThrowing = false
    while cursor < tokens.count, tokens[cursor].text != "{", tokens[cursor].text != "->" {
      let text = tokens[cursor].text
      if text == "-" { break }
      if text == "async" { isAsync = true }
      if text == "throws" { isThrowing = true }
      cursor += 1
    }
    return TestFunction(
      name: name, isAsync: isAsync, isThrowing: isThrowing, line: tokens[position].line)
  }
}
