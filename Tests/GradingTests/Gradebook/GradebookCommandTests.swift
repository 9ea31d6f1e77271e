import Foundation
import Testing

@testable import Grading

/// `corregir --formato canvas|moodle` de verdad: quién se queda fuera se dice en la salida de
/// errores, y los ids que Canvas no emparejaría paran antes de escribir nada.
@Suite struct GradebookCommandTests {
  func grade(_ extra: [String]) async throws -> (CommandOutcome, String) {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: directory + "/clase", withIntermediateDirectories: true)
    try GradingFixture.write(
      GradingFixture.submission("ana", answers: GradingFixture.rightAnswers(), code: [:]),
      to: directory + "/clase/ana.json")
    try "{ roto".write(toFile: directory + "/clase/rota.json", atomically: true, encoding: .utf8)
    let outcome = await GradingCommand.execute(
      arguments: ["clase", "--curso", GradingFixture.courseDirectory, "--salida", "libro.csv"]
        + extra,
      context: GradingFixture.context(in: directory, cache: directory + "/cache"))
    let written = (try? String(contentsOfFile: directory + "/libro.csv", encoding: .utf8)) ?? ""
    return (outcome, written)
  }

  @Test(arguments: ["canvas", "moodle"])
  func theLeftOutAreNamedOnStandardError(format: String) async throws {
    let (outcome, written) = try await grade(["--formato", format])
    #expect(outcome.code == 1)
    let system = format == "canvas" ? "Canvas" : "Moodle"
    #expect(
      outcome.errors == [
        "Fuera del archivo para \(system) (su nota allí queda como estaba): 1 entrega.",
        "  clase/rota.json: no es JSON válido (¿está cortada o editada a mano?). Pide al alumno que la exporte de nuevo con «leccion exportar».",
      ])
    #expect(written.contains("ana"))
    #expect(!written.contains("rota"))
  }

  @Test func canvasIDsMustBeCanvasNumbers() async throws {
    let (outcome, written) = try await grade(["--formato", "canvas", "--id-alumno", "id"])
    #expect(outcome.code == 2)
    #expect(
      outcome.errors == [
        "error: «--id-alumno id» pone el id de alumno en la columna «ID» de Canvas, que es el número que Canvas da a cada alumno, y «ana» no lo es: usa «--id-alumno sis-user» o «--id-alumno sis-login» (no se ha escrito nada)."
      ])
    #expect(written.isEmpty)
  }
}
