import Foundation
import Testing

@testable import Grading

/// Lo que dicen `exportar`, `tarea` y `corregir` cuando algo no va: cada orden remite a su
/// propia ayuda, y `exportar` sale con los códigos que dice su ayuda (y `leccion --help`).
@Suite struct CommandMessagesTests {
  private func export(_ arguments: [String], in directory: String, home: String? = nil)
    -> CommandOutcome
  {
    let base = GradingFixture.context(in: directory, cache: directory + "/cache")
    let context = GradingContext(
      currentDirectory: directory, environment: ["HOME": home ?? directory],
      processorCount: 1, executable: nil, makeRunner: base.makeRunner, now: { Date() })
    return ExportCommand.execute(
      arguments: arguments + ["--curso", GradingFixture.courseDirectory], context: context)
  }

  @Test func theDefaultWorkspaceWithoutAStudentSaysHowToNameOne() throws {
    let home = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let workspace = home + "/.local/share/leccion/curso-corregir"
    try ClassFixture.workspace(at: workspace, student: "ana", code: [:])
    // El espacio que crea el tutor por su cuenta no lleva id de alumno.
    let manifest = """
      {"courseID": "curso-corregir", "created": "2026-11-30T09:00:00.000Z", "format": 1}
      """
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: workspace + "/espacio.json"))
    let outcome = export([], in: home, home: home)
    #expect(
      outcome.errors == [
        "error: no se puede exportar «\(workspace)»: esta carpeta de trabajo no dice quién eres,"
          + " y una entrega lleva tu id de alumno. Anótalo con «leccion iniciar --alumno TU_ID"
          + " \(workspace)» (no cambia nada más) y vuelve a exportar."
      ])
    #expect(outcome.code == 3)
  }

  @Test func aFolderThatIsNoWorkspaceExitsWithThree() throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: directory + "/vacia", withIntermediateDirectories: true)
    let outcome = export(["--espacio", "vacia"], in: directory)
    #expect(
      outcome.errors == [
        "error: «vacia» no es una carpeta de trabajo de leccion (le falta espacio.json)."
      ])
    #expect(outcome.code == 3)
    let help = export(["--help"], in: directory).output.joined(separator: "\n")
    #expect(help.contains("  3  la carpeta de trabajo o el curso no se pueden usar"))
    #expect(!help.contains("  1  "))
  }

  @Test func eachCommandSendsToItsOwnHelp() throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let unknown = export(["--bogus"], in: directory)
    #expect(
      unknown.errors == [
        "error: opción desconocida «--bogus». Escribe «leccion exportar --help» para ver las"
          + " opciones."
      ])
    #expect(unknown.code == 2)
    let context = GradingFixture.context(in: directory, cache: directory + "/cache")
    let task = AssignmentCommand.execute(arguments: ["nueva", "--bogus"], context: context)
    #expect(
      task.errors == [
        "error: opción desconocida «--bogus». Escribe «leccion tarea --help» para ver las"
          + " opciones."
      ])
    let extra = AssignmentCommand.execute(arguments: ["nueva", "sobra"], context: context)
    #expect(
      extra.errors == [
        "error: sobra el argumento «sobra». Escribe «leccion tarea --help» para ver la forma de"
          + " la orden."
      ])
    let missing = export(["--salida"], in: directory)
    #expect(
      missing.errors == [
        "error: a la opción «--salida» le falta su valor. Escribe «leccion exportar --help» para"
          + " ver la forma de cada opción."
      ])
  }

  @Test func oneHandInIsSingular() async throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let folder = directory + "/entregas-de-la-clase-de-la-tarde"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data("{".utf8).write(to: URL(fileURLWithPath: folder + "/rota.json"))
    let outcome = await GradingCommand.execute(
      arguments: [
        "entregas-de-la-clase-de-la-tarde/rota.json", "--curso", GradingFixture.courseDirectory,
      ],
      context: GradingFixture.context(in: directory, cache: directory + "/cache"))
    let lines = outcome.output.joined(separator: "\n").split(separator: "\n").map(String.init)
    #expect(lines.last == "1 entrega: 0 corregidas, 1 con error.", "\(outcome.errors)")
    // La fila corta la ruta por una «/», no a media palabra.
    #expect(lines.contains { $0.hasPrefix("…/rota.json ") }, "\(lines)")
    #expect(Plural.count(1, "entrega corregida", "entregas corregidas") == "1 entrega corregida")
    #expect(Plural.count(0, "entrega", "entregas") == "0 entregas")
  }

  @Test func aLongPathIsCutBetweenNames() {
    #expect(
      TextReport.fitKeepingEnd("/tmp/leccion-clase/alumno-007.json", 30)
        == "…/alumno-007.json")
    #expect(
      TextReport.fitKeepingEnd("entregas-de-la-clase/tarde/alumno-007.json", 30)
        == "…/tarde/alumno-007.json")
    #expect(TextReport.fitKeepingEnd("clase/rota.json", 30) == "clase/rota.json")
    // Un nombre que no cabe solo guarda su final, que es lo que lo distingue.
    #expect(
      TextReport.fitKeepingEnd("a/" + String(repeating: "x", count: 40), 10)
        == "…" + String(repeating: "x", count: 9))
  }
}
