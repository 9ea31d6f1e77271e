import Foundation
import Testing

@testable import Checker
import Lessons

/// Las pruebas compiladas una vez (`CodeRunner.compileSplit`): una comprobación compila solo
/// el archivo de la persona y enlaza el objeto de las pruebas ya guardado, y nada de lo que
/// escriba la persona cambia lo que hacen esas pruebas.
@Suite("Corrector de código: pruebas compiladas una vez")
struct RunnerSplitTests {
  static let tests = """
    func pruebaDoble() { expect(doble(2) == 4, "el doble de 2 es 4") }
    """

  /// Los objetos de pruebas guardados en la caché de `runner`.
  static func testObjects(_ runner: CodeRunner) -> [String] {
    guard let root = runner.cache?.directory else { return [] }
    let base = root + "/pruebas"
    let shards = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
    return shards.flatMap { shard in
      ((try? FileManager.default.contentsOfDirectory(atPath: base + "/" + shard)) ?? [])
        .filter { $0.hasSuffix(".o") }
    }
  }

  static func remove(_ runner: CodeRunner) {
    if let root = runner.cache?.directory { try? FileManager.default.removeItem(atPath: root) }
  }

  @Test func theTestsAreCompiledOnceForEveryBodyOfTheSameInterface() async throws {
    let runner = try RunnerFixture.runner()
    defer { Self.remove(runner) }
    let right = await runner.check(
      RunnerFixture.submission("func doble(_ n: Int) -> Int { n * 2 }", tests: Self.tests))
    #expect(right.outcome == .passed, "\(right.message)")
    #expect(Self.testObjects(runner).count == 1)
    let wrong = await runner.check(
      RunnerFixture.submission(
        "// otra vuelta\nfunc doble(_ n: Int) -> Int { n + 1 }", tests: Self.tests))
    #expect(wrong.outcome == .testsFailed, "\(wrong.message)")
    #expect(Self.testObjects(runner).count == 1)
    let other = await runner.check(
      RunnerFixture.submission(
        "func doble(_ n: Int) -> Int { n * 2 }\nfunc ayuda() {}", tests: Self.tests))
    #expect(other.outcome == .passed, "\(other.message)")
    #expect(Self.testObjects(runner).count == 2)
  }

  /// La parte rápida da programa (no cae en la compilación de todo junto), la segunda vez
  /// con el objeto de las pruebas ya guardado.
  @Test func aCheckCompilesOnlyTheLearnerFileAndLinks() throws {
    let runner = try RunnerFixture.runner()
    defer { Self.remove(runner) }
    let unit = try runner.prepare(
      RunnerFixture.submission("func doble(_ n: Int) -> Int { n * 2 }", tests: Self.tests),
      index: 0)
    for _ in 0..<2 {
      let build = try #require(try runner.compileSplit(unit))
      defer { build.remove() }
      let program = try #require(build.program)
      #expect(FileManager.default.isExecutableFile(atPath: program))
      #expect(Self.testObjects(runner).count == 1)
    }
  }

  /// Cada solución del curso va por el camino rápido: sus pruebas compilan contra su
  /// interfaz con `@testable import` y el programa se enlaza, sin caer en la compilación de
  /// todo junto (que costaría las dos). Un ejercicio con variantes, en cada instancia (sus
  /// archivos llevan `{{nombre}}`, que solo se compila sustituido).
  @Test func everySolutionOfTheCourseTakesTheFastPath() throws {
    let runner = try RunnerFixture.runner()
    defer { Self.remove(runner) }
    let content = RunnerFixture.packageRoot + "/Content"
    let course = try #require(CourseLoader.load(from: URL(fileURLWithPath: content)).course)
    let instances = course.lessons.flatMap(\.exercises).flatMap(\.allInstances)
    let files = instances.compactMap { $0.kind.compiled?.files }
    #expect(files.count >= 11)
    for files in files {
      let solution = try #require(files.text(.solution), "\(files.url(.solution).path)")
      let tests = try #require(files.text(.tests), "\(files.url(.tests).path)")
      #expect(!solution.contains("{{") && !tests.contains("{{"), "\(files.url(.tests).path)")
      let submission = RunnerFixture.submission(solution, tests: tests)
      let build = try runner.compileSplit(try runner.prepare(submission, index: 0))
      defer { build?.remove() }
      #expect(build?.program != nil, "\(files.url(.solution).path) \(files.parameters)")
    }
  }

  /// Las pruebas se compilan contra la interfaz de la persona y no contra otra: con el mismo
  /// nombre y otra forma (un campo más delante), el objeto guardado para la primera no sirve
  /// a la segunda, que lee su campo donde de verdad está.
  @Test func anotherLayoutWithTheSameNamesCompilesTheTestsAgain() async throws {
    let runner = try RunnerFixture.runner()
    defer { Self.remove(runner) }
    let tests = RunnerFixture.layoutTests
    let short = await runner.check(
      RunnerFixture.submission(RunnerFixture.shortLayout(value: 7), tests: tests))
    #expect(short.outcome == .passed, "\(short.message)")
    let long = await runner.check(RunnerFixture.submission(RunnerFixture.longLayout, tests: tests))
    #expect(long.outcome == .passed, "\(long.message)")
    #expect(Self.testObjects(runner).count == 2)
  }

  /// Un tipo y una función con los nombres de los auxiliares de las pruebas: las pruebas
  /// siguen usando los suyos (su módulo tapa lo que importa), no los de la persona.
  @Test func learnerNamesDoNotReplaceTheHelpersOfTheTests() async throws {
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(
      RunnerFixture.submission(
        """
        func doble(_ n: Int) -> Int { n + 1 }
        struct Esperado { static let valor = 3 }
        func esperado(_ n: Int) -> Int { n + 1 }
        """,
        tests: """
          struct Esperado { static let valor = 4 }
          func esperado(_ n: Int) -> Int { n * 2 }
          func pruebaDoble() {
            expect(doble(2) == Esperado.valor, "el doble de 2 es 4")
            expect(doble(3) == esperado(3), "el doble de 3 es 6")
          }
          """))
    #expect(verdict.outcome == .testsFailed, "\(verdict.message)")
  }

  /// Un `@main` de la persona querría ser el punto de entrada en vez de la tabla de pruebas:
  /// las reglas lo rechazan antes de compilar (`@main` es un atributo prohibido) y, si no lo
  /// hicieran, al enlazar serían dos `main` (`aSymbolOfThePrecompiledTestsIsALinkError`).
  @Test func aMainOfTheLearnerDoesNotReplaceTheTable() async throws {
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(
      RunnerFixture.submission(
        """
        func doble(_ n: Int) -> Int { 0 }
        @main struct Entrada { static func main() { print("Pasan todas las pruebas") } }
        """, tests: Self.tests))
    #expect(verdict.outcome == .compileFailed, "\(verdict.message)")
    #expect(verdict.diagnostics.contains { $0.severity == .error && $0.origin == .learner })
  }

  /// La segunda defensa, por si una regla dejara pasar `@_silgen_name`: un símbolo del
  /// objeto de las pruebas definido también en el de la persona no se enlaza (dos
  /// definiciones), en vez de sustituir a la prueba.
  @Test func aSymbolOfThePrecompiledTestsIsALinkError() throws {
    let runner = try RunnerFixture.runner(cache: false)
    let directory = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let swiftc = runner.toolchain.swiftc
    var compile = runner.compiler.objectFlags(moduleName: HarnessSource.testsModule)
    compile.removeAll { $0 == "-strict-memory-safety" }
    let cache = ["-module-cache-path", directory + "/modulos"]
    try "import LeccionHarness\nfunc pruebaDoble() { expect(1 == 1, \"uno\") }\n".write(
      toFile: directory + "/pruebas.swift", atomically: true, encoding: .utf8)
    let tests = try RunnerHarnessModuleTests.run(
      swiftc,
      compile + cache + [
        "-parse-as-library", "-o", directory + "/pruebas.o", directory + "/pruebas.swift",
      ], environment: ["TMPDIR": directory])
    #expect(tests.status == 0, "\(tests.output.prefix(2000))")
    let symbols = try RunnerHarnessModuleTests.run(
      "/usr/bin/nm", ["--defined-only", directory + "/pruebas.o"])
    let name = try #require(
      symbols.output.split(separator: "\n").compactMap {
        $0.split(separator: " ").last.map(String.init)
      }.first { $0.hasPrefix("$s") && $0.contains("pruebaDoble") },
      "\(symbols.output.prefix(2000))")
    let attacker = """
      @_silgen_name("\(name)")
      func impostor() {}
      @main struct Entrada { static func main() {} }
      """
    try attacker.write(toFile: directory + "/atacante.swift", atomically: true, encoding: .utf8)
    var learner = runner.compiler.objectFlags(moduleName: SwiftCompiler.moduleName)
    learner.removeAll { $0 == "-strict-memory-safety" }
    let object = try RunnerHarnessModuleTests.run(
      swiftc,
      learner + cache + [
        "-parse-as-library", "-o", directory + "/atacante.o", directory + "/atacante.swift",
      ], environment: ["TMPDIR": directory])
    #expect(object.status == 0, "\(object.output.prefix(2000))")
    let linked = try RunnerHarnessModuleTests.run(
      swiftc,
      runner.compiler.linkFlags + [
        "-o", directory + "/programa", directory + "/pruebas.o", directory + "/atacante.o",
      ], environment: ["TMPDIR": directory])
    #expect(linked.status != 0)
    #expect(
      linked.output.contains("duplicate symbol") || linked.output.contains("multiple definition"),
      "\(linked.output.prefix(2000))")
  }

  /// Un error en el archivo de la persona se ve igual que compilando todo junto: la parte
  /// rápida no da programa y los diagnósticos son los de una sola compilación, con los de
  /// las pruebas que no compilan contra esa interfaz.
  @Test func aMissingFunctionIsReportedAsBefore() async throws {
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(
      RunnerFixture.submission("func triple(_ n: Int) -> Int { n * 3 }", tests: Self.tests))
    #expect(verdict.outcome == .compileFailed)
    #expect(verdict.diagnostics.contains { $0.origin == .tests && $0.severity == .error })
  }
}
