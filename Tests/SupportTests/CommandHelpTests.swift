import Support
import Testing

/// El generador de ayudas: las opciones declaradas dan el lector y la línea de uso (la ayuda
/// escrita a un ancho, en `PresentationTests/CommandHelpTextTests`).
@Suite struct CommandHelpTests {
  let options = [
    CommandOption("--salida", value: "F", help: ["escribe el informe en F", "(sin sobrescribir)"]),
    CommandOption("--unir", help: "une los informes"),
    CommandOption("--modo", value: "M"),
    CommandOption("-h", "--help", hiddenNames: ["--ayuda"], help: "muestra esta ayuda"),
  ]

  @Test func theScannerReadsWhatIsDeclared() throws {
    let scanner = OptionScanner(options: options)
    #expect(scanner.valued == ["--salida", "--modo"])
    #expect(scanner.flags == ["--unir", "-h", "--help", "--ayuda"])
    let scan = try scanner.scan(["--ayuda", "--modo=x", "a"])
    #expect(scan.flags == ["--ayuda"])
    #expect(scan.values == ["--modo": "x"])
  }

  @Test func theUsageLineBracketsEachOptionWithItsValue() {
    #expect(
      CommandHelp.usage("leccion juntar", arguments: "INFORME…", options: options)
        == "leccion juntar INFORME… [--salida F] [--unir] [--modo M] [--help]")
  }

  @Test func theErrorLabelIsAddedOnce() {
    #expect(ErrorLabel.labeled("orden desconocida «x».") == "error: orden desconocida «x».")
  }
}
