import Support

/// Las órdenes que ejecuta el propio tutor. Cada una se declara una sola vez, con sus alias,
/// argumentos, opciones y ayuda, en `TutorCommands` (`spec`); la tabla de órdenes
/// (`CommandTable`) las pone junto a las de corrección.
public enum CommandName: String, CaseIterable, Equatable, Sendable {
  case list = "lista"
  case progress = "progreso"
  case check = "comprobar"
  case hint = "pista"
  case reset = "reiniciar"
  case initialize = "iniciar"
  case validate = "validar"
  case watch = "vigilar"
  case review = "revisar"
  case completion = "completado"
  case help = "ayuda"

  /// Su declaración.
  public var spec: CommandSpec {
    switch self {
    case .list: TutorCommands.list
    case .progress: TutorCommands.progress
    case .check: TutorCommands.check
    case .hint: TutorCommands.hint
    case .reset: TutorCommands.reset
    case .initialize: TutorCommands.initialize
    case .validate: TutorCommands.validate
    case .watch: TutorCommands.watch
    case .review: TutorCommands.review
    case .completion: TutorCommands.completion
    case .help: TutorCommands.help
    }
  }

  /// Los alias cortos de cada orden.
  var aliases: [String] { spec.aliases }

  /// Los nombres de sus opciones propias (además de `--curso`, `--espacio` y `--help`).
  var ownOptions: [String] { spec.options.flatMap(\.allNames) }

  /// La orden del tutor con este nombre o alias.
  static func named(_ word: String) -> CommandName? {
    allCases.first { $0.spec.words.contains(word) }
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
