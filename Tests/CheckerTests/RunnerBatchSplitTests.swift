import Foundation
import Testing

@testable import Checker

/// Un lote de varios ejercicios (lo que `corregir` compila por entrega) con las pruebas ya
/// compiladas: se compilan solo los archivos de la persona, y las pruebas de sus ejercicios,
/// una vez para todas las entregas con la misma interfaz.
@Suite("Corrector de código: lotes con las pruebas compiladas una vez")
struct RunnerBatchSplitTests {
  static func exercises(_ bodies: (doble: String, triple: String)) -> [CodeSubmission] {
    [
      RunnerFixture.submission(
        "struct Caja { var valor: Int }\nfunc doble(_ n: Int) -> Int { \(bodies.doble) }",
        tests: """
          func pruebaDoble() { expect(doble(2) == 4, "el doble de 2 es \\(doble(2))") }
          func pruebaCaja() { expect(Caja(valor: 3).valor == 3, "la caja guarda 3") }
          """, id: "lote.doble"),
      RunnerFixture.submission(
        "struct Caja { var valor: Int }\nfunc triple(_ n: Int) -> Int { \(bodies.triple) }",
        tests: """
          func pruebaTriple() { expect(triple(2) == 6, "el triple de 2 es \\(triple(2))") }
          """, id: "lote.triple"),
    ]
  }

  /// Como `corregir`: sin caché de veredictos ni de programas, con las pruebas compiladas en
  /// una carpeta propia.
  static func gradingRunner() throws -> (runner: CodeRunner, folder: String) {
    var runner = try RunnerFixture.runner(cache: false)
    let folder = try RunnerFixture.temporaryDirectory()
    runner.compiledTests = CodeCache(directory: folder)
    return (runner, folder)
  }

  static func testObjects(_ folder: String) -> Int {
    let base = folder + "/pruebas"
    let shards = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
    return shards.reduce(0) { count, shard in
      count
        + ((try? FileManager.default.contentsOfDirectory(atPath: base + "/" + shard)) ?? [])
        .filter { $0.hasSuffix(".o") }.count
    }
  }

  @Test func theTestsOfAHandInAreCompiledOnceForEveryHandInWithTheSameInterface() async throws {
    let (runner, folder) = try Self.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let right = await runner.check(isolating: Self.exercises(("n * 2", "n * 3")))
    #expect(
      right.verdicts.map(\.outcome) == [.passed, .passed], "\(right.verdicts.map(\.message))")
    #expect(right.compilerRuns == 1)
    #expect(Self.testObjects(folder) == 1)
    // Otra entrega: otros cuerpos, la misma interfaz. Las pruebas salen de lo guardado.
    let wrong = await runner.check(isolating: Self.exercises(("n + 1", "// otra\n n * 3")))
    #expect(wrong.verdicts.map(\.outcome) == [.testsFailed, .passed])
    #expect(
      wrong.verdicts.first?.message
        == "Pasan 1 de 2 pruebas.\n✗ pruebaDoble\n  · el doble de 2 es 3" + RunnerFixture.notes())
    #expect(wrong.compilerRuns == 1)
    #expect(Self.testObjects(folder) == 1)
  }

  /// El lote va por el camino rápido (no cae en la compilación de todo junto): da programa
  /// las dos veces, la segunda con el objeto de las pruebas ya guardado.
  @Test func aBatchOfSeveralExercisesCompilesOnlyTheLearnerFilesAndLinks() throws {
    let (runner, folder) = try Self.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let isolated = Self.exercises(("n * 2", "n * 3")).map { NameIsolation.isolate($0) }
    let units = try isolated.enumerated().map { index, isolated in
      try runner.prepare(try #require(isolated).submission, index: index)
    }
    // La primera compila las pruebas (tres cajas: archivos, pruebas, enlace); las siguientes
    // compilan y enlazan en una sola (`LinkChain`), también con otros cuerpos.
    var launches: [Int] = []
    for round in 0..<3 {
      var current = units
      current[0].submission.learnerFile.contents += "\n// vuelta \(round)\n"
      let build = try #require(try runner.compileSplit(current))
      defer { build.remove() }
      let program = try #require(build.program)
      #expect(FileManager.default.isExecutableFile(atPath: program))
      #expect(Self.testObjects(folder) == 1)
      launches.append(build.launches)
    }
    #expect(launches == [3, 1, 1])
  }

  /// Con el mismo nombre y otra forma (un campo más delante) en una entrega, lo guardado
  /// para la otra no sirve: las pruebas se compilan otra vez, contra esta interfaz, y leen
  /// el campo donde de verdad está.
  @Test func anotherLayoutInOneExerciseCompilesTheTestsOfTheHandInAgain() async throws {
    let (runner, folder) = try Self.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = await runner.check(isolating: Self.exercises(("n * 2", "n * 3")))
    #expect(first.verdicts.map(\.outcome) == [.passed, .passed])
    var other = Self.exercises(("n * 2", "n * 3"))
    other[0].learnerFile.contents =
      "struct Caja { var relleno = \"un texto bastante largo para no caber\"; var valor: Int }\n"
      + "func doble(_ n: Int) -> Int { n * 2 }"
    let second = await runner.check(isolating: other)
    #expect(
      second.verdicts.map(\.outcome) == [.passed, .passed], "\(second.verdicts.map(\.message))")
    #expect(Self.testObjects(folder) == 2)
  }

  /// Un ejercicio con un error en el lote: ese se comprueba solo (con sus diagnósticos de
  /// siempre) y el resto vuelve a compilarse junto; nada se da por bueno sin compilar.
  @Test func aBrokenExerciseInTheBatchIsCheckedAloneAndTheRestTogether() async throws {
    let (runner, folder) = try Self.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var batch = Self.exercises(("n * 2", "n * 3"))
    batch.append(
      RunnerFixture.submission(
        "func mitad(_ n: Int) -> Int { let roto: Int = \"no\"; return n / 2 }",
        tests: "func pruebaMitad() { expect(mitad(4) == 2, \"la mitad\") }", id: "lote.mitad"))
    let result = await runner.check(isolating: batch)
    #expect(result.verdicts.map(\.outcome) == [.passed, .passed, .compileFailed])
    let alone = await runner.checkEachAlone([batch[2]])
    #expect(result.verdicts.last?.message == alone.verdicts.first?.message)
  }
}
