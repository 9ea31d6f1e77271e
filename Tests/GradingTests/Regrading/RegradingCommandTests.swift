import Foundation
import Testing

@testable import Checker
@testable import Grading

/// `leccion corregir` con el almacén de resultados y compilaciones de verdad: el informe no
/// cambia ni un byte con almacén, sin él o con él lleno, el mismo código de varios alumnos
/// se compila una vez, y lo que se le pide a `--almacen` se comprueba.
@Suite(.serialized) struct RegradingCommandTests {
  func run(_ arguments: [String], in root: String, cache: String? = nil) async -> CommandOutcome {
    await GradingCommand.execute(
      arguments: arguments + ["--curso", GradingFixture.courseDirectory, "--tiempo", "5"],
      context: GradingFixture.context(in: root, cache: cache ?? root + "/cache"))
  }

  /// Ana y Bea entregan lo mismo, Beto los archivos de inicio y Carla un ejercicio que no
  /// compila.
  static func makeClass() throws -> String {
    let root = try GradingFixture.temporaryDirectory()
    let folder = root + "/clase"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let solutions = try GradingFixture.solutions()
    for student in ["ana", "bea"] {
      try GradingFixture.write(
        GradingFixture.submission(student, code: solutions), to: folder + "/\(student).json")
    }
    var starters: [String: String] = [:]
    for id in GradingFixture.codeExercises { starters[id] = try GradingFixture.code(id, "inicio") }
    try GradingFixture.write(
      GradingFixture.submission("beto", code: starters), to: folder + "/beto.json")
    var broken = solutions
    broken["caja.sumar"]? += "\nlet roto: Int = \"no es un número\"\n"
    try GradingFixture.write(
      GradingFixture.submission("carla", code: broken), to: folder + "/carla.json")
    return root
  }

  @Test func theReportIsTheSameBytesWithoutTheStoreWithItColdAndWarm() async throws {
    let root = try Self.makeClass()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let cold = await run(["clase", "--formato", "json"], in: root)
    #expect(cold.code == 0, "\(cold.errors)")
    #expect(cold.errors == [])
    let store = root + "/cache/leccion/resultados/curso-corregir"
    let entries = try FileManager.default.subpathsOfDirectory(atPath: store)
      .filter { ($0 as NSString).lastPathComponent.count == 64 }
    // Los tres de Ana (Bea entrega lo mismo) y los tres de Carla, que se compilan con su
    // «sumar» que no compila (así que no valen para Ana aunque dos sean iguales); los de
    // inicio de Beto ni se compilan.
    #expect(entries.count == 6)
    let warm = await run(["clase", "--formato", "json"], in: root)
    let without = await run(
      ["clase", "--formato", "json", "--sin-cache"], in: root, cache: root + "/otra-cache")
    #expect(warm.output == cold.output)
    #expect(without.output == cold.output)
    #expect(!FileManager.default.fileExists(atPath: root + "/otra-cache/leccion/resultados"))
    let text = await run(["clase"], in: root)
    let textWithout = await run(["clase", "--sin-cache"], in: root)
    #expect(text.output == textWithout.output)
    // Una entrada cortada no se cree: se vuelve a comprobar, se avisa y el informe no cambia.
    let first = try #require(entries.sorted().first)
    let entry = URL(fileURLWithPath: store + "/" + first)
    let bytes = try Data(contentsOf: entry)
    try bytes.prefix(bytes.count - 1).write(to: entry)
    let repaired = await run(["clase", "--formato", "json"], in: root)
    #expect(
      repaired.errors == [
        "Aviso: 1 entrada del almacén de resultados estaba dañada (cortada o cambiada): no se ha"
          + " creído y se ha vuelto a comprobar."
      ])
    #expect(repaired.output == cold.output)
    #expect(try Data(contentsOf: entry) == bytes)
  }

  /// `corregir` guarda lo que comprueba solo en el almacén: la caché de programas del alumno
  /// en esta máquina (`~/.cache/leccion/veredictos`, `programas`, `motor`), que el ejecutor
  /// trae por omisión, ni se lee ni se escribe; con `--sin-cache` no se crea nada.
  @Test func gradingLeavesTheLearnerCacheUntouched() async throws {
    let root = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/clase", withIntermediateDirectories: true)
    try GradingFixture.write(
      GradingFixture.submission("ana", code: try GradingFixture.solutions()),
      to: root + "/clase/ana.json")
    let learnerCache = root + "/cache/leccion"
    try FileManager.default.createDirectory(
      atPath: learnerCache + "/veredictos/ab", withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: learnerCache + "/veredictos/ab/abcd.json"))
    let before = GradingFixture.snapshot(learnerCache)
    let graded = await run(["clase", "--formato", "json"], in: root)
    #expect(graded.code == 0, "\(graded.errors)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: learnerCache).sorted()
        == ["resultados", "veredictos"])
    #expect(
      GradingFixture.snapshot(learnerCache).filter { !$0.key.hasPrefix("resultados/") } == before)
    #expect(!GradingFixture.snapshot(learnerCache + "/resultados").isEmpty)
    let without = await run(
      ["clase", "--formato", "json", "--sin-cache"], in: root, cache: root + "/otra-cache")
    #expect(without.output == graded.output)
    #expect(!FileManager.default.fileExists(atPath: root + "/otra-cache"))
  }

  @Test func identicalCodeIsCompiledOnceAndAWarmStoreCompilesNothing() async throws {
    let root = try Self.makeClass()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.removeItem(atPath: root + "/clase/carla.json")
    let solutions = try GradingFixture.solutions()
    try GradingFixture.write(
      GradingFixture.submission("cris", code: solutions), to: root + "/clase/cris.json")
    let toolchain = try SharedCoreToolchain.locate(currentDirectory: GradingFixture.packageRoot)
    let runner = CodeRunner(
      toolchain: toolchain, options: CodeRunnerOptions(limits: GradingFixture.shortLimits),
      cache: nil)
    let store = try ResultStore.open(directory: root + "/almacen")
    let setup = GradingSetup(course: GradingFixture.course, stamp: GradingFixture.stamp)
    let inputs = InputDiscovery.inputs(
      for: [root + "/clase"], currentDirectory: root, workspaces: TutorWorkspaceReader())
    var costs: [ClassGrader.Cost] = []
    var reports: [String] = []
    for _ in 0..<2 {
      let code = ResultStoreOption.grader(
        runner: runner, store: store, courseHash: GradingFixture.stamp.contentHash)
      let (report, cost) = try await ClassGrader(setup: setup, code: code, jobs: 2)
        .gradeMeasuring(inputs)
      costs.append(cost)
      reports.append(ReportFormat.json.render(report))
    }
    // Ana, Bea y Cris entregan lo mismo: un lote (una llamada a swiftc) para las tres.
    #expect(costs[0].codeExercises == 9)
    #expect(costs[0].compilerRuns == 1)
    #expect(costs[0].duplicates == 6)
    #expect(costs[1].compilerRuns == 0)
    #expect(costs[1].storeHits == 3)
    #expect(reports[1] == reports[0])
  }

  @Test func theStoreOptionsAreChecked() async throws {
    let root = try Self.makeClass()
    defer { try? FileManager.default.removeItem(atPath: root) }
    _ = FileManager.default.createFile(atPath: root + "/nota.txt", contents: Data())
    let both = await run(["clase", "--almacen", "almacen", "--sin-cache"], in: root)
    #expect(
      both.errors == [
        "error: «--almacen» y «--sin-cache» no van juntos: con «--sin-cache» no se usa ningún"
          + " almacén de resultados. Quita una de las dos."
      ])
    #expect(both.code == 2)
    let file = await run(["clase", "--almacen", "nota.txt"], in: root)
    #expect(
      file.errors == [
        "error: «--almacen nota.txt» no se puede usar (una parte de la ruta no es una carpeta)."
          + " Indica otra carpeta, o corrige sin almacén con «--sin-cache»."
      ])
    #expect(file.code == 2)
    let inside = await run(["clase", "--almacen", "clase/almacen"], in: root)
    #expect(
      inside.errors == [
        "error: «--almacen clase/almacen» no se puede usar (está dentro de lo que se corrige, y eso"
          + " no se toca). Indica otra carpeta, o corrige sin almacén con «--sin-cache»."
      ])
    #expect(!FileManager.default.fileExists(atPath: root + "/clase/almacen"))
    let merge = await GradingCommand.execute(
      arguments: ["--unir", "a.json", "--almacen", "almacen"],
      context: GradingFixture.context(in: root, cache: root + "/cache"))
    #expect(
      merge.errors == [
        "error: «--almacen» no se usa con «--unir»: las partes ya se corrigieron; «--unir» solo"
          + " admite «--formato», «--salida» y «--devoluciones» (con el «--curso» y la «--tarea»"
          + " de las partes)."
      ])
  }

  @Test func anExplicitStoreIsUsedAndAnUnusableDefaultOnlyWarns() async throws {
    let root = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/clase", withIntermediateDirectories: true)
    try GradingFixture.write(
      GradingFixture.submission("ana", code: [:]), to: root + "/clase/ana.json")
    let explicit = await run(["clase", "--almacen", "compartido/almacen"], in: root)
    #expect(explicit.code == 0)
    #expect(explicit.errors == [])
    #expect(FileManager.default.fileExists(atPath: root + "/compartido/almacen"))
    // La carpeta de cachés es un archivo: se corrige igual, sin almacén, y se avisa.
    _ = FileManager.default.createFile(atPath: root + "/cache-rota", contents: Data())
    let warned = await run(["clase"], in: root, cache: root + "/cache-rota")
    #expect(warned.code == 0)
    #expect(
      warned.errors == [
        "Aviso: no se puede usar el almacén de resultados «\(root)/cache-rota/leccion/resultados/"
          + "curso-corregir» (una parte de la ruta no es una carpeta); se corrige sin él. Indica"
          + " otra carpeta con «--almacen DIR»."
      ])
    #expect(warned.output == explicit.output)
  }
}
