import Support

/// Una orden que ejecuta el propio tutor (`leccion lista`, `leccion comprobar`…), declarada
/// una sola vez, en `TutorCommands.swift`: su declaración (`CommandSpec`: nombre, alias,
/// argumentos, opciones y ayuda) y lo que pide (un `TutorRequest`: cómo se lee su línea y qué
/// hace). La tabla de órdenes (`CommandTable`) la pone junto a las de corrección.
///
/// ```swift
/// TutorCommand.check.spec.words  // ["comprobar", "comp"]
/// ```
public struct TutorCommand: Sendable, Equatable {
  /// Su declaración.
  public let spec: CommandSpec
  /// Lee lo que sigue a su nombre.
  let parse: @Sendable (TutorCommandLine) throws(TutorError) -> Subcommand

  /// Una orden que lee su línea como `Request` y la ejecuta con él.
  init<Request: TutorRequest>(_ spec: CommandSpec, request: Request.Type) {
    self.spec = spec
    let name = spec.name
    self.parse = { line throws(TutorError) in
      .run(TutorCall(command: name, request: try Request(line)))
    }
  }

  /// Una orden que lee su línea a su manera (`ayuda`, que es la ayuda general o la de otra).
  init(
    _ spec: CommandSpec,
    parse: @escaping @Sendable (TutorCommandLine) throws(TutorError) -> Subcommand
  ) {
    self.spec = spec
    self.parse = parse
  }

  /// El nombre (`comprobar`).
  public var name: String { spec.name }

  /// Los alias cortos de cada orden.
  var aliases: [String] { spec.aliases }

  /// Los nombres de sus opciones propias (además de `--curso`, `--espacio` y `--help`).
  var ownOptions: [String] { spec.options.flatMap(\.allNames) }

  public static func == (lhs: TutorCommand, rhs: TutorCommand) -> Bool {
    lhs.name == rhs.name
  }
}

/// Las opciones de `leccion`: las comunes a todas las órdenes (las de la ayuda general) y las
/// propias de alguna (`CommandSpec.options`).
enum TutorOptions {
  static let course = CommandOption(
    "--curso", value: "DIR", completion: .directory,
    help: "Usa el curso de DIR en vez del de leccion.")
  static let workspace = CommandOption(
    "--espacio", value: "DIR", completion: .directory, help: "Usa el espacio de trabajo de DIR.")
  static let format = CommandOption(
    "--formato", value: "texto|json",
    completion: .words(["texto", "json"]),
    help: "Salida en JSON: lista, progreso, comprobar, validar.")
  static let help = CommandOption(
    "-h", "--help", hiddenNames: ["--ayuda"], help: "Muestra esta ayuda.")
  static let version = CommandOption("-V", "--version", help: "Muestra la versión.")
  static let all = CommandOption("--todo")
  static let confirmed = CommandOption("--si", hiddenNames: ["--sí"])
  static let learner = CommandOption("--alumno", value: "ID")
  static let assignment = CommandOption("--tarea", value: "F", completion: .file)

  /// Las que valen con cualquier orden, en el orden de la ayuda general.
  static let common = [course, workspace, format, help, version]

  /// Las que valen después de cualquier orden del tutor, además de las suyas.
  static let afterCommand = [course, workspace, help]

  /// Todas las que conoce `leccion`.
  static let every = common + [all, confirmed, learner, assignment]
}
