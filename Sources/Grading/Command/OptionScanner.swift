import Lessons
import Support

/// Separa los argumentos de la línea de órdenes en opciones y argumentos posicionales:
/// `--opción valor`, `--opción=valor`, interruptores y `--` para acabar las opciones.
struct OptionScanner {
  /// Las opciones que llevan valor.
  var valued: [String]
  /// Las que no.
  var flags: [String]

  struct Scan {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positional: [String] = []
  }

  func scan(_ arguments: [String]) throws(GradingError) -> Scan {
    var scan = Scan()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        scan.positional.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if flags.contains(name), inlineValue == nil {
        if !scan.flags.insert(name).inserted { throw .repeatedOption(name) }
        continue
      }
      guard valued.contains(name) else {
        throw .unknownOption(
          name, suggestion: EditDistance.suggestion(for: name, among: valued + flags))
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw .missingValue(option: name)
        }
        value = arguments[index]
        index += 1
      }
      guard !value.isEmpty else { throw .missingValue(option: name) }
      if scan.values[name] != nil { throw .repeatedOption(name) }
      scan.values[name] = value
    }
    return scan
  }
}
