import Support
import Foundation
import Presentation
import Testing
@testable import Tutor
import Commands

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
    for command in LeccionCommands.table.tutorCommands where command != .help {
      #expect(text.contains("  \(command.name) "))
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

/// Las órdenes de corrección en la tabla de órdenes: las ejecuta su módulo, con sus errores.
@Suite struct GradingCommandsInTableTests {
  @Test func corregirIsHandedToTheGraderWithItsOwnUsageErrors() async {
    let result = await TutorHarness().run(["corregir"], course: nil, workspace: false)
    #expect(result.code == 2)
    #expect(result.errors.first?.hasPrefix("error:") == true)
  }

  /// Una tabla sin las órdenes de corrección no las conoce: ni las ejecuta ni las lista.
  @Test(arguments: [["corregir", "x.json"], ["ayuda", "corregir"]])
  func aTableWithoutTheGraderDoesNotKnowItsCommands(arguments: [String]) async {
    let console = Console.capturing()
    let code = await CommandLineInterface.run(
      arguments: arguments, console: console, services: .withoutEngine,
      commands: LeccionCommands.table.tutorOnly)
    #expect(code == 2)
    #expect(
      console.captured.errors == [
        "error: orden desconocida «corregir». Escribe «leccion --help» para ver las órdenes."
      ])
  }

  /// Las opciones comunes que van delante pasan a la orden: antes, «corregir» tras
  /// «--curso DIR» era una orden desconocida.
  @Test func commonOptionsBeforeAGradingCommandAreItsOwn() async throws {
    let harness = TutorHarness()
    let result = await harness.run(
      ["--curso", TutorHarness.course.path, "corregir"], course: nil, workspace: false)
    #expect(result.code == 2)
    #expect(
      result.errors == [
        "error: faltan las entregas: «leccion corregir ENTREGA|CARPETA…» (archivos de"
          + " «leccion exportar» o carpetas de trabajo)."
      ])
    let help = await harness.run(["--help", "corregir"], course: nil, workspace: false)
    let own = await harness.run(["corregir", "--help"], course: nil, workspace: false)
    #expect(help.code == 0)
    #expect(help.text == own.text)
    #expect(help.text.hasPrefix("leccion corregir — "))
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
}

/// Las ayudas de todas las órdenes (`--help` y `ayuda ORDEN`, con cada nombre y alias, también
/// las de corrección) al ancho de la terminal: ninguna línea pasa de él (medido en columnas
/// de terminal) y ninguna palabra se parte; `ayuda ORDEN` es lo mismo que `ORDEN --help`.
@Suite struct HelpWidthTests {
  /// Cada orden por su nombre y por cada alias.
  static let words = LeccionCommands.table.entries.flatMap(\.spec.words)

  static let invocations =
    [["--help"]] + words.map { [$0, "--help"] } + words.map { ["ayuda", $0] }

  @Test(arguments: [80, 60])
  func everyHelpFitsTheTerminalWithoutCuttingAWord(columns: Int) async {
    for arguments in Self.invocations {
      let narrow = await TutorHarness().run(
        arguments, course: nil, workspace: false, columns: columns)
      let wide = await TutorHarness().run(arguments, course: nil, workspace: false, columns: 1000)
      #expect(narrow.code == 0, "\(arguments): \(narrow.errors)")
      #expect(narrow.errors.isEmpty, "\(arguments): \(narrow.errors)")
      let lines = narrow.text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count > 5, "\(arguments)")
      let tooWide = lines.filter { DisplayWidth.of($0) > columns }
      #expect(tooWide.isEmpty, "\(arguments) a \(columns) columnas: \(tooWide)")
      // Ajustar solo mueve los saltos de línea: las mismas palabras, en el mismo orden.
      #expect(
        narrow.text.split(whereSeparator: \.isWhitespace)
          == wide.text.split(whereSeparator: \.isWhitespace), "\(arguments)")
    }
  }

  /// En una terminal ancha (o sin terminal) la ayuda es la de 80 columnas.
  @Test func aWideTerminalGetsTheEightyColumnHelp() async {
    let wide = await TutorHarness().run(["--help"], course: nil, workspace: false, columns: 100)
    let standard = await TutorHarness().run(["--help"], course: nil, workspace: false)
    #expect(wide.text == standard.text)
    #expect(standard.text.split(separator: "\n").contains { DisplayWidth.of($0) > 70 })
  }

  /// A 60 columnas, el texto de una opción sigue en su columna.
  @Test func optionTextHangsUnderItsColumn() async throws {
    let result = await TutorHarness().run(
      ["corregir", "--help"], course: nil, workspace: false, columns: 60)
    let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("  --formato F") })
    let column = lines[start].range(of: "texto")
      .map { lines[start].distance(from: lines[start].startIndex, to: $0.lowerBound) }
    #expect(column == 25)
    let continuation = lines[start + 1]
    #expect(
      continuation.prefix(25).allSatisfy { $0 == " " } && continuation.dropFirst(25).first != " ")
  }

  @Test(arguments: words)
  func ayudaOrdenIsTheSameAsItsHelpOption(word: String) async {
    for columns in [80, 60] {
      let byName = await TutorHarness().run(
        ["ayuda", word], course: nil, workspace: false, columns: columns)
      let byOption = await TutorHarness().run(
        [word, "--help"], course: nil, workspace: false, columns: columns)
      #expect(byName.code == 0)
      #expect(byName.text == byOption.text)
      #expect(byName.text.hasPrefix("leccion "))
    }
  }

  @Test(arguments: [
    ("corregri", "error: orden desconocida «corregri». ¿Quisiste decir «corregir»?"),
    ("tare", "error: orden desconocida «tare». ¿Quisiste decir «tarea»?"),
    ("pistas", "error: orden desconocida «pistas». ¿Quisiste decir «pista»?"),
    ("zzz", "error: orden desconocida «zzz». Escribe «leccion --help» para ver las órdenes."),
  ])
  func anUnknownNameIsNamedWithASuggestion(word: String, message: String) async {
    let result = await TutorHarness().run(["ayuda", word], course: nil, workspace: false)
    #expect(result.code == 2)
    #expect(result.errors == [message])
    #expect(result.output.isEmpty)
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
