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
