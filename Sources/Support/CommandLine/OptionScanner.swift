/// El único lector de la línea de órdenes del proyecto: separa los argumentos en opciones
/// con valor (`--opción valor` o `--opción=valor`), opciones sin valor y argumentos
/// posicionales, con `--` para acabar las opciones y `-` como argumento.
///
/// Lo usan el tutor y las órdenes de corrección (`corregir`, `exportar`, `tarea`); cada uno
/// convierte el `Problem` en su propio error, con su mensaje y su sugerencia.
///
/// ```swift
/// let scanner = OptionScanner(valued: ["--salida"], flags: ["--unir"])
/// let scan = try scanner.scan(["a.json", "--salida=b.json", "--unir"])
/// // scan.values == ["--salida": "b.json"], scan.flags == ["--unir"], scan.positional == ["a.json"]
/// ```
public struct OptionScanner: Sendable {
  /// Las opciones que llevan valor.
  public var valued: [String]
  /// Las que no.
  public var flags: [String]

  /// Crea un lector con las opciones que conoce la orden.
  public init(valued: [String], flags: [String]) {
    self.valued = valued
    self.flags = flags
  }

  /// Lo que había en la línea.
  public struct Scan: Sendable, Equatable {
    /// El valor de cada opción con valor que se dio.
    public var values: [String: String] = [:]
    /// Las opciones sin valor que se dieron.
    public var flags: Set<String> = []
    /// Los argumentos que no son opciones, en orden.
    public var positional: [String] = []
  }

  /// Por qué no se pudo leer la línea.
  public enum Problem: Error, Equatable, Sendable {
    /// Una opción que la orden no conoce (o una sin valor escrita con `=`).
    case unknownOption(String)
    /// Una opción con valor sin él (o con uno vacío).
    case missingValue(String)
    /// La misma opción dos veces.
    case repeatedOption(String)
  }

  /// Lee `arguments` (sin el nombre del programa ni el de la orden).
  public func scan(_ arguments: [String]) throws(Problem) -> Scan {
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
      guard valued.contains(name) else { throw .unknownOption(name) }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw .missingValue(name)
        }
        value = arguments[index]
        index += 1
      }
      guard !value.isEmpty else { throw .missingValue(name) }
      if scan.values[name] != nil { throw .repeatedOption(name) }
      scan.values[name] = value
    }
    return scan
  }
}
