import Commands
import Foundation
import Presentation
import Testing
@testable import Tutor

@Suite struct WorkspaceTests {
  @Test func initializeCreatesManifestAndStartersWithoutOverwriting() async throws {
    let harness = TutorHarness()
    let first = await harness.run(
      ["iniciar", "espacio", "--alumno", "ana.garcia"], workspace: false)
    #expect(first.code == 0)
    #expect(
      Array(first.output.prefix(4)) == [
        "Espacio de trabajo creado en «espacio» para «Curso del tutor».",
        "Alumno: ana.garcia.",
        "Archivos de los ejercicios de código (edítalos con tu editor):",
        "  codigo/caja.contador.swift",
      ])
    // Sin `leccion` en el PATH, la orden que funciona: el guion del repositorio.
    let scripts = LaunchHintTests.repository + "/scripts"
    #expect(
      first.output.dropFirst(4).joined(separator: " ")
        == "Empieza con «cd espacio && \(scripts)/leccion», o instala la orden con "
        + "«\(scripts)/instalar» y será «cd espacio && leccion».")
    // progreso.json no está hasta que se abre el tutor, como dice «iniciar --help».
    #expect(!FileManager.default.fileExists(atPath: harness.progressURL.path))
    #expect(
      TutorCommand.initialize.spec.help().text(width: 80).replacingOccurrences(of: "\n", with: " ")
        .contains("progreso.json lo escribe el tutor la primera vez que lo abres ahí."))
    await harness.run([], input: [])
    #expect(FileManager.default.fileExists(atPath: harness.progressURL.path))
    let file = harness.workspace.appendingPathComponent("codigo/caja.contador.swift")
    try Data("mío".utf8).write(to: file)
    let second = await harness.run(["iniciar", "espacio"], workspace: false)
    #expect(second.output.first == "«espacio» ya era un espacio de trabajo de «Curso del tutor».")
    #expect(try String(contentsOf: file, encoding: .utf8) == "mío")
  }

  @Test(arguments: [
    (
      ["iniciar", "espacio", "--alumno", "otra"],
      "error: el espacio «ESPACIO» es del alumno «ana», no de «otra»: usa otra carpeta."
    ),
    (
      ["iniciar", "espacio", "--alumno", "con espacio"],
      "error: el id de alumno «con espacio» no vale: usa letras, cifras, puntos, guiones o «_», "
        + "sin espacios (por ejemplo «ana.garcia»)."
    ),
  ])
  func learnerMistakesAreReported(arguments: [String], message: String) async {
    let harness = TutorHarness()
    await harness.run(["iniciar", "espacio", "--alumno", "ana"], workspace: false)
    let result = await harness.run(arguments, workspace: false)
    #expect(result.code != 0)
    #expect(
      result.errors == [message.replacingOccurrences(of: "ESPACIO", with: harness.workspace.path)])
  }

  @Test func aWorkspaceOfAnotherCourseIsRefused() async throws {
    let harness = TutorHarness()
    await harness.initialize()
    let manifest = harness.workspace.appendingPathComponent("espacio.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
      .replacingOccurrences(of: "curso-tutor", with: "otro-curso")
    try Data(text.utf8).write(to: manifest)
    let result = await harness.run(["lista"])
    #expect(result.code == 3)
    #expect(
      result.errors == [
        "error: el espacio «\(harness.workspace.path)» es del curso «otro-curso», no de "
          + "«curso-tutor». Usa otro espacio con «--espacio CARPETA» o el curso de ese espacio "
          + "con «--curso»."
      ])
  }

  @Test func aBrokenManifestIsReportedWithoutTouchingProgress() async throws {
    let harness = TutorHarness()
    await harness.initialize()
    let manifest = harness.workspace.appendingPathComponent("espacio.json")
    try Data(#"{"format": 1}"#.utf8).write(to: manifest)
    let result = await harness.run(["lista"])
    #expect(result.code == 3)
    #expect(
      result.errors == [
        "error: no puedo leer «\(manifest.path)»: falta el campo «courseID». Corrígelo o bórralo "
          + "y vuelve a ejecutar «leccion iniciar»; tu progreso (progreso.json) no se toca."
      ])
  }

  @Test func withoutWorkspaceADefaultOneIsCreatedUnderXDGDataHome() async {
    let harness = TutorHarness()
    let result = await harness.run(["lista"], workspace: false)
    #expect(result.code == 0)
    let expected = harness.root.appendingPathComponent("datos/leccion/curso-tutor").path
    // Ajustado al ancho: la ruta, que no cabe tras el principio, va entera en su línea.
    #expect(
      result.errors == [
        "Tu trabajo se guarda en", "«\(expected)»",
        "(usa «leccion iniciar DIR» para otra carpeta).",
      ])
    #expect(FileManager.default.fileExists(atPath: expected + "/espacio.json"))
  }

  @Test func theWorkspaceOfTheCurrentFolderOrAParentIsUsed() async throws {
    let harness = TutorHarness()
    await harness.initialize()
    var environment = harness.environment
    environment.currentDirectory = harness.workspace.appendingPathComponent("codigo").path
    let console = Console.capturing()
    let code = await CommandLineInterface.run(
      arguments: ["progreso", "--curso", TutorHarness.course.path], environment: environment,
      console: console, commands: LeccionCommands.table)
    #expect(code == 0)
    // La ruta, entera, aunque no quepa detrás del rótulo.
    #expect(
      console.captured.output.suffix(2).joined(separator: " ").split(separator: " ")
        == ["Espacio", "de", "trabajo:", Substring(harness.workspace.path)])
  }
}
