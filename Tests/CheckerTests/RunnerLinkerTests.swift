import Foundation
import Testing

@testable import Checker

/// El enlace sin `swift-autolink-extract` ni el driver de `clang` (`AutolinkEntries`,
/// `LinkerPlan`): las bibliotecas que piden los objetos se leen de su sección, lo que escribió
/// la herramienta para esas mismas secciones se recuerda, y el enlace es la misma orden de
/// `ld.lld` que lanzaría `clang`.
@Suite("Corrector de código: el enlace solo con ld.lld")
struct RunnerLinkerTests {
  static let tests = """
    func pruebaDoble() { expect(doble(2) == 4, "el doble de 2 es 4") }
    """

  static func environment() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "dumb"
    return environment
  }

  @Test func theSectionOfAnObjectIsTheLibrariesItAsksFor() throws {
    let runner = try RunnerFixture.runner()
    defer { RunnerSplitTests.remove(runner) }
    let unit = try runner.prepare(
      RunnerFixture.submission("func doble(_ n: Int) -> Int { n * 2 }", tests: Self.tests),
      index: 0)
    let build = try #require(try runner.compileSplit(unit))
    defer { build.remove() }
    #expect(build.program != nil)
    let section = try #require(
      AutolinkEntries.section(ofObjectAt: build.directory + "/ejercicio.o"))
    let libraries = section.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    #expect(libraries.contains("-lswiftCore"), "\(libraries)")
    #expect(libraries.allSatisfy { $0.hasPrefix("-l") }, "\(libraries)")
    // Lo mismo pide el objeto de las pruebas (quizá en otro orden): los dos importan el motor.
    let tests = try #require(AutolinkEntries.section(ofObjectAt: build.directory + "/pruebas.o"))
    #expect(
      Set(tests.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
        == Set(libraries))
  }

  @Test func whatIsNotAnELFObjectHasNoSection() {
    #expect(AutolinkEntries.section(named: ".x", in: Data("no es un objeto".utf8)) == nil)
    var header = Data([0x7F, 0x45, 0x4C, 0x46, 2, 1])
    header.append(Data(repeating: 0xFF, count: 58))
    #expect(AutolinkEntries.section(named: ".x", in: header) == nil)
    #expect(AutolinkEntries.section(ofObjectAt: "/no/existe.o") == nil)
  }

  @Test func onlyAListOfLibraryFlagsIsRemembered() {
    #expect(AutolinkEntries.flags("-lswiftCore\n-lm\n") == ["-lswiftCore", "-lm"])
    #expect(AutolinkEntries.flags("") == nil)
    #expect(AutolinkEntries.flags("-lswiftCore\n/etc/passwd\n") == nil)
    #expect(AutolinkEntries.flags("-lswiftCore\n-l$(rm)\n") == nil)
    let key = AutolinkEntries.key(sections: [Data("x".utf8)], fingerprint: UUID().uuidString)
    AutolinkEntries.learn("-lm\n; rm -rf /\n", key: key, store: nil)
    #expect(AutolinkEntries.known(key: key, store: nil) == nil)
    AutolinkEntries.learn("-lm\n", key: key, store: nil)
    #expect(AutolinkEntries.known(key: key, store: nil) == "-lm\n")
  }

  /// Con las bibliotecas sabidas, el enlace es una sola orden: `ld.lld`, con ellas en su
  /// lugar y en su orden, y `$ORIGIN` escrito para que el shell no lo expanda.
  @Test func aLinkWithTheLibrariesKnownIsOnlyTheLinker() throws {
    let swiftc = try RunnerFixture.toolchain().swiftc
    let command = [
      swiftc, "-use-ld=lld", "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN", "-o",
      "/compilacion/programa", "/compilacion/pruebas.o", "/compilacion/ejercicio.o",
    ]
    let libraries = ["-lswiftCore", "-lswift_Concurrency", "-lm"]
    let plan = try #require(
      LinkPlan.direct(
        command, directory: "/compilacion", environment: Self.environment(),
        fingerprint: "prueba-" + UUID().uuidString, store: nil, autolink: libraries))
    #expect(Array(plan.prefix(2)) == ["/bin/sh", "-c"])
    let script = plan.last ?? ""
    #expect(script.hasPrefix("exec \"/") && script.contains("/ld.lld\" "), "\(script)")
    #expect(!script.contains("swift-autolink-extract") && !script.contains("/clang "))
    #expect(
      script.contains(
        "\"/compilacion/pruebas.o\" \"/compilacion/ejercicio.o\" \"-lswiftCore\" "
          + "\"-lswift_Concurrency\" \"-lm\""), "\(script)")
    #expect(script.contains("\"\\$ORIGIN\""), "\(script)")
    #expect(script.contains("\"-o\" \"/compilacion/programa\""), "\(script)")
  }

  @Test func anAnswerOfClangThatIsNotOneQuotedLinkerCommandIsNoPlan() {
    let linker = " \"/opt/swift/usr/bin/ld.lld\" \"-o\" \"programa\" \"\\$ORIGIN\""
    #expect(LinkerPlan.parse("clang version 21\n" + linker) == String(linker.dropFirst()))
    #expect(LinkerPlan.parse("") == nil)
    #expect(LinkerPlan.parse(linker + "\n" + linker) == nil)
    #expect(LinkerPlan.parse(" \"/usr/bin/gcc\" \"-o\" \"programa\"") == nil)
    #expect(LinkerPlan.parse(" \"/opt/swift/usr/bin/ld.lld\" \"$(rm -rf /)\"") == nil)
    #expect(LinkerPlan.parse(" \"/opt/swift/usr/bin/ld.lld\" \"`rm`\"") == nil)
    #expect(LinkerPlan.parse(" \"/opt/swift/usr/bin/ld.lld\" '-o' programa") == nil)
    #expect(LinkerPlan.parse(" \"/opt/swift/usr/bin/ld.lld\" \"-o\"; rm") == nil)
  }

  /// De punta a punta: la primera comprobación enlaza como siempre y aprende lo que escribió
  /// `swift-autolink-extract`; las siguientes (otro cuerpo, la misma interfaz) enlazan solo con
  /// `ld.lld`, y el veredicto es el mismo que el de compilar todo junto.
  @Test func checksAfterTheFirstLinkWithTheLinkerAloneAndKeepTheirVerdicts() async throws {
    let runner = try RunnerFixture.runner()
    defer { RunnerSplitTests.remove(runner) }
    let first = await runner.check(
      RunnerFixture.submission("func doble(_ n: Int) -> Int { n * 2 }", tests: Self.tests))
    #expect(first.outcome == .passed, "\(first.message)")
    let unit = try runner.prepare(
      RunnerFixture.submission("// otra\nfunc doble(_ n: Int) -> Int { 2 * n }", tests: Self.tests),
      index: 0)
    let build = try #require(try runner.compileSplit(unit))
    defer { build.remove() }
    #expect(build.program != nil)
    let sections = try ["/pruebas.o", "/ejercicio.o"].map {
      try #require(AutolinkEntries.section(ofObjectAt: build.directory + $0))
    }
    #expect(runner.knownAutolink(sections: sections) != nil)
    // La siguiente comprobación con estas pruebas ya sabe con qué enlazar, sin lanzar nada.
    let interface = try #require(
      FileManager.default.contents(atPath: build.directory + "/interfaz/Ejercicio.swiftmodule"))
    let predicted = try #require(
      runner.predictedAutolink(
        tests: build.directory + "/pruebas.o",
        testsKey: runner.testsObjectKey(for: [unit], interface: interface)))
    #expect(predicted.learner == sections[1])
    for (body, outcome) in [("n + n", CodeVerdict.Outcome.passed), ("n + 1", .testsFailed)] {
      let verdict = await runner.check(
        RunnerFixture.submission("func doble(_ n: Int) -> Int { \(body) }", tests: Self.tests))
      #expect(verdict.outcome == outcome, "\(verdict.message)")
      let together = try runner.compile([
        try runner.prepare(
          RunnerFixture.submission("func doble(_ n: Int) -> Int { \(body) }", tests: Self.tests),
          index: 0)
      ])
      defer { together.remove() }
      let program = try #require(together.program)
      let alone = try runner.execute(
        program: program,
        unit: try runner.prepare(
          RunnerFixture.submission("func doble(_ n: Int) -> Int { \(body) }", tests: Self.tests),
          index: 0))
      #expect(verdict.message == alone.message)
    }
  }

  /// Lo que se recuerda no se cree: si la sección del objeto de la persona no es la esperada
  /// (aquí, una plantada a mano), el programa enlazado con lo recordado se tira y se enlaza
  /// otra vez como antes (dos lanzamientos en vez de uno), con el veredicto de siempre.
  @Test func aLearnerObjectThatAsksForOtherLibrariesIsLinkedAgainAsBefore() throws {
    let runner = try RunnerFixture.runner()
    defer { RunnerSplitTests.remove(runner) }
    // Pruebas propias: lo recordado es del proceso, y las demás de la batería lo reescribirían.
    let tests = Self.tests + "\n// \(UUID().uuidString)\n"
    func unit(_ round: Int) throws -> CompilationUnit {
      try runner.prepare(
        RunnerFixture.submission(
          "// vuelta \(round)\nfunc doble(_ n: Int) -> Int { n * 2 }", tests: tests),
        index: 0)
    }
    let first = try #require(try runner.compileSplit(try unit(0)))
    let sections = try ["/pruebas.o", "/ejercicio.o"].map {
      try #require(AutolinkEntries.section(ofObjectAt: first.directory + $0))
    }
    let interface = try #require(
      FileManager.default.contents(atPath: first.directory + "/interfaz/Ejercicio.swiftmodule"))
    defer { first.remove() }
    let testsKey = runner.testsObjectKey(for: [try unit(0)], interface: interface)
    let fingerprint = runner.compilerFingerprint
    let flags = try #require(
      AutolinkEntries.known(
        key: AutolinkEntries.key(sections: sections, fingerprint: fingerprint),
        store: runner.planStore))
    let planted = Data("-lotra\0".utf8)
    AutolinkEntries.remember(
      partner: planted, of: testsKey, fingerprint: fingerprint, store: runner.planStore)
    AutolinkEntries.learn(
      flags, key: AutolinkEntries.key(sections: [sections[0], planted], fingerprint: fingerprint),
      store: runner.planStore)
    let predicted = runner.predictedAutolink(
      tests: first.directory + "/pruebas.o", testsKey: testsKey)
    #expect(predicted?.learner == planted)
    let second = try #require(try runner.compileSplit(try unit(1)))
    defer { second.remove() }
    #expect(second.launches == 2)
    #expect(FileManager.default.isExecutableFile(atPath: try #require(second.program)))
    // Lo visto de verdad vuelve a ser lo esperado: la siguiente, una sola caja.
    let third = try #require(try runner.compileSplit(try unit(2)))
    defer { third.remove() }
    #expect(third.launches == 1)
  }

  /// La compilación de antemano recuerda también la sección del objeto de la persona para esas
  /// pruebas: su primera comprobación ya puede enlazar solo con `ld.lld`.
  @Test func precompilingRemembersTheSectionOfTheLearnerObject() async throws {
    let runner = try RunnerFixture.runner()
    defer { RunnerSplitTests.remove(runner) }
    let tests = Self.tests + "\n// \(UUID().uuidString)\n"
    let submission = RunnerFixture.submission(
      "func doble(_ n: Int) -> Int { n * 2 }", tests: tests)
    #expect(await runner.precompileTests(submission) == .compiled)
    let unit = try runner.prepare(submission, index: 0)
    let base = runner.testsBaseKey(for: [unit])
    let interface = try #require(runner.testsCache?.lastInterface(base: base))
    let testsKey = runner.testsObjectKey(base: base, interface: interface)
    let remembered = try #require(
      AutolinkEntries.partner(
        of: testsKey, fingerprint: runner.compilerFingerprint, store: runner.planStore))
    let build = try #require(try runner.compileSplit(unit))
    defer { build.remove() }
    #expect(build.launches == 1)
    #expect(AutolinkEntries.section(ofObjectAt: build.directory + "/ejercicio.o") == remembered)
  }
}
