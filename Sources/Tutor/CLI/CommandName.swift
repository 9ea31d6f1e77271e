/// Los nombres de las órdenes de `leccion`, con sus alias y las opciones que admiten.
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

  /// Las opciones propias de la orden, además de `--curso`, `--espacio` y `--help`.
  var ownOptions: [String] {
    switch self {
    case .list, .progress: ["--formato"]
    case .check: ["--formato", "--todo"]
    case .hint: []
    case .reset: ["--si"]
    case .initialize: ["--alumno", "--tarea"]
    case .validate: ["--formato"]
    case .watch: []
    case .review: []
    case .help: []
    }
  }

  /// La orden con este nombre o alias.
  static func named(_ word: String) -> CommandName? {
    allCases.first { $0.rawValue == word || $0.aliases.contains(word) }
  }

  /// Todos los nombres y alias, para sugerir el más parecido.
  static var allWords: [String] {
    allCases.flatMap { [$0.rawValue] + $0.aliases } + ["--help", "--version"]
      + DelegatedCommand.allCases.flatMap { [$0.rawValue] + $0.aliases }
  }
}
