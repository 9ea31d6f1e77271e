import Presentation
import Support
import Testing

/// La ayuda de una orden escrita a un ancho: los párrafos y los textos de las listas se
/// vuelven a ajustar (con sangría francesa en su columna), las líneas de uso siguen debajo
/// sin separar una opción de su valor, y ninguna palabra se parte.
@Suite struct CommandHelpTextTests {
  let options = [
    CommandOption("--salida", value: "F", help: ["escribe el informe en F", "(sin sobrescribir)"]),
    CommandOption("--unir", help: "une los informes"),
    CommandOption("--modo", value: "M"),
    CommandOption("-h", "--help", hiddenNames: ["--ayuda"], help: "muestra esta ayuda"),
  ]

  func help(summary: String = "junta informes", paragraph: [String] = ["Un párrafo."])
    -> CommandHelp
  {
    CommandHelp(
      command: "leccion juntar", summary: summary,
      usage: [
        CommandHelp.usage(
          "leccion juntar", arguments: "INFORME…", options: options.prefix(2).map { $0 })
      ],
      sections: [
        .text(paragraph),
        .options(options),
        .table("CÓDIGOS DE SALIDA", [.init("0", "bien"), .init("2", ["mal", "escrita"])]),
      ])
  }

  @Test func atEightyColumnsTheDeclaredOptionsAreListedInTheirColumn() {
    #expect(
      help().text(width: 80) == """
        leccion juntar — junta informes

        USO
          leccion juntar INFORME… [--salida F] [--unir]

        Un párrafo.

        OPCIONES
          --salida F  escribe el informe en F (sin sobrescribir)
          --unir      une los informes
          -h, --help  muestra esta ayuda

        CÓDIGOS DE SALIDA
          0  bien
          2  mal escrita
        """)
  }

  @Test func aNarrowTerminalGetsEveryPartRewrappedWithoutCuttingAWord() {
    let text = help(
      summary: "junta los informes de cada parte",
      paragraph: ["Un párrafo que se escribió a", "ochenta columnas y se ajusta."]
    ).text(width: 36)
    #expect(
      text == """
        leccion juntar — junta los informes
                         de cada parte

        USO
          leccion juntar INFORME…
              [--salida F] [--unir]

        Un párrafo que se escribió a ochenta
        columnas y se ajusta.

        OPCIONES
          --salida F  escribe el informe en
                      F (sin sobrescribir)
          --unir      une los informes
          -h, --help  muestra esta ayuda

        CÓDIGOS DE SALIDA
          0  bien
          2  mal escrita
        """)
  }

  @Test func withoutRoomBesideTheLabelTheTextGoesUnderIt() {
    let help = CommandHelp(
      command: "x", summary: "y", usage: ["x"],
      sections: [
        .table("CÓDIGOS", [.init("130", ["interrumpida con Ctrl-C,", "tras guardar"])])
      ])
    #expect(
      help.text(width: 24).hasSuffix(
        """
        CÓDIGOS
          130
              interrumpida con
              Ctrl-C, tras
              guardar
        """))
  }

  @Test func paragraphsKeepTheirIndentAndBlankLinesSeparateThem() {
    let help = CommandHelp(
      command: "x", summary: "y", usage: ["x"],
      sections: [
        .text("TÍTULO", ["  uno dos tres cuatro", "  cinco seis", "", "siete ocho nueve diez"])
      ])
    #expect(
      help.text(width: 20).hasSuffix(
        """
        TÍTULO
          uno dos tres
          cuatro cinco seis

        siete ocho nueve
        diez
        """))
  }

  @Test func tablesCanShareAColumn() {
    let rows = [CommandHelp.Row("a", "uno")]
    let help = CommandHelp(
      command: "x", summary: "y", usage: ["x"],
      sections: [.table("T", rows, labelWidth: 4)])
    #expect(help.text(width: 80).hasSuffix("T\n  a     uno"))
  }

  /// En una terminal ancha la ayuda no pasa de 80 columnas; la anchura se mide en columnas
  /// de terminal (una tilde o «…» ocupan una).
  @Test func aWideTerminalGetsTheEightyColumnText() {
    let long = help(paragraph: [String(repeating: "ñandú ", count: 30)])
    #expect(long.text(width: 120) == long.text(width: 80))
    let lines = long.text(width: 80).split(separator: "\n")
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    #expect(lines.contains { DisplayWidth.of($0) == 77 })
  }
}
