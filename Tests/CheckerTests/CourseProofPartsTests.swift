import Foundation
import Lessons
import Testing

@testable import Checker

/// Las piezas de `CourseProofCheck` que no necesitan compilar: la comparación de salidas,
/// los mensajes que el curso de prueba no alcanza, la forma de un fragmento y los grupos
/// de bloques.
@Suite struct CourseProofPartsTests {
  // MARK: Salidas

  @Test func lasSalidasIgualesNoDifierenAunqueSobrenEspaciosYLineasFinales() {
    #expect(OutputDifference(expected: "a: 1\nb", actual: "a: 1  \nb\n\n") == nil)
  }

  @Test func laPrimeraLineaDistinta() throws {
    let difference = try #require(OutputDifference(expected: "a\nb\nc", actual: "a\nx\ny\n"))
    #expect(difference.line == 2)
    #expect(difference.expected == "b")
    #expect(difference.actual == "x")
  }

  @Test func elFragmentoImprimeMenosOMasQueElCurso() throws {
    let fewer = try #require(OutputDifference(expected: "a\nb", actual: "a\n"))
    #expect(fewer.line == 2 && fewer.expected == "b" && fewer.actual == nil)
    let more = try #require(OutputDifference(expected: "a", actual: "a\nb\n"))
    #expect(more.line == 2 && more.expected == nil && more.actual == "b")
    #expect(more.expectedLineCount == 1)
  }

  // MARK: Mensajes

  @Test(arguments: [
    (
      ProofFinding.predictionOutputDiffers(exercise: "x.y", line: 3, expected: "c", actual: nil),
      "la salida de «x.y» no es la que imprime el fragmento en SharedCore: el curso dice «c» en "
        + "su línea 3, pero el fragmento solo imprime 2 líneas."
    ),
    (
      .predictionOutputDiffers(exercise: "x.y", line: 1, expected: "a", actual: nil),
      "la salida de «x.y» no es la que imprime el fragmento en SharedCore: el curso dice «a» en "
        + "su línea 1, pero el fragmento no imprime nada."
    ),
    (
      .predictionOutputDiffers(exercise: "x.y", line: 2, expected: nil, actual: "b"),
      "la salida de «x.y» no es la que imprime el fragmento en SharedCore: el fragmento imprime "
        + "además «b» en su línea 2, y el curso se queda en una línea."
    ),
    (
      .predictionDoesNotCompile(exercise: "x.y", error: "cannot find 'z' in scope"),
      "el fragmento de «x.y» no compila contra SharedCore: cannot find 'z' in scope"
    ),
    (
      .predictionFailedToRun(exercise: "x.y", ending: .timedOut(seconds: 10)),
      "el fragmento de «x.y» no terminó en 10 s: tiempo agotado — ¿un abrazo mortal?"
    ),
    (
      .predictionFailedToRun(exercise: "x.y", ending: .terminated(.exited(3), detail: nil)),
      "el fragmento de «x.y» terminó con el código 3."
    ),
    (
      .admissionContextDoesNotCompile(exercise: "x.y", error: "cannot find type 'T' in scope"),
      "el contexto de «x.y» no compila contra SharedCore: cannot find type 'T' in scope"
    ),
    (
      .solutionDoesNotCompile(exercise: "x.y", inTests: true, error: "cannot find 'f' in scope"),
      "las pruebas ocultas de «x.y» no compilan con la solución: cannot find 'f' in scope"
    ),
    (
      .solutionFailedToStart(exercise: "x.y", reason: "terminó con la señal 11 (SIGSEGV)"),
      "la solución de «x.y» no llega a ejecutar las pruebas: terminó con la señal 11 (SIGSEGV)."
    ),
    (
      .solutionFailsTest(
        exercise: "x.y", test: "pruebaA", status: .timedOut, seconds: 10, bytes: 1 << 30),
      "la solución de «x.y» no pasa la prueba oculta «pruebaA»: tiempo agotado — ¿un abrazo "
        + "mortal? Seguía en marcha a los 10 s."
    ),
    (
      .solutionFailsTest(
        exercise: "x.y", test: "pruebaA", status: .threw(error: "Fallo()", messages: []),
        seconds: 10, bytes: 1 << 30),
      "la solución de «x.y» no pasa la prueba oculta «pruebaA»: lanzó un error: Fallo()"
    ),
    (
      .solutionFailsTest(
        exercise: "x.y", test: "pruebaA",
        status: .crashed(.signaled(4), detail: "Fatal error: boom"), seconds: 10, bytes: 1 << 30),
      "la solución de «x.y» no pasa la prueba oculta «pruebaA»: terminó con la señal 4 "
        + "(SIGILL): Fatal error: boom."
    ),
    (
      .checkerUnavailable(what: "el bloque «swift compila»", reason: "No se pudo lanzar swiftc."),
      "no se pudo comprobar el bloque «swift compila» contra SharedCore: No se pudo lanzar swiftc."
    ),
  ])
  func mensajes(_ finding: ProofFinding, _ message: String) {
    #expect(finding.message == message)
  }

  // MARK: Forma de un fragmento

  @Test(arguments: [
    ("struct A {\n  var x = 1\n}\nextension A {\n  func f() { print(1) }\n}", false),
    ("@MainActor\nfunc f() async {\n  await g()\n}", false),
    ("let caja = Shared(\n  value: Usuario(\n    nombre: \"Ada\"))\n", false),
    ("extension SharedKey\nwhere Self == AppStorageKey<Int>.Default {}", false),
    ("let caja = Shared(value: 1)\nprint(caja.wrappedValue)", true),
    ("struct A {}\n_ = A()", true),
    ("var caja = Shared(value: 1)\ncaja.withLock { $0 += 1 }", true),
  ])
  func codigoEnElNivelSuperior(_ source: String, _ hasCode: Bool) {
    #expect(SourceShape(source: source).hasTopLevelCode == hasCode)
  }

  @Test func dosFragmentosNoSeJuntanSiUnoNombraLoQueDeclaraElOtro() {
    let usuario = SourceShape(source: "struct Usuario { var nombre: String }")
    let perfil = SourceShape(source: "struct Perfil { var usuario: Usuario }")
    let otroUsuario = SourceShape(source: "struct Usuario { var plan = 0 }")
    let ajena = SourceShape(source: "enum Tema { case claro }")
    #expect(!usuario.canJoin(perfil))
    #expect(!usuario.canJoin(otroUsuario))
    #expect(usuario.canJoin(ajena) && perfil.canJoin(ajena))
  }

  @Test func dosFragmentosConCodigoEnElNivelSuperiorNoSeJuntan() {
    let one = SourceShape(source: "print(1)")
    let two = SourceShape(source: "print(2)")
    #expect(!one.canJoin(two))
    #expect(one.canJoin(SourceShape(source: "struct A {}")))
  }

  @Test func losBloquesCompatiblesVanEnElMismoGrupo() {
    let blocks = [
      "struct Usuario {}", "struct Usuario { var a = 1 }", "enum Tema { case a }",
      "print(Usuario())", "print(2)",
    ]
    let lesson = Lesson(
      id: "01-a", title: "A",
      codeBlocks: blocks.enumerated().map { index, code in
        CodeBlock(
          language: "swift", tag: .compiles, code: code,
          location: SourceLocation(file: "01-a/leccion.md", line: index * 10 + 1), sectionID: nil)
      })
    let course = Course(id: "c", lessons: [lesson])
    let groups = CompiledBlocks(course: course).groups(limit: 8).map { $0.map(\.block.code) }
    #expect(
      groups == [
        ["struct Usuario {}", "enum Tema { case a }", "print(2)"],
        ["struct Usuario { var a = 1 }"],
        ["print(Usuario())"],
      ])
  }

  // MARK: Admisión

  @Test func cadaDeclaracionVaEnSuFuncionTrasElContexto() {
    let item = { (declaration: String) in
      AdmissionExercise.Item(
        declaration: declaration, verdict: .admitted, explanation: "",
        location: SourceLocation(file: nil, line: 1))
    }
    let exercise = AdmissionExercise(
      context: CodeSnippet(
        code: "enum Tema: String { case a }", location: SourceLocation(file: nil, line: 1)),
      items: [
        item("@Shared(.appStorage(\"a\")) var a = 1"),
        item("@Shared(.appStorage(\"b\")) var b = 2"),
      ])
    let source = AdmissionProof.source(for: exercise)
    #expect(
      source.text == """
        enum Tema: String { case a }
        func __declaracion0() {
          @Shared(.appStorage("a")) var a = 1
        }
        func __declaracion1() {
          @Shared(.appStorage("b")) var b = 2
        }

        """)
    #expect(source.contextLines == 1)
    #expect(source.itemLines == [2...4, 5...7])
  }
}
