import Testing

@testable import Grading

/// Lo que la normalización olvida (nombres, literales, comentarios, espacios) y lo que conserva
/// (palabras reservadas, signos, estructura).
@Suite struct NormalizedCodeTests {
  static func same(_ a: String, _ b: String) -> Bool {
    NormalizedCode(a).symbols == NormalizedCode(b).symbols
  }

  @Test(arguments: [
    ("let total = precio * 2", "let suma = coste * 7"),
    ("caja.withLock { $0.saldo += 1 }", "otra.withLock {\n  $0.dinero += 100\n}"),
    ("print(\"hola\")  // saludo", "/* otra cosa */ imprime(\"adiós\")"),
    ("f(\"a \\(b) c\")", "g(\"x \\(y) z\")"),
    ("let `default` = 1", "let valor = 1"),
    ("x.y(z: 1.5)", "a.b(c: 0x1F)"),
    ("let r = #\"sin \\escapes\"#", "let s = \"con\""),
  ])
  func renamingLiteralsAndLayoutDoNotMatter(a: String, b: String) {
    #expect(Self.same(a, b), "\(a) | \(b)")
  }

  @Test(arguments: [
    ("let a = 1", "var a = 1"),
    ("if a { b() }", "guard a else { b() }"),
    ("a += 1", "a -= 1"),
    ("f(a, b)", "f(a)"),
    ("caja.withLock { $0.x = 1 }", "caja.withLock { $0.x = 1; $0.y = 2 }"),
    ("f(\"a \\(b) c\")", "f(\"a b c\")"),
  ])
  func keywordsSignsAndStructureDo(a: String, b: String) {
    #expect(!Self.same(a, b), "\(a) | \(b)")
  }

  @Test func everyIdentifierIsOneSymbolAndKeywordsStay() {
    let code = NormalizedCode("func sumar(a: Int) -> Int { return a + 1 }")
    let identifier = NormalizedCode.identifier
    // sumar, a, Int, Int y a.
    #expect(code.symbols.filter { $0 == identifier }.count == 5)
    #expect(code.symbols.filter { $0 == NormalizedCode.number }.count == 1)
    #expect(code.symbols.filter { $0 >= 1024 }.count == 2)  // func, return
    #expect(code.isCertain)
  }

  @Test func linesOfEachToken() {
    let code = NormalizedCode("let a = \"\"\"\n  varias\n  \"\"\"\n// nada\nb()")
    #expect(code.firstLines == [1, 1, 1, 1, 5, 5, 5])
    #expect(code.lastLines == [1, 1, 1, 3, 5, 5, 5])
  }

  /// Una cadena de una línea sin cerrar acaba en el salto de línea; una de varias líneas o un
  /// comentario sin cerrar se comen el resto del archivo. En los dos casos el tokenizador no
  /// está seguro.
  @Test func unterminatedStringsAndCommentsAreUncertain() {
    let line = NormalizedCode("let a = \"sin cerrar\nlet b = 2\nlet c = 3")
    #expect(!line.isCertain)
    #expect(line.symbols.count == 12)
    let block = NormalizedCode("let a = \"\"\"\nlet b = 2\nlet c = 3")
    #expect(!block.isCertain)
    #expect(block.symbols.count == 4)
    #expect(!NormalizedCode("let a = 1 /* sin cerrar\nlet b = 2").isCertain)
    #expect(!NormalizedCode("let r = #/a+/#").isCertain)
    #expect(NormalizedCode("").symbols.isEmpty)
    #expect(NormalizedCode("  // solo un comentario\n\n").symbols.isEmpty)
  }
  /// Una rama que nunca se ejecuta (`if false { … }`, `while false { … }`, sin `else`) no
  /// cuenta: es el código muerto que se añade a una copia para que se parezca menos.
  @Test(arguments: [
    ("a()\nif false { print(\"x\") }\nb()", "a()\nb()"),
    ("a()\nwhile false {\n  if b { c() }\n}\nd()", "a()\nd()"),
    ("guard a else {\n  if false { f() }\n  return\n}", "guard a else {\n  return\n}"),
  ])
  func neverTakenBranchesDoNotCount(a: String, b: String) {
    #expect(Self.same(a, b), "\(a) | \(b)")
  }

  /// Lo que sí se ejecuta se queda: una condición que no es el literal `false`, una rama con
  /// `else` y un `if false` sin llaves (un archivo roto).
  @Test(arguments: [
    ("if falso { a() }\nb()", "b()"),
    ("if false { a() } else { b() }", "b()"),
    ("if !false { a() }\nb()", "b()"),
  ])
  func otherBranchesStay(a: String, b: String) {
    #expect(!Self.same(a, b), "\(a) | \(b)")
    #expect(NormalizedCode("if false").symbols.count == 2)
    #expect(NormalizedCode("if false { a(").symbols.count == 5)
  }
}
