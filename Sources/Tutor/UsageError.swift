/// Un error en la forma de llamar a `leccion`; se muestra con `message` y sale con código 2.
enum UsageError: Error, Equatable {
  case unknownCommand(String, suggestion: String?)
  case unknownOption(String, suggestion: String?)

  /// El mensaje en castellano que ve la persona.
  var message: String {
    switch self {
    case .unknownCommand(let word, let suggestion):
      return "error: orden desconocida «\(word)»." + hint(suggestion)
    case .unknownOption(let word, let suggestion):
      return "error: opción desconocida «\(word)»." + hint(suggestion)
    }
  }

  private func hint(_ suggestion: String?) -> String {
    if let suggestion { return " ¿Quisiste decir «\(suggestion)»?" }
    return " Escribe «leccion --help» para ver las órdenes."
  }
}
