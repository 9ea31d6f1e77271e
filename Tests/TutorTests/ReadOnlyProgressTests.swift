import Foundation
import Testing

@testable import Tutor

/// Un `progreso.json` dañado: las órdenes que solo leen no lo tocan (lo dicen y dicen qué
/// hacer); el tutor lo aparta y dice dónde, con la ruta entera en su línea.
@Suite struct ReadOnlyProgressTests {
  private func damaged() async throws -> TutorHarness {
    let harness = TutorHarness()
    await harness.initialize()
    try Data("{ esto no es json".utf8).write(to: harness.progressURL)
    return harness
  }

  private func backups(_ harness: TutorHarness) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: harness.workspace.path)
      .filter { $0.hasPrefix("progreso.json.dañado-") }
  }

  @Test(arguments: [["progreso"], ["lista"], ["progreso", "--formato", "json"]])
  func aReadOnlyCommandNeverRenamesIt(arguments: [String]) async throws {
    let harness = try await damaged()
    let run = await harness.run(arguments, columns: 60)
    #expect(run.code == 0)
    #expect(try backups(harness).isEmpty)
    #expect(try Data(contentsOf: harness.progressURL) == Data("{ esto no es json".utf8))
    #expect(
      run.errors == [
        "aviso: tu archivo de progreso",
        "  espacio/progreso.json",
        "está dañado (no es JSON válido). Esta orden solo lee: no lo",
        "he tocado, y lo que muestra es un progreso vacío. Abre el",
        "tutor («leccion») para que lo guarde aparte y empiece uno",
        "nuevo, o arréglalo a mano.",
      ], "\(run.errors)")
  }

  @Test func theTutorSetsItAsideAndShowsThePathWhole() async throws {
    let harness = try await damaged()
    let run = await harness.run([], input: [], columns: 60)
    let names = try backups(harness)
    #expect(names.count == 1)
    let name = try #require(names.first)
    #expect(
      Array(run.output.prefix(4)) == [
        "aviso: tu archivo de progreso estaba dañado (no es JSON",
        "válido). Lo he guardado aparte como",
        "  espacio/\(name)",
        "y empiezo un progreso nuevo; no he borrado nada.",
      ], "\(run.output.prefix(6))")
  }
}
