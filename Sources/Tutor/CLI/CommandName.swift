import Support

/// Los nombres de las órdenes de `leccion`, con sus alias, sus argumentos y las opciones que
/// admiten: de aquí salen el lector de la línea (`ArgumentParser`) y la ayuda (`HelpText`).
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
  case help = "ayuda"

  /// Los alias cortos de cada orden.
  var aliases: [String] {
    switch self {
    case .list: ["ls", "mapa"]
    case .progress: ["prog"]
    case .check: ["comp"]
    case .hint: ["p"]
    case .reset: ["rein"]
    case .initialize: ["init"]
    case .validate: ["val"]
    case .watch: ["vig"]
    case .review: ["rev"]
    case .help: []
    }
  }

  /// Los argumentos que no son opciones, como se escriben en el uso (`[ID]`, `ARCHIVO`).
  var arguments: String? {
    switch self {
    case .list, .progress: nil
    case .check, .watch: "[ID]"
    case .hint, .reset: "ID"
    case .initialize, .validate: "[DIR]"
    case .review: "ARCHIVO"
    case .help: "[ORDEN]"
    }
  }

  /// Las opciones propias de la orden, además de `--curso`, `--espacio` y `--help`.
  var options: [CommandOption] {
    switch self {
    case .list, .progress, .validate: [TutorOptions.format]
    case .check: [TutorOptions.all, TutorOptions.format]
    case .reset: [TutorOptions.confirmed]
    case .initialize: [TutorOptions.learner, TutorOptions.assignment]
    case .hint, .watch, .review, .help: []
    }
  }

  /// Los nombres de `options`.
  var ownOptions: [String] { options.flatMap(\.allNames) }

  /// La orden con este nombre o alias.
  static func named(_ word: String) -> CommandName? {
    allCases.first { $0.rawValue == word || $0.aliases.contains(word) }
  }

  /// Los nombres de todas las órdenes (también las de corrección), para sugerir la más
  /// parecida a una que no existe.
  static var names: [String] {
    allCases.map(\.rawValue) + DelegatedCommand.allCases.map(\.rawValue)
  }

  /// Todos los nombres y alias, para sugerir el más parecido.
  static var allWords: [String] {
    allCases.flatMap { [$0.rawValue] + $0.aliases } + ["--help", "--version"]
      + DelegatedCommand.allCases.flatMap { [$0.rawValue] + $0.aliases }
  }
}

/// Las opciones de `leccion`: las comunes a todas las órdenes (las de la ayuda general) y las
/// propias de alguna (`CommandName.options`).
enum TutorOptions {
  static let course = CommandOption(
    "--curso", value: "DIR", help: "Usa el curso de DIR en vez del de leccion.")
  static let workspace = CommandOption(
    "--espacio", value: "DIR", help: "Usa el espacio de trabajo de DIR.")
  static let format = CommandOption(
    "--formato", value: "texto|json", help: "Salida en JSON: lista, progreso, comprobar, validar.")
  static let help = CommandOption(
    "-h", "--help", hiddenNames: ["--ayuda"], help: "Muestra esta ayuda.")
  static let version = CommandOption("-V", "--version", help: "Muestra la versión.")
  static let all = CommandOption("--todo")
  static let confirmed = CommandOption("--si", hiddenNames: ["--sí"])
  static let learner = CommandOption("--alumno", value: "ID")
  static let assignment = CommandOption("--tarea", value: "F")

  /// Las que valen con cualquier orden, en el orden de la ayuda general.
  static let common = [course, workspace, format, help, version]

  /// Todas las que conoce `leccion`.
  static let every = common + [all, confirmed, learner, assignment]
}
