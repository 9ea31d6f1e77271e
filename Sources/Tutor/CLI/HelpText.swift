import Support

/// Textos de ayuda de `leccion`, en castellano, compuestos por `CommandHelp` con las
/// órdenes y opciones que declara `CommandName`; se escriben al ancho de la terminal con
/// `CommandHelp.text(width:)`.
enum HelpText {
  static let general = CommandHelp(
    command: "leccion",
    summary: "tutor en la terminal del estado compartido (Composable Architecture)",
    usage: [CommandHelp.usage("leccion", arguments: "[orden] [opciones]")],
    sections: [
      .text(["Sin orden, abre el tutor interactivo y sigue donde lo dejaste."]),
      .table("ÓRDENES", commandRows, labelWidth: column),
      .options(TutorOptions.common, labelWidth: column),
      .text(
        "ESPACIO DE TRABAJO",
        [
          "  Una carpeta con espacio.json, progreso.json y los archivos de los ejercicios",
          "  de código (codigo/ID.swift), que editas con tu editor. Se usa, por orden: el",
          "  de --espacio, el de la carpeta actual (o una superior) y, si no hay ninguno,",
          "  uno que leccion crea en $XDG_DATA_HOME/leccion (por omisión,",
          "  ~/.local/share/leccion).",
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
          .init("3", "el curso o el espacio de trabajo no se pueden usar (no existen, dañados)"),
          .init("130", "interrumpida con Ctrl-C, tras guardar"),
          .init("143", "terminada por SIGTERM, tras guardar (129 si se cerró la terminal: SIGHUP)"),
        ]),
    ]
  )

  /// Las órdenes de la ayuda general, en su orden (con las de corrección, que ejecuta otro
  /// módulo).
  private static let commandRows: [CommandHelp.Row] = [
    row(.list, "El mapa del curso: lecciones, ejercicios, estado."),
    row(.progress, "Resumen de tu progreso."),
    row(.check, "Corrige de nuevo un ejercicio (o el actual);", "--todo, todos."),
    row(.hint, "Muestra la siguiente pista de un ejercicio."),
    row(
      .reset, "Devuelve un ejercicio a su estado inicial", "(--si para confirmar sin preguntar)."),
    row(
      .initialize, "Crea un espacio de trabajo (--alumno ID, para",
      "las entregas; --tarea F, la de tu profesor)."),
    row(.validate, "Comprueba un curso: «archivo:línea: mensaje»."),
    row(.watch, "Corrige un ejercicio de código cada vez que", "guardas su archivo."),
    row(.export, "Prepara tu entrega (un archivo) para el profesorado."),
    row(.review, "Abre la corrección que te devolvió tu profesor."),
    row(.grade, arguments: "ENTREGA…", "Corrige entregas por lotes (ver corregir --help)."),
    row(.assignment, arguments: "nueva", "Prepara una tarea: qué cuenta y cómo puntúa."),
    row(.help, "Esta ayuda, o la de una orden."),
  ]

  private static let environmentRows: [CommandHelp.Row] = [
    .init("NO_COLOR, TERM=dumb", "Sin colores ni códigos de escape."),
    .init("COLUMNS", "Ancho de la terminal."),
    .init("VISUAL, EDITOR", "El editor de «editar» (si no, nano o vi)."),
  ]

  /// La columna común de las órdenes, las opciones y el entorno.
  private static let column = CommandHelp.labelWidth(
    commandRows + CommandHelp.Section.rows(for: TutorOptions.common) + environmentRows)

  /// `lista (ls, mapa)`, `comprobar (comp) [ID]`: la orden como la lista la ayuda general.
  private static func row(_ command: CommandName, _ lines: String...) -> CommandHelp.Row {
    label(command.rawValue, aliases: command.aliases, arguments: command.arguments, lines)
  }

  private static func row(
    _ command: DelegatedCommand, arguments: String? = nil, _ lines: String...
  ) -> CommandHelp.Row {
    label(command.rawValue, aliases: command.aliases, arguments: arguments, lines)
  }

  private static func label(
    _ name: String, aliases: [String], arguments: String?, _ lines: [String]
  ) -> CommandHelp.Row {
    let aliases = aliases.isEmpty ? "" : " (" + aliases.joined(separator: ", ") + ")"
    return CommandHelp.Row(name + aliases + (arguments.map { " " + $0 } ?? ""), lines)
  }

  /// La ayuda de una orden.
  static func help(for command: CommandName) -> CommandHelp {
    guard command != .help else { return general }
    return CommandHelp(
      command: "leccion \(command.rawValue)", summary: summary(of: command),
      usage: [
        CommandHelp.usage(
          "leccion \(command.rawValue)", arguments: command.arguments, options: command.options)
      ],
      sections: description(of: command)
    )
  }

  private static func summary(of command: CommandName) -> String {
    switch command {
    case .list: "el mapa del curso"
    case .progress: "resumen de tu progreso"
    case .check: "vuelve a corregir ejercicios"
    case .hint: "la siguiente pista de un ejercicio"
    case .reset: "empezar de nuevo un ejercicio"
    case .initialize: "crea un espacio de trabajo"
    case .validate: "comprueba un curso"
    case .review: "abre la corrección que te devolvió tu profesor"
    case .watch: "corrige al guardar"
    case .help: "esta ayuda, o la de una orden"
    }
  }

  private static func description(of command: CommandName) -> [CommandHelp.Section] {
    switch command {
    case .list:
      [
        .text(["Cada lección con sus ejercicios, su id y su estado:"]),
        .table(
          "ESTADOS",
          [
            .init("✓", "resuelto"), .init("✗", "intentado sin resolver"),
            .init("·", "sin empezar"), .init("▸", "donde estás"),
          ]),
      ]
    case .progress:
      [.text(["Ejercicios resueltos por lección, intentos, pistas y soluciones vistas."])]
    case .check:
      [
        .text([
          "Sin argumentos, corrige el ejercicio en el que estás. Con ID, ese ejercicio; con",
          "--todo, todos los que tienen respuesta o archivo de código. Las respuestas se",
          "corrigen de nuevo a partir de lo que escribiste, nunca de un «resuelto»",
          "guardado.",
          "Sale con 1 si alguno no pasa.",
        ])
      ]
    case .hint:
      [
        .text([
          "Cada vez muestra una pista más, de la más general a la más concreta, y lo anota",
          "en tu progreso.",
        ])
      ]
    case .reset:
      [
        .text([
          "En un ejercicio de código, devuelve su archivo al de inicio (el tuyo se guarda",
          "como copia .anterior). En los demás, el ejercicio vuelve a quedar sin resolver;",
          "tus respuestas anteriores siguen en el historial. Pregunta antes de hacerlo; sin",
          "terminal, hace falta --si.",
        ])
      ]
    case .initialize:
      [
        .text([
          "Crea DIR (por defecto, la carpeta actual) con espacio.json y los archivos de",
          "inicio de los ejercicios de código en codigo/; progreso.json lo escribe el",
          "tutor la primera vez que lo abres ahí. Nunca sobrescribe un archivo que ya",
          "exista. --alumno anota quién eres, para las entregas (también en un espacio",
          "que ya existe). --tarea copia la tarea de tu profesor (tarea.json): el tutor",
          "sigue sus reglas y te las dice al empezar.",
        ])
      ]
    case .validate:
      [
        .text([
          "Comprueba el curso de DIR (por defecto, el de leccion o el de --curso) y muestra",
          "cada problema como «archivo:línea: mensaje». Sale con 1 si hay alguno.",
          "",
          "Después vienen los avisos para quien escribe el curso, como «archivo:línea:",
          "aviso: mensaje» (en JSON, en «warnings»): no son errores y no cambian la salida.",
        ])
      ]
    case .review:
      [
        .text([
          "Muestra lo que sacaste en cada ejercicio y por qué, y guarda la devolución en",
          "tu espacio (devolucion.json). En una tarea diferida, desde ese momento el tutor",
          "te enseña los veredictos, las explicaciones y las soluciones.",
        ])
      ]
    case .watch:
      [
        .text([
          "Vigila el archivo del ejercicio de código ID (o el del ejercicio en que estás, o",
          "todos) y lo corrige cada vez que lo guardas. Ctrl-C para terminar.",
        ])
      ]
    case .help:
      []
    }
  }
}
