import Testing
@testable import Tutor

@Suite struct CommandLineInterfaceTests {
  private func run(_ arguments: [String]) -> (code: Int32, out: [String], err: [String]) {
    var out: [String] = []
    var err: [String] = []
    let code = CommandLineInterface.run(
      arguments: arguments, output: { out.append($0) }, errorOutput: { err.append($0) })
    return (code, out, err)
  }

  @Test func versionPrintsNameAndVersion() {
    let result = run(["--version"])
    #expect(result.code == 0)
    #expect(result.out == ["leccion \(LeccionVersion.current)"])
  }

  @Test func helpIsSpanishAndDocumentsExitCodes() {
    let result = run(["--help"])
    #expect(result.code == 0)
    #expect(result.out.joined().contains("CÓDIGOS DE SALIDA"))
  }

  @Test(arguments: [
    (["--verison"], "error: opción desconocida «--verison». ¿Quisiste decir «--version»?"),
    (["zzz"], "error: orden desconocida «zzz». Escribe «leccion --help» para ver las órdenes."),
  ])
  func badUsageExitsTwoWithSpanishMessage(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.code == 2)
    #expect(result.err == [message])
  }
}
