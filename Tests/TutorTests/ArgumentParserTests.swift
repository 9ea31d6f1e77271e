import Commands
import Testing
@testable import Tutor

@Suite struct ArgumentParserTests {
  /// La llamada a la orden del tutor `name` con lo que pide.
  static func call(_ name: String, _ request: any TutorRequest) -> Subcommand {
    .run(TutorCall(command: name, request: request))
  }

  @Test(arguments: [
    ([String](), Subcommand.repl),
    (["lista"], call("lista", ListRequest())),
    (["ls"], call("lista", ListRequest())),
    (["progreso"], call("progreso", ProgressRequest())),
    (["comprobar"], call("comprobar", CheckRequest(target: .current))),
    (["comp", "caja.copia"], call("comprobar", CheckRequest(target: .exercise("caja.copia")))),
    (["comprobar", "--todo"], call("comprobar", CheckRequest(target: .all))),
    (["pista", "caja.copia"], call("pista", HintRequest(exerciseID: "caja.copia"))),
    (
      ["reiniciar", "caja.copia", "--si"],
      call("reiniciar", ResetRequest(exerciseID: "caja.copia", confirmed: true))
    ),
    (
      ["reiniciar", "caja.copia", "--sí"],
      call("reiniciar", ResetRequest(exerciseID: "caja.copia", confirmed: true))
    ),
    (
      ["iniciar", "dir", "--alumno", "ana"],
      call("iniciar", InitializeRequest(directory: "dir", learnerID: "ana", assignment: nil))
    ),
    (
      ["iniciar", "--alumno=ana"],
      call("iniciar", InitializeRequest(directory: nil, learnerID: "ana", assignment: nil))
    ),
    (["validar", "Content"], call("validar", ValidateRequest(directory: "Content"))),
    (["vigilar"], call("vigilar", WatchRequest(exerciseID: nil))),
    (["revisar", "d.json"], call("revisar", ReviewRequest(file: "d.json"))),
    (["completado", "zsh"], call("completado", CompletionRequest(shell: .zsh))),
    (["ayuda", "lista"], .help(topic: "lista")),
    (["ayuda", "mapa"], .help(topic: "lista")),
    (["ayuda", "corregir"], .help(topic: "corregir")),
    (["ayuda", "corr"], .help(topic: "corregir")),
    (["ayuda", "exp"], .help(topic: "exportar")),
    (["ayuda", "tarea"], .help(topic: "tarea")),
    (["lista", "--help"], .help(topic: "lista")),
    (["-h"], .help(topic: nil)),
    (["lista", "--version"], .version),
  ])
  func parsesCommands(arguments: [String], command: Subcommand) throws {
    #expect(try ArgumentParser.parse(arguments, commands: LeccionCommands.table).command == command)
  }

  /// Cada orden del tutor está una vez en la tabla de `leccion` (la única lista de órdenes y
  /// de su orden), y ningún nombre ni alias se repite en la tabla.
  @Test func everyTutorCommandIsInTheTableOnce() {
    let entries = LeccionCommands.table.entries
    let tutor = LeccionCommands.table.tutorCommands.map(\.name)
    #expect(Set(tutor).count == tutor.count)
    #expect(tutor.contains("ayuda") && tutor.contains("comprobar"))
    let words = entries.flatMap(\.spec.words)
    #expect(Set(words).count == words.count)
  }

  @Test func globalOptionsGoAnywhere() throws {
    let invocation = try ArgumentParser.parse(
      ["--curso", "c", "lista", "--espacio=e", "--formato", "json"],
      commands: LeccionCommands.table)
    #expect(
      invocation.options
        == GlobalOptions(courseDirectory: "c", workspaceDirectory: "e", format: .json))
  }

  @Test(arguments: [
    (["lsita"], "orden desconocida «lsita». ¿Quisiste decir «lista»?"),
    (["zzz"], "orden desconocida «zzz». Escribe «leccion --help» para ver las órdenes."),
    (["--verison"], "opción desconocida «--verison». ¿Quisiste decir «--version»?"),
    (
      ["lista", "--fromato", "json"],
      "opción desconocida «--fromato» para «lista». ¿Quisiste decir «--formato»?"
    ),
    (
      ["pista", "--xyz"],
      "opción desconocida «--xyz» para «pista». Escribe «leccion pista --help» para ver sus opciones."
    ),
    (["lista", "--formato"], "a «--formato» le falta su valor: escribe «--formato VALOR»."),
    (["lista", "--formato", "xml"], "formato desconocido «xml»: usa «texto» o «json»."),
    (["pista"], "a «leccion pista» le falta el id del ejercicio. Escribe «leccion pista --help»."),
    (
      ["reiniciar"],
      "a «leccion reiniciar» le falta el id del ejercicio. Escribe «leccion reiniciar --help»."
    ),
    (["lista", "de-mas"], "sobra «de-mas» en «leccion lista». Escribe «leccion lista --help»."),
    (
      ["comprobar", "caja.copia", "--todo"],
      "«comprobar» acepta un id de ejercicio o «--todo», no las dos cosas."
    ),
    (
      ["pista", "x", "--formato", "json"],
      "la orden «pista» no admite «--formato». Escribe «leccion pista --help» para ver sus opciones."
    ),
    (["--todo"], "opción desconocida «--todo». Escribe «leccion --help» para ver las órdenes."),
    (["ayuda", "lsita"], "orden desconocida «lsita». ¿Quisiste decir «lista»?"),
    (["ayuda", "exportr"], "orden desconocida «exportr». ¿Quisiste decir «exportar»?"),
    (
      ["lista", "--curso", "a", "--curso=b"],
      "la opción «--curso» aparece dos veces; deja solo una."
    ),
    (["lista", "--curso="], "a «--curso» le falta su valor: escribe «--curso VALOR»."),
  ])
  func rejectsBadUsageWithSpanishMessage(arguments: [String], message: String) {
    #expect(throws: TutorError.self) {
      try ArgumentParser.parse(arguments, commands: LeccionCommands.table)
    }
    do {
      _ = try ArgumentParser.parse(arguments, commands: LeccionCommands.table)
    } catch {
      #expect(error.message == message)
      #expect(error.exitCode == .usage)
    }
  }
}
