import Foundation
import Testing

@testable import Checker

/// El enlace sin las bibliotecas que nadie usa (`LinkLibraries`, `ELFSymbols`): lo que usan
/// los objetos se lee de sus símbolos, se recuerda por ejercicio e interfaz, y un enlace que
/// se queda corto (la persona empieza a usar Foundation) aprende y enlaza otra vez, con el
/// veredicto de siempre.
@Suite("Corrector de código: el enlace solo con las bibliotecas que se usan")
struct RunnerLibrariesTests {
  static let tests = """
    func pruebaDoble() { expect(doble(2) == 4, "el doble de 2 es 4") }
    """

  @Test func theSymbolsOfAnObjectTheEngineAndTheHarnessAreRead() throws {
    let runner = try RunnerFixture.runner()
    defer { RunnerSplitTests.remove(runner) }
    let unit = try runner.prepare(
      RunnerFixture.submission(
        "import SharedCore\nfunc doble(_ n: Int) -> Int { Shared(value: n).wrappedValue * 2 }",
        tests: Self.tests),
      index: 0)
    let build = try #require(try runner.compileSplit(unit))
    defer { build.remove() }
    let object = try #require(ELFSymbols(path: build.directory + "/ejercicio.o"))
    let engine = try #require(ELFSymbols(path: runner.toolchain.libraryPath))
    // El objeto usa algo del motor, y lo que define él no está entre lo que usa.
    #expect(!object.undefined.isDisjoint(with: engine.exported))
    #expect(object.undefined.isDisjoint(with: object.defined))
    #expect(engine.needed.contains("libswiftCore.so"), "\(engine.needed)")
    #expect(engine.needed.contains("libFoundation.so"), "\(engine.needed)")
    let core = try #require(
      ELFSymbols(path: runner.toolchain.runtimeLibraryDirectory + "/libswiftCore.so"))
    let harness = try #require(
      ELFSymbols.undefined(inArchiveAt: runner.toolchain.harnessLibraryPath))
    #expect(!harness.isDisjoint(with: core.exported))
    // Lo que un miembro del arnés define para otro no cuenta como usado.
    #expect(
      !harness.contains { $0.hasPrefix("$s14LeccionHarness") }, "\(harness.sorted().prefix(5))")
  }

  @Test func whatIsNotAnELFFileOrAnArchiveHasNoSymbols() throws {
    #expect(ELFSymbols(data: Data("no es un objeto".utf8)) == nil)
    var header = Data([0x7F, 0x45, 0x4C, 0x46, 2, 1])
    header.append(Data(repeating: 0xFF, count: 58))
    #expect(ELFSymbols(data: header) == nil)
    #expect(ELFSymbols(path: "/no/existe.o") == nil)
    let folder = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/falso.a"
    try Data("!<arch>\nfalso.o/        0           0     0     644     999999    `\n".utf8)
      .write(to: URL(fileURLWithPath: path))
    #expect(ELFSymbols.undefined(inArchiveAt: path) == nil)
    #expect(ELFSymbols.undefined(inArchiveAt: "/no/existe.a") == nil)
  }

  @Test func onlyUnusedLibrariesThatCanBeDroppedLeaveTheListInItsOrder() {
    let flags = ["-lswiftCore", "-lFoundation", "-lTesting", "-lm", "-lFoundation"]
    #expect(
      LinkLibraries.trimmed(flags, keeping: ["swiftCore"], droppable: ["Foundation", "Testing"])
        == ["-lswiftCore", "-lm"])
    #expect(
      LinkLibraries.trimmed(flags, keeping: ["Foundation"], droppable: ["Foundation", "swiftCore"])
        == ["-lFoundation", "-lTesting", "-lm", "-lFoundation"])
    #expect(LinkLibraries.trimmed(flags, keeping: [], droppable: []) == flags)
  }

  /// Las de la biblioteca de Swift que el motor carga igual se pueden quitar (ninguna exporta
  /// un nombre que exporte otra); las de C o las que no están, no.
  @Test func theToolchainLibrariesTheEngineLoadsCanBeDropped() throws {
    let toolchain = try RunnerFixture.toolchain()
    let droppable = LinkLibraries.droppable(
      flags: [
        "-lswiftCore", "-lFoundation", "-lFoundationEssentials", "-lTesting", "-lm",
        "-lnoexiste",
      ],
      runtime: toolchain.runtimeLibraryDirectory, engine: toolchain.libraryPath, store: nil)
    #expect(droppable == ["swiftCore", "Foundation", "FoundationEssentials", "Testing"])
  }

  /// Lo que se guarda se lee solo si es una lista de nombres sin nada que el shell leería.
  @Test func onlyAListOfPlainNamesIsRemembered() throws {
    let folder = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let key = "prueba-" + UUID().uuidString
    #expect(LinkLibraries.learned(key: key, store: folder) == nil)
    LinkLibraries.learn(["Foundation"], key: key, store: folder)
    LinkLibraries.learn(["Testing"], key: key, store: folder)
    #expect(LinkLibraries.learned(key: key, store: folder) == ["Foundation", "Testing"])
    let other = "prueba-" + UUID().uuidString
    LinkLibraries.learn(["Foundation; rm -rf /"], key: other, store: folder)
    #expect(LinkLibraries.learned(key: other, store: folder) == nil)
  }

  /// De punta a punta: tras el primer enlace, el programa no pide Foundation ni Testing; si la
  /// persona empieza a usar FoundationEssentials (`components(separatedBy:)`, sin cambiar la
  /// interfaz), el enlace corto falla, se aprende y se enlaza otra vez en la misma
  /// comprobación, y el veredicto es el de compilar todo junto.
  @Test func aLinkLeavesOutWhatNobodyUsesAndLearnsWhatTheLearnerStartsUsing() async throws {
    let runner = try RunnerFixture.runner()
    defer { RunnerSplitTests.remove(runner) }
    // Pruebas propias: lo aprendido es por pruebas e interfaz.
    let tests = Self.tests + "\n// \(UUID().uuidString)\n"
    func unit(_ body: String) throws -> CompilationUnit {
      try runner.prepare(
        RunnerFixture.submission("func doble(_ n: Int) -> Int { \(body) }", tests: tests),
        index: 0)
    }
    func needed(_ build: CodeRunner.Build) throws -> [String] {
      let program = try #require(build.program)
      return try #require(ELFSymbols(path: program)).needed
    }
    let first = try #require(try runner.compileSplit(try unit("n * 2")))
    first.remove()
    let second = try #require(try runner.compileSplit(try unit("2 * n")))
    defer { second.remove() }
    #expect(second.launches == 1)
    let short = try needed(second)
    #expect(!short.contains("libFoundation.so") && !short.contains("libTesting.so"), "\(short)")
    #expect(short.contains("libSharedCore.so"), "\(short)")
    let words = "Int(\"\\(n)-\\(n)\".components(separatedBy: \"-\").joined())! / 11 * n"
    let third = try #require(try runner.compileSplit(try unit(words)))
    defer { third.remove() }
    #expect(third.launches == 2)
    let longer = try needed(third)
    #expect(longer.contains("libFoundationEssentials.so"), "\(longer)")
    let fourth = try #require(try runner.compileSplit(try unit("// otra vez\n" + words)))
    defer { fourth.remove() }
    #expect(fourth.launches == 1)
    for body in [words, "n + 1"] {
      let verdict = await runner.check(
        RunnerFixture.submission("func doble(_ n: Int) -> Int { \(body) }", tests: tests))
      let together = try runner.compile([try unit(body)])
      defer { together.remove() }
      let alone = try runner.execute(
        program: try #require(together.program), unit: try unit(body))
      #expect(verdict.message == alone.message)
      #expect(verdict.outcome == (body == words ? .passed : .testsFailed), "\(verdict.message)")
    }
  }
}
