/// Una orden de `leccion` ya interpretada.
enum ParsedCommand: Equatable {
  case help
  case version

  /// Órdenes que `leccion` conoce, para sugerir la más parecida a una mal escrita.
  static let knownWords = ["--help", "-h", "ayuda", "--version", "-V", "version"]

  static func parse(_ arguments: [String]) -> Result<ParsedCommand, UsageError> {
    guard let first = arguments.first else { return .success(.help) }
    switch first {
    case "--help", "-h", "ayuda": return .success(.help)
    case "--version", "-V", "version": return .success(.version)
    default:
      let suggestion = Suggestion.closest(to: first, among: knownWords)
      if first.hasPrefix("-") {
        return .failure(.unknownOption(first, suggestion: suggestion))
      }
      return .failure(.unknownCommand(first, suggestion: suggestion))
    }
  }
}
