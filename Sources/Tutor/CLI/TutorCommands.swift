import Support

/// Las órdenes del tutor, cada una declarada una vez: nombre, alias, argumentos (y lo que se
/// completa en ellos), opciones, su fila en la ayuda general y su `--help`.
enum TutorCommands {
  static let list = tutor(
    .list, aliases: ["ls", "mapa"], options: [TutorOptions.format],
    overview: ["El mapa del curso: lecciones, ejercicios, estado."],
    summary: "el mapa del curso",
    sections: [
      .text(["Cada lección con sus ejercicios, su id y su estado:"]),
      .table(
        "ESTADOS",
        [
          .init("✓", "resuelto"), .init("✗", "intentado sin resolver"),
          .init("·", "sin empezar"), .init("▸", "donde estás"),
        ]),
    ])

  static let progress = tutor(
    .progress, aliases: ["prog"], options: [TutorOptions.format],
    overview: ["Resumen de tu progreso."], summary: "resumen de tu progreso",
    sections: [.text(["Ejercicios resueltos por lección, intentos, pistas y soluciones vistas."])])

  static let check = tutor(
    .check, aliases: ["comp"], arguments: "[ID]", operands: [.exercise(codeOnly: false)],
    options: [TutorOptions.all, TutorOptions.format],
    overview: ["Corrige de nuevo un ejercicio (o el actual);", "--todo, todos."],
    summary: "vuelve a corregir ejercicios",
    sections: [
      .text([
        "Sin argumentos, corrige el ejercicio en el que estás. Con ID, ese ejercicio; con",
        "--todo, todos los que tienen respuesta o archivo de código. Las respuestas se",
        "corrigen de nuevo a partir de lo que escribiste, nunca de un «resuelto»",
        "guardado.",
        "Sale con 1 si alguno no pasa.",
      ])
    ])

  static let hint = tutor(
    .hint, aliases: ["p"], arguments: "ID", operands: [.exercise(codeOnly: false)],
    overview: ["Muestra la siguiente pista de un ejercicio."],
    summary: "la siguiente pista de un ejercicio",
    sections: [
      .text([
        "Cada vez muestra una pista más, de la más general a la más concreta, y lo anota",
        "en tu progreso.",
      ])
    ])

  static let reset = tutor(
    .reset, aliases: ["rein"], arguments: "ID", operands: [.exercise(codeOnly: false)],
    options: [TutorOptions.confirmed],
    overview: [
      "Devuelve un ejercicio a su estado inicial", "(--si para confirmar sin preguntar).",
    ],
    summary: "empezar de nuevo un ejercicio",
    sections: [
      .text([
        "En un ejercicio de código, devuelve su archivo al de inicio (el tuyo se guarda",
        "como copia .anterior). En los demás, el ejercicio vuelve a quedar sin resolver;",
        "tus respuestas anteriores siguen en el historial. Pregunta antes de hacerlo; sin",
        "terminal, hace falta --si.",
      ])
    ])

  static let initialize = tutor(
    .initialize, aliases: ["init"], arguments: "[DIR]", operands: [.directory],
    options: [TutorOptions.learner, TutorOptions.assignment],
    overview: [
      "Crea un espacio de trabajo (--alumno ID, para",
      "las entregas; --tarea F, la de tu profesor).",
    ],
    summary: "crea un espacio de trabajo",
    sections: [
      .text([
        "Crea DIR (por defecto, la carpeta actual) con espacio.json y los archivos de",
        "inicio de los ejercicios de código en codigo/; progreso.json lo escribe el",
        "tutor la primera vez que lo abres ahí. Nunca sobrescribe un archivo que ya",
        "exista. --alumno anota quién eres, para las entregas (también en un espacio",
        "que ya existe). --tarea copia la tarea de tu profesor (tarea.json): el tutor",
        "sigue sus reglas y te las dice al empezar.",
      ])
    ])

  static let validate = tutor(
    .validate, aliases: ["val"], arguments: "[DIR]", operands: [.directory],
    options: [TutorOptions.format],
    overview: ["Comprueba un curso: «archivo:línea: mensaje»."],
    summary: "comprueba un curso",
    sections: [
      .text([
        "Comprueba el curso de DIR (por defecto, el de leccion o el de --curso) y muestra",
        "cada problema como «archivo:línea: mensaje». Sale con 1 si hay alguno.",
        "",
        "Después vienen los avisos para quien escribe el curso, como «archivo:línea:",
        "aviso: mensaje» (en JSON, en «warnings»): no son errores y no cambian la salida.",
      ])
    ])

  static let watch = tutor(
    .watch, aliases: ["vig"], arguments: "[ID]", operands: [.exercise(codeOnly: true)],
    overview: ["Corrige un ejercicio de código cada vez que", "guardas su archivo."],
    summary: "corrige al guardar",
    sections: [
      .text([
        "Vigila el archivo del ejercicio de código ID (o el del ejercicio en que estás, o",
        "todos) y lo corrige cada vez que lo guardas. Ctrl-C para terminar.",
      ])
    ])

  static let review = tutor(
    .review, aliases: ["rev"], arguments: "ARCHIVO", operands: [.file],
    overview: ["Abre la corrección que te devolvió tu profesor."],
    summary: "abre la corrección que te devolvió tu profesor",
    sections: [
      .text([
        "Muestra lo que sacaste en cada ejercicio y por qué, y guarda la devolución en",
        "tu espacio (devolucion.json). En una tarea diferida, desde ese momento el tutor",
        "te enseña los veredictos, las explicaciones y las soluciones.",
      ])
    ])

  static let completion = tutor(
    .completion, arguments: "bash|zsh",
    operands: [.words(CompletionShell.allCases.map(\.rawValue))],
    overview: ["Escribe el completado de órdenes para bash o zsh."],
    summary: "el completado de órdenes, opciones e ids de ejercicio",
    sections: [
      .text([
        "Escribe en la salida el guion de completado de bash o de zsh: órdenes y alias,",
        "opciones, sus valores, carpetas y archivos donde van, e ids de ejercicio (los",
        "pregunta a «leccion lista»). scripts/instalar lo instala; a mano, en bash:",
        "  source <(leccion completado bash)",
        "y en zsh, en una carpeta de $fpath con el nombre _leccion:",
        "  leccion completado zsh > ~/.zsh/funciones/_leccion",
      ])
    ])

  /// `ayuda`: su `--help` es la ayuda general, que compone la tabla entera
  /// (`HelpText.general(commands:)`).
  static let help = tutor(
    .help, arguments: "[ORDEN]", operands: [.command],
    overview: ["Esta ayuda, o la de una orden."], summary: "esta ayuda, o la de una orden",
    sections: [])

  /// Una orden del tutor; su `--help` se compone con su uso, que sale de sus argumentos y
  /// opciones.
  private static func tutor(
    _ command: CommandName, aliases: [String] = [], arguments: String? = nil,
    operands: [Completion] = [], options: [CommandOption] = [], overview: [String],
    summary: String, sections: [CommandHelp.Section]
  ) -> CommandSpec {
    let name = "leccion " + command.rawValue
    let usage = CommandHelp.usage(name, arguments: arguments, options: options)
    return CommandSpec(
      command.rawValue, aliases: aliases, arguments: arguments, operands: operands,
      options: options, overview: overview,
      help: { CommandHelp(command: name, summary: summary, usage: [usage], sections: sections) })
  }
}
