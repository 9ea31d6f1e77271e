import Support

/// Las órdenes del tutor, cada una declarada una vez: nombre, alias, argumentos (y lo que se
/// completa en ellos), opciones, su fila en la ayuda general, su `--help` y lo que pide
/// (`TutorRequest`, abajo: cómo lee su línea y qué hace). Una orden nueva es una declaración
/// aquí y su línea en la tabla de `leccion` (`LeccionCommands.table`), la única que dice el
/// orden de las órdenes (el de la ayuda general).
extension TutorCommand {
  public static let list = tutor(
    "lista", request: ListRequest.self, aliases: ["ls", "mapa"], options: [TutorOptions.format],
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

  public static let progress = tutor(
    "progreso", request: ProgressRequest.self, aliases: ["prog"], options: [TutorOptions.format],
    overview: ["Resumen de tu progreso."], summary: "resumen de tu progreso",
    sections: [.text(["Ejercicios resueltos por lección, intentos, pistas y soluciones vistas."])])

  public static let check = tutor(
    "comprobar", request: CheckRequest.self, aliases: ["comp"], arguments: "[ID]",
    operands: [.exercise(codeOnly: false)],
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

  public static let hint = tutor(
    "pista", request: HintRequest.self, aliases: ["p"], arguments: "ID",
    operands: [.exercise(codeOnly: false)],
    overview: ["Muestra la siguiente pista de un ejercicio."],
    summary: "la siguiente pista de un ejercicio",
    sections: [
      .text([
        "Cada vez muestra una pista más, de la más general a la más concreta, y lo anota",
        "en tu progreso.",
      ])
    ])

  public static let reset = tutor(
    "reiniciar", request: ResetRequest.self, aliases: ["rein"], arguments: "ID",
    operands: [.exercise(codeOnly: false)],
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

  public static let initialize = tutor(
    "iniciar", request: InitializeRequest.self, aliases: ["init"], arguments: "[DIR]",
    operands: [.directory],
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

  public static let validate = tutor(
    "validar", request: ValidateRequest.self, aliases: ["val"], arguments: "[DIR]",
    operands: [.directory],
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

  public static let watch = tutor(
    "vigilar", request: WatchRequest.self, aliases: ["vig"], arguments: "[ID]",
    operands: [.exercise(codeOnly: true)],
    overview: ["Corrige un ejercicio de código cada vez que", "guardas su archivo."],
    summary: "corrige al guardar",
    sections: [
      .text([
        "Vigila el archivo del ejercicio de código ID (o el del ejercicio en que estás, o",
        "todos) y lo corrige cada vez que lo guardas. Ctrl-C para terminar.",
      ])
    ])

  public static let review = tutor(
    "revisar", request: ReviewRequest.self, aliases: ["rev"], arguments: "ARCHIVO",
    operands: [.file],
    overview: ["Abre la corrección que te devolvió tu profesor."],
    summary: "abre la corrección que te devolvió tu profesor",
    sections: [
      .text([
        "Muestra lo que sacaste en cada ejercicio y por qué, y guarda la devolución en",
        "tu espacio (devolucion.json). En una tarea diferida, desde ese momento el tutor",
        "te enseña los veredictos, las explicaciones y las soluciones.",
      ])
    ])

  public static let completion = tutor(
    "completado", request: CompletionRequest.self, arguments: "bash|zsh",
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
  public static let help = TutorCommand(
    spec(
      "ayuda", arguments: "[ORDEN]", operands: [.command],
      overview: ["Esta ayuda, o la de una orden."], summary: "esta ayuda, o la de una orden",
      sections: []),
    parse: { line throws(TutorError) in
      try line.expectAtMost(1)
      guard let word = line.operands.first else { return .help(topic: nil) }
      guard let topic = line.commands.entry(named: word) else {
        throw .unknownCommand(
          word, suggestion: EditDistance.suggestion(for: word, among: line.commands.names))
      }
      return .help(topic: topic.spec.name)
    })

  /// Una orden del tutor que lee su línea como `request`.
  private static func tutor<Request: TutorRequest>(
    _ name: String, request: Request.Type, aliases: [String] = [], arguments: String? = nil,
    operands: [Completion] = [], options: [CommandOption] = [], overview: [String],
    summary: String, sections: [CommandHelp.Section]
  ) -> TutorCommand {
    TutorCommand(
      spec(
        name, aliases: aliases, arguments: arguments, operands: operands, options: options,
        overview: overview, summary: summary, sections: sections),
      request: request)
  }

  /// La declaración de una orden del tutor; su `--help` se compone con su uso, que sale de
  /// sus argumentos y opciones.
  private static func spec(
    _ command: String, aliases: [String] = [], arguments: String? = nil,
    operands: [Completion] = [], options: [CommandOption] = [], overview: [String],
    summary: String, sections: [CommandHelp.Section]
  ) -> CommandSpec {
    let name = "leccion " + command
    let usage = CommandHelp.usage(name, arguments: arguments, options: options)
    return CommandSpec(
      command, aliases: aliases, arguments: arguments, operands: operands,
      options: options, overview: overview,
      help: { CommandHelp(command: name, summary: summary, usage: [usage], sections: sections) })
  }
}

// MARK: Lo que pide cada orden

/// `lista`.
struct ListRequest: TutorRequest, Equatable {
  init(_ line: TutorCommandLine) throws(TutorError) { try line.expectAtMost(0) }
  init() {}

  func run(_ runtime: TutorRuntime) async throws(TutorError) -> ExitCode {
    ListCommand.run(try runtime.context(readOnly: true), format: runtime.options.format)
  }
}

/// `progreso`.
struct ProgressRequest: TutorRequest, Equatable {
  init(_ line: TutorCommandLine) throws(TutorError) { try line.expectAtMost(0) }
  init() {}

  func run(_ runtime: TutorRuntime) async throws(TutorError) -> ExitCode {
    ProgressCommand.run(try runtime.context(readOnly: true), format: runtime.options.format)
  }
}

/// `comprobar [ID|--todo]`.
struct CheckRequest: TutorRequest, Equatable {
  var target: CheckTarget

  init(_ line: TutorCommandLine) throws(TutorError) {
    let all = line.flag("--todo")
    if let id = try line.optional() {
      if all { throw .conflictingCheckTargets }
      target = .exercise(id)
    } else {
      target = all ? .all : .current
    }
  }
  init(target: CheckTarget) { self.target = target }

  func run(_ runtime: TutorRuntime) async throws(TutorError) -> ExitCode {
    try await CheckCommand.run(
      try runtime.context(), target: target, format: runtime.options.format)
  }
}

/// `pista ID`.
struct HintRequest: TutorRequest, Equatable {
  var exerciseID: String

  init(_ line: TutorCommandLine) throws(TutorError) {
    exerciseID = try line.required("el id del ejercicio")
  }
  init(exerciseID: String) { self.exerciseID = exerciseID }

  func run(_ runtime: TutorRuntime) async throws(TutorError) -> ExitCode {
    try HintCommand.run(try runtime.context(), exerciseID: exerciseID)
  }
}

/// `reiniciar ID [--si]`.
struct ResetRequest: TutorRequest, Equatable {
  var exerciseID: String
  var confirmed: Bool

  init(_ line: TutorCommandLine) throws(TutorError) {
    exerciseID = try line.required("el id del ejercicio")
    confirmed = line.flag("--si")
  }
  init(exerciseID: String, confirmed: Bool) {
    self.exerciseID = exerciseID
    self.confirmed = confirmed
  }

  func run(_ runtime: TutorRuntime) async throws(TutorError) -> ExitCode {
    let reader = runtime.reader ?? PlainLineReader(console: runtime.console, echoInput: false)
    return try ResetCommand.run(
      try runtime.context(), exerciseID: exerciseID, confirmed: confirmed, reader: reader)
  }
}

/// `iniciar [DIR] [--alumno ID] [--tarea F]`.
struct InitializeRequest: TutorRequest, Equatable {
  var directory: String?
  var learnerID: String?
  var assignment: String?

  init(_ line: TutorCommandLine) throws(TutorError) {
    directory = try line.optional()
    learnerID = line.values["--alumno"]
    assignment = line.values["--tarea"]
  }
  init(directory: String?, learnerID: String?, assignment: String?) {
    self.directory = directory
    self.learnerID = learnerID
    self.assignment = assignment
  }

  func run(_ runtime: TutorRuntime) async throws(TutorError) -> ExitCode {
    try InitCommand.run(
      directory: directory, learnerID: learnerID, assignment: assignment,
      options: runtime.options, environment: runtime.environment, console: runtime.console)
  }
}

/// `validar [DIR]`.
struct ValidateRequest: TutorRequest, Equatable {
  var directory: String?

  init(_ line: TutorCommandLine) throws(TutorError) { directory = try line.optional() }
  init(directory: String?) { self.directory = directory }

  func run(_ runtime: TutorRuntime) async throws(TutorError) -> ExitCode {
    try await ValidateCommand.run(
      directory: directory, options: runtime.options, environment: runtime.environment,
      console: runtime.console, checks: runtime.services.courseChecks())
  }
}

/// `vigilar [ID]`.
struct WatchRequest: TutorRequest, Equatable {
  var exerciseID: String?

  init(_ line: TutorCommandLine) throws(TutorError) { exerciseID = try line.optional() }
  init(exerciseID: String?) { self.exerciseID = exerciseID }

  func run(_ runtime: TutorRuntime) async throws(TutorError) -> ExitCode {
    try await WatchCommand.run(try runtime.context(), exerciseID: exerciseID)
  }
}

/// `revisar ARCHIVO`.
struct ReviewRequest: TutorRequest, Equatable {
  var file: String

  init(_ line: TutorCommandLine) throws(TutorError) {
    file = try line.required("el archivo de la devolución")
  }
  init(file: String) { self.file = file }

  func run(_ runtime: TutorRuntime) async throws(TutorError) -> ExitCode {
    try ReviewCommand.run(try runtime.context(), file: file)
  }
}

/// `completado bash|zsh`: el guion de completado, de la tabla de órdenes.
struct CompletionRequest: TutorRequest, Equatable {
  var shell: CompletionShell

  init(_ line: TutorCommandLine) throws(TutorError) {
    let word = try line.required("la shell (bash o zsh)")
    guard let shell = CompletionShell(rawValue: word) else { throw .unknownShell(word) }
    self.shell = shell
  }
  init(shell: CompletionShell) { self.shell = shell }

  func run(_ runtime: TutorRuntime) async throws(TutorError) -> ExitCode {
    // Sin el salto de línea final, que pone `line`.
    runtime.console.line(
      String(CompletionScript.script(for: shell, commands: runtime.commands).dropLast()))
    return .success
  }
}
