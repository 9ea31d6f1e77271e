import Support

/// La ayuda general de `leccion`, en castellano: la lista de órdenes sale de la tabla de
/// órdenes (`CommandTable`), y la de opciones, de las que valen con cualquier orden. La de
/// cada orden la declara la orden (`CommandSpec.help`). Se escriben al ancho de la terminal
/// con `CommandHelp.text(width:)`.
enum HelpText {
  /// `leccion --help`, con las órdenes de `commands` en su orden.
  static func general(commands: CommandTable) -> CommandHelp {
    let rows = commands.entries.map(\.spec.overviewRow)
    let column = CommandHelp.labelWidth(
      rows + CommandHelp.Section.rows(for: TutorOptions.common) + environmentRows)
    return CommandHelp(
      command: "leccion",
      summary: "tutor en la terminal del estado compartido (Composable Architecture)",
      usage: [CommandHelp.usage("leccion", arguments: "[orden] [opciones]")],
      sections: [
        .text(["Sin orden, abre el tutor interactivo y sigue donde lo dejaste."]),
        .table("ÓRDENES", rows, labelWidth: column),
        .options(TutorOptions.common, labelWidth: column),
        .text(
          "ESPACIO DE TRABAJO",
          [
            "  Una carpeta con espacio.json, progreso.json y los archivos de los ejercicios",
            "  de código (codigo/ID.swift), que editas con tu editor. Se usa, por orden: el",
            "  de --espacio, el de la carpeta actual (o una superior) y, si no hay ninguno,",
            "  uno que leccion crea en $XDG_DATA_HOME/leccion (por omisión,",
            "  \(defaultDataHome)/leccion).",
          ]),
        .table("ENTORNO", environmentRows, labelWidth: column),
        .table(
          "CÓDIGOS DE SALIDA",
          [
            .init("0", "todo fue bien"),
            .init(
              "1",
              [
                "la orden se ejecutó, pero algo no pasó (una comprobación, un curso con",
                "problemas)",
              ]),
            .init("2", "la orden está mal escrita (orden u opción desconocida, falta algo)"),
            .init(
              "3", "el curso o el espacio de trabajo no se pueden usar (no existen, dañados)"),
            .init("130", "interrumpida con Ctrl-C, tras guardar"),
            .init(
              "143", "terminada por SIGTERM, tras guardar (129 si se cerró la terminal: SIGHUP)"),
          ]),
      ]
    )
  }

  private static let environmentRows: [CommandHelp.Row] = [
    .init("NO_COLOR, TERM=dumb", "Sin colores ni códigos de escape."),
    .init("COLUMNS", "Ancho de la terminal."),
    .init(
      "VISUAL, EDITOR",
      "El editor de «editar» (si no, \(EditorLauncher.fallbacks.joined(separator: " o ")))."),
  ]

  /// Donde queda `$XDG_DATA_HOME` sin esa variable, dicho desde la carpeta personal.
  private static let defaultDataHome = TerminalEnvironment(variables: ["HOME": "~"]).dataHome
}
