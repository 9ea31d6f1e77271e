import Support
import Testing

/// El generador de ayudas: las opciones declaradas dan el lector, la línea de uso y la lista
/// de `OPCIONES`, con las columnas alineadas.
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

  @Test func helpIsComposedFromTheDeclaredOptions() {
    let help = CommandHelp(
      command: "leccion juntar", summary: "junta informes",
      usage: [
        CommandHelp.usage(
          "leccion juntar", arguments: "INFORME…", options: options.prefix(2).map { $0 })
      ],
      sections: [
        .text(["Un párrafo."]),
        .options(options),
        .table("CÓDIGOS DE SALIDA", [.init("0", "bien"), .init("2", ["mal", "escrita"])]),
      ])
    #expect(
      help.text == """
        leccion juntar — junta informes

        USO
          leccion juntar INFORME… [--salida F] [--unir]

        Un párrafo.

        OPCIONES
          --salida F  escribe el informe en F
                      (sin sobrescribir)
          --unir      une los informes
          -h, --help  muestra esta ayuda

        CÓDIGOS DE SALIDA
          0  bien
          2  mal
             escrita
        """)
  }

  @Test func tablesCanShareAColumn() {
    let rows = [CommandHelp.Row("a", "uno")]
    let help = CommandHelp(
      command: "x", summary: "y", usage: ["x"],
      sections: [.table("T", rows, labelWidth: 4)])
    #expect(help.text.hasSuffix("T\n  a     uno"))
  }

  @Test func theErrorLabelIsAddedOnce() {
    #expect(ErrorLabel.labeled("orden desconocida «x».") == "error: orden desconocida «x».")
  }
}
