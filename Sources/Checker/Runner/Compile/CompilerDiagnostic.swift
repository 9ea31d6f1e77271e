/// Un diagnóstico del compilador, ya con el nombre de archivo y la línea que ve la persona.
public struct CompilerDiagnostic: Sendable, Hashable, Codable {
  /// De qué archivo es.
  public enum Origin: String, Sendable, Hashable, Codable {
    /// El archivo de la persona.
    case learner
    /// Un archivo de pruebas ocultas.
    case tests
    /// La tabla de pruebas generada, el arnés o algo sin archivo (el enlazador).
    case harness
  }

  /// Gravedad.
  public enum Severity: String, Sendable, Hashable, Codable {
    /// Impide compilar.
    case error
    /// Aviso: compila igual.
    case warning
    /// Nota que acompaña al diagnóstico anterior.
    case note
  }

  /// De qué archivo es.
  public var origin: Origin
  /// El nombre del archivo tal como lo ve la persona (`Contador.swift`), o `nil`.
  public var file: String?
  /// Línea (desde 1) en el archivo de la persona.
  public var line: Int?
  /// Columna (desde 1).
  public var column: Int?
  /// Gravedad.
  public var severity: Severity
  /// El mensaje del compilador (en inglés: es el texto de `swiftc`).
  public var message: String
  /// El ejercicio de la compilación al que pertenece (en lotes).
  var unit: Int?

  /// `Contador.swift:3:5: error: …`, como lo escribe el compilador.
  public var formatted: String { formatted(severityWord: severity.rawValue) }

  func formatted(severityWord: String) -> String {
    var location = ""
    if let file {
      location = file
      if let line { location += ":\(line)" }
      if let column { location += ":\(column)" }
      location += ": "
    }
    return location + severityWord + ": " + message
  }

  /// Extrae los diagnósticos de la salida de `swiftc -diagnostic-style llvm`.
  static func parse(_ output: String) -> [CompilerDiagnostic] {
    var result: [CompilerDiagnostic] = []
    for rawLine in output.split(separator: "\n", omittingEmptySubsequences: true) {
      let line = String(rawLine)
      if let located = parseLocated(line) {
        result.append(located)
      } else if let range = line.range(of: "error: "),
        line.hasPrefix("error: ") || line.hasPrefix("<unknown>")
      {
        result.append(
          CompilerDiagnostic(
            origin: .harness, file: nil, line: nil, column: nil, severity: .error,
            message: String(line[range.upperBound...]), unit: nil))
      }
    }
    return result
  }

  /// `archivo:línea:columna: gravedad: mensaje`.
  private static func parseLocated(_ line: String) -> CompilerDiagnostic? {
    for severity in [Severity.error, .warning, .note] {
      let marker = ": \(severity.rawValue): "
      guard let markerRange = line.range(of: marker) else { continue }
      let location = line[..<markerRange.lowerBound].split(
        separator: ":", omittingEmptySubsequences: false)
      guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
        let column = Int(location[location.count - 1])
      else { continue }
      let path = location.dropLast(2).joined(separator: ":")
      let message = String(line[markerRange.upperBound...])
      let (origin, unit, name) = classify(path)
      return CompilerDiagnostic(
        origin: origin, file: name, line: lineNumber, column: column, severity: severity,
        message: message, unit: unit)
    }
    return nil
  }

  /// Deshace la etiqueta `@<ejercicio>.<archivo>/<nombre>` de `HarnessSource`.
  private static func classify(_ path: String) -> (Origin, Int?, String) {
    guard path.hasPrefix("@"), let slash = path.firstIndex(of: "/") else {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      return (.harness, nil, name)
    }
    let numbers = path[path.index(after: path.startIndex)..<slash].split(separator: ".")
    let name = String(path[path.index(after: slash)...])
    guard numbers.count == 2, let unit = Int(numbers[0]), let file = Int(numbers[1]) else {
      return (.harness, nil, name)
    }
    return (file == 0 ? .learner : .tests, unit, name)
  }
}
