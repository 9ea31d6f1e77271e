import Support
import Foundation
import Presentation
import Testing
@testable import Tutor

@Suite struct CommandLineInterfaceTests {
  @Test func versionPrintsNameAndVersion() async {
    let result = await TutorHarness().run(["--version"], course: nil, workspace: false)
    #expect(result.code == 0)
    #expect(result.output == ["leccion \(LeccionVersion.current)"])
  }

  @Test func helpIsSpanishAndDocumentsEveryExitCode() async {
    let result = await TutorHarness().run(["--help"], course: nil, workspace: false)
    #expect(result.code == 0)
    let text = result.text
    #expect(text.contains("CÓDIGOS DE SALIDA"))
    for line in [
      "0    todo fue bien", "1    la orden se ejecutó", "2    la orden está mal escrita",
      "3    el curso o el espacio", "130  interrumpida con Ctrl-C",
      "143  terminada por SIGTERM, tras guardar (129 si se cerró",
    ] {
      #expect(text.contains(line))
    }
    for command in CommandName.allCases where command != .help {
      #expect(text.contains("  \(command.rawValue) ("))
    }
  }

  @Test func commandHelpNamesItsUsage() async {
    let result = await TutorHarness().run(["comprobar", "--help"], course: nil, workspace: false)
    #expect(result.code == 0)
    #expect(result.output.contains("  leccion comprobar [ID] [--todo] [--formato texto|json]"))
  }

  @Test(arguments: [
    (["lsita"], Int32(2), "error: orden desconocida «lsita». ¿Quisiste decir «lista»?"),
    (["--verison"], 2, "error: opción desconocida «--verison». ¿Quisiste decir «--version»?"),
  ])
  func badUsageExitsTwoWithSpanishMessage(arguments: [String], code: Int32, message: String) async {
    let result = await TutorHarness().run(arguments, course: nil, workspace: false)
    #expect(result.code == code)
    #expect(result.errors == [message])
    #expect(result.output.isEmpty)
  }

  @Test func missingWorkspaceIsReported() async {
    let harness = TutorHarness()
    let result = await harness.run(["lista"])
    #expect(result.code == 3)
    #expect(
      result.errors == [
        "error: «espacio» no es un espacio de trabajo de leccion (no tiene espacio.json). "
          + "Créalo con «leccion iniciar espacio»."
      ])
  }

  @Test func missingCourseIsReported() async {
    let harness = TutorHarness()
    let result = await harness.run(["lista"], course: harness.root.appendingPathComponent("nada"))
    #expect(result.code == 3)
    #expect(
      result.errors == [
        "error: nada/indice.txt: falta este archivo: un curso empieza por su índice, indice.txt (ver Content/README.md)."
      ])
  }
}

@Suite struct DelegatedCommandTests {
  @Test func corregirIsHandedToTheGraderWithItsOwnUsageErrors() async {
    let result = await TutorHarness().run(["corregir"], course: nil, workspace: false)
    #expect(result.code == 2)
    #expect(result.errors.first?.hasPrefix("error:") == true)
  }

  @Test func aBinaryWithoutTheGraderSaysSoInsteadOfFailingOddly() async {
    let console = Console.capturing()
    let code = await CommandLineInterface.run(
      arguments: ["corregir", "x.json"], console: console, services: .withoutEngine)
    #expect(code == 3)
    #expect(
      console.captured.errors == [
        "error: la orden «corregir» no viene en este ejecutable; usa el `leccion` completo (./scripts/leccion corregir …)."
      ])
  }

  @Test func aMistypedCorregirIsSuggested() async {
    let result = await TutorHarness().run(["corrgir"], course: nil, workspace: false)
    #expect(result.code == 2)
    #expect(result.errors == ["error: orden desconocida «corrgir». ¿Quisiste decir «corregir»?"])
  }

  @Test func helpListsTheBatchCommands() async {
    let result = await TutorHarness().run(["--help"], course: nil, workspace: false)
    #expect(result.text.contains("  corregir (corr) ENTREGA…"))
    #expect(result.text.contains("  exportar (exp)"))
  }

  /// Toda ayuda cabe en una terminal de 80 columnas sin que esta parta las líneas.
  @Test(
    arguments: [["--help"], ["corregir", "--help"], ["exportar", "--help"]]
      + CommandName.allCases.map { ["ayuda", $0.rawValue] })
  func everyHelpFitsInEightyColumns(arguments: [String]) async {
    let result = await TutorHarness().run(arguments, course: nil, workspace: false)
    let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 3)
    let wide = lines.filter { $0.count > 80 }
    #expect(wide.isEmpty, "\(wide)")
  }
}

/// `validar` con un curso que solo tiene avisos: los muestra con «aviso:», en su línea,
/// y termina con 0; en JSON van en «warnings».
@Suite struct ValidateWarningsTests {
  /// Un curso de una lección con dos preguntas cuya correcta es la más larga.
  static func course(in harness: TutorHarness) throws -> URL {
    let course = harness.root.appendingPathComponent("curso-avisos")
    let lesson = course.appendingPathComponent("01-x")
    try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
    try "id: curso-avisos\ntitulo: Avisos\n01-x\n".write(
      to: course.appendingPathComponent("indice.txt"), atomically: true, encoding: .utf8)
    try "# La caja\n\nTexto.\n".write(
      to: lesson.appendingPathComponent("leccion.md"), atomically: true, encoding: .utf8)
    let question = { (id: String) in
      "## x.\(id) — Pregunta\ntipo: eleccion\n\n### opciones\n- [ ] {#corta} Corta.\n"
        + "  > No.\n- [x] {#larga} La respuesta larga.\n  > Sí.\n\n"
    }
    try (question("uno") + question("dos")).write(
      to: lesson.appendingPathComponent("ejercicios.md"), atomically: true, encoding: .utf8)
    return course
  }

  @Test func warningsAreShownAndDoNotFail() async throws {
    let harness = TutorHarness()
    let course = try Self.course(in: harness)
    let result = await harness.run(["validar", course.path], course: nil, workspace: false)
    let message =
      "aviso: en esta lección la opción correcta es la más larga en 2 de sus 2 preguntas de "
      + "una sola respuesta (más de un tercio), y esta es una de ellas: quien duda elige la más "
      + "larga. Acorta esta o alarga alguna de las otras."
    #expect(result.code == 0)
    #expect(
      result.output == [
        "curso-avisos/01-x/ejercicios.md:7: " + message,
        "curso-avisos/01-x/ejercicios.md:16: " + message,
        "El curso está bien (con 2 avisos): 1 lección y 2 ejercicios.",
      ])
    let json = await harness.run(
      ["validar", course.path, "--formato", "json"], course: nil, workspace: false)
    #expect(json.code == 0)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
    #expect((report["problems"] as? [Any])?.isEmpty == true)
    let warnings = try #require(report["warnings"] as? [[String: Any]])
    #expect(warnings.map { $0["line"] as? Int } == [7, 16])
    #expect(warnings.first?["file"] as? String == "curso-avisos/01-x/ejercicios.md")
    #expect((warnings.first?["message"] as? String)?.hasPrefix("en esta lección") == true)
  }
}
