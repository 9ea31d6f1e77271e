import Foundation
import Testing

@testable import Checker

/// Las pruebas compiladas de antemano contra el archivo de inicio
/// (`CodeRunner.precompileTests`): la primera comprobación las toma de la caché y compila y
/// enlaza en una sola caja; con otra interfaz no sirven; y un objeto guardado que no es el
/// que se guardó se rechaza y se compila otra vez.
@Suite("Corrector de código: pruebas compiladas de antemano")
struct RunnerPrecompileTests {
  static let tests = """
    func pruebaDoble() { expect(doble(2) == 4, "el doble de 2 es 4") }
    """
  static let starter = "func doble(_ n: Int) -> Int {\n  // Escribe aquí.\n  0\n}\n"
  static let solution = "func doble(_ n: Int) -> Int {\n  n * 2\n}\n"

  /// Las rutas de los objetos de pruebas guardados.
  static func storedObjects(_ runner: CodeRunner) -> [String] {
    guard let root = runner.cache?.directory else { return [] }
    let base = root + "/pruebas"
    let shards = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
    return shards.flatMap { shard in
      ((try? FileManager.default.contentsOfDirectory(atPath: base + "/" + shard)) ?? [])
        .filter { $0.hasSuffix(".o") }.map { base + "/" + shard + "/" + $0 }
    }
  }

  @Test func aFirstCheckAfterThePrecompileTakesTheTestsFromTheCache() async throws {
    let runner = try RunnerFixture.runner()
    defer { RunnerSplitTests.remove(runner) }
    let starter = RunnerFixture.submission(Self.starter, tests: Self.tests)
    #expect(await runner.precompileTests(starter) == .compiled)
    #expect(Self.storedObjects(runner).count == 1)
    // Otra vez (volver al ejercicio): nada que compilar.
    #expect(await runner.precompileTests(starter) == .alreadyStored)
    let unit = try runner.prepare(
      RunnerFixture.submission(Self.solution, tests: Self.tests), index: 0)
    let build = try #require(try runner.compileSplit(unit))
    defer { build.remove() }
    // Una sola caja: el archivo de la persona, comparar la interfaz y enlazar (`LinkChain`).
    #expect(build.launches == 1)
    #expect(build.program != nil)
    let verdict = runner.checkNow(RunnerFixture.submission(Self.solution, tests: Self.tests))
    #expect(verdict.outcome == .passed, "\(verdict.message)")
    #expect(Self.storedObjects(runner).count == 1)
  }

  /// Con otra forma que la del archivo de inicio (un campo más delante), el objeto
  /// compilado de antemano no se enlaza: las pruebas se compilan contra la interfaz de la
  /// persona y leen su campo donde de verdad está.
  @Test func aChangedInterfaceMissesAndStillGivesTheRightVerdict() async throws {
    let runner = try RunnerFixture.runner()
    defer { RunnerSplitTests.remove(runner) }
    let tests = RunnerFixture.layoutTests
    let starter = RunnerFixture.submission(RunnerFixture.shortLayout(value: 0), tests: tests)
    #expect(await runner.precompileTests(starter) == .compiled)
    let learner = RunnerFixture.submission(RunnerFixture.longLayout, tests: tests)
    let build = try #require(try runner.compileSplit(try runner.prepare(learner, index: 0)))
    build.remove()
    // El archivo (con la comparación que no acierta), las pruebas y el enlace.
    #expect(build.launches == 3)
    #expect(Self.storedObjects(runner).count == 2)
    let verdict = runner.checkNow(learner)
    #expect(verdict.outcome == .passed, "\(verdict.message)")
  }

  /// Un objeto guardado cambiado (un byte) o cortado no se enlaza: se rechaza, se borra y
  /// las pruebas se compilan otra vez, con el veredicto de siempre; lo guardado después
  /// vuelve a ser íntegro.
  @Test(arguments: ["cambiado", "cortado"])
  func aCorruptStoredObjectIsRefusedAndRebuilt(damage: String) async throws {
    let runner = try RunnerFixture.runner()
    defer { RunnerSplitTests.remove(runner) }
    #expect(
      await runner.precompileTests(RunnerFixture.submission(Self.starter, tests: Self.tests))
        == .compiled)
    let path = try #require(Self.storedObjects(runner).first)
    var bytes = try #require(FileManager.default.contents(atPath: path))
    if damage == "cambiado" {
      let middle = bytes.startIndex + bytes.count / 2
      bytes[middle] ^= 0xFF
    } else {
      bytes = bytes.prefix(bytes.count / 2)
    }
    try bytes.write(to: URL(fileURLWithPath: path))
    let learner = RunnerFixture.submission(Self.solution, tests: Self.tests)
    let build = try #require(try runner.compileSplit(try runner.prepare(learner, index: 0)))
    build.remove()
    #expect(build.launches == 3)
    let rebuilt = try #require(FileManager.default.contents(atPath: path))
    #expect(CodeCache.verifiedObject(rebuilt) != nil)
    let verdict = runner.checkNow(learner)
    #expect(verdict.outcome == .passed, "\(verdict.message)")
  }

  @Test func theStoredFrameCarriesTheDigestOfTheObject() throws {
    let object = Data("un objeto cualquiera".utf8)
    let framed = CodeCache.framedObject(object)
    #expect(CodeCache.verifiedObject(framed) == object)
    let header = String(decoding: framed.prefix(17), as: UTF8.self)
    #expect(header == "pruebas-objeto-1 ")
    // Un objeto de antes, sin cabecera, no vale.
    #expect(CodeCache.verifiedObject(object) == nil)
    var changed = framed
    changed[changed.count - 1] ^= 1
    #expect(CodeCache.verifiedObject(changed) == nil)
  }

  /// Dos compilaciones de antemano y una comprobación a la vez, con la misma clave: lo
  /// guardado es un objeto entero (escrituras atómicas), y la comprobación pasa.
  @Test func concurrentWritersLeaveAWholeObject() async throws {
    let runner = try RunnerFixture.runner()
    defer { RunnerSplitTests.remove(runner) }
    let starter = RunnerFixture.submission(Self.starter, tests: Self.tests)
    let learner = RunnerFixture.submission(Self.solution, tests: Self.tests)
    async let first = runner.precompileTests(starter)
    async let second = runner.precompileTests(starter)
    async let checked = runner.check(learner)
    let outcomes = await [first, second]
    let verdict = await checked
    #expect(outcomes.allSatisfy { $0 != .skipped })
    #expect(verdict.outcome == .passed, "\(verdict.message)")
    let objects = Self.storedObjects(runner)
    #expect(objects.count == 1)
    for path in objects {
      let stored = try #require(FileManager.default.contents(atPath: path))
      #expect(CodeCache.verifiedObject(stored) != nil)
    }
  }

  /// Sin caché no hay dónde guardarlas; un archivo que no compila no deja nada.
  @Test func withoutCacheOrWithAFileThatDoesNotCompileNothingIsStored() async throws {
    let uncached = try RunnerFixture.runner(cache: false)
    #expect(
      await uncached.precompileTests(RunnerFixture.submission(Self.starter, tests: Self.tests))
        == .skipped)
    let runner = try RunnerFixture.runner()
    defer { RunnerSplitTests.remove(runner) }
    #expect(
      await runner.precompileTests(
        RunnerFixture.submission("func doble(_ n: Int) -> Int {", tests: Self.tests)) == .skipped)
    #expect(Self.storedObjects(runner).isEmpty)
  }
}
