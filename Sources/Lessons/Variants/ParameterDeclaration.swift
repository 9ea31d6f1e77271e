/// Un parámetro de `### parametros`: su nombre y sus valores, siempre un conjunto finito.
///
/// ```
/// ### parametros
/// - a: 2...9
/// - nombre: Ada | Grace | Linus
/// ```
struct ParameterDeclaration: Hashable {
  var name: String
  var values: [String]
  var line: Int

  /// Los parámetros de `subsection`, anotando en `log` cada línea que no vale.
  static func parse(
    _ subsection: RawExercise.Subsection, log: inout DiagnosticCollector
  ) -> [ParameterDeclaration] {
    var declarations: [ParameterDeclaration] = []
    for element in subsection.body {
      guard case .line(let line) = element else {
        log.report(.expectedListItem(subsection: subsection.name), line: element.firstLine)
        continue
      }
      if line.text.isBlank { continue }
      let text = String(line.text).trimmingSpaces()
      guard text.hasPrefix("- "), let colon = text.firstIndex(of: ":") else {
        log.report(.variant(.malformedParameter(text)), line: line.number)
        continue
      }
      let name = String(text[text.index(text.startIndex, offsetBy: 2)..<colon]).trimmingSpaces()
      let spec = String(text[text.index(after: colon)...]).trimmingSpaces()
      guard isName(name) else {
        log.report(.variant(.invalidParameterName(name)), line: line.number)
        continue
      }
      if let first = declarations.first(where: { $0.name == name }) {
        log.report(.variant(.duplicatedParameter(name, firstLine: first.line)), line: line.number)
        continue
      }
      guard let values = values(spec) else {
        log.report(.variant(.malformedParameter(text)), line: line.number)
        continue
      }
      guard values.count >= 2, Set(values).count == values.count else {
        log.report(.variant(.tooFewValues(name)), line: line.number)
        continue
      }
      declarations.append(ParameterDeclaration(name: name, values: values, line: line.number))
    }
    return declarations
  }

  /// `2...9` (enteros, con los extremos) o `uno | otro`; `nil` si no tiene ninguna forma.
  private static func values(_ spec: String) -> [String]? {
    if let range = spec.range(of: "...") {
      let low = Int(spec[..<range.lowerBound].trimmingSpaces())
      let high = Int(spec[range.upperBound...].trimmingSpaces())
      guard let low, let high else { return nil }
      // Más de lo que cabe en un ejercicio: lo dirá la cuenta de instancias.
      guard high >= low else { return [] }
      let top = min(high, low + 10_000)
      return (low...top).map(String.init)
    }
    let values = spec.split(separator: "|", omittingEmptySubsequences: false).map {
      String($0).trimmingSpaces()
    }
    guard !values.contains(where: \.isEmpty) else { return nil }
    return values
  }

  /// Letras ASCII, cifras y `_`, empezando por una letra.
  static func isName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
    return text.unicodeScalars.allSatisfy {
      $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  /// Todas las combinaciones de valores de `declarations` (el primero cambia más despacio);
  /// una sola vacía si no hay parámetros.
  static func assignments(_ declarations: [ParameterDeclaration]) -> [[ParameterValue]] {
    var result: [[ParameterValue]] = [[]]
    for declaration in declarations {
      result = result.flatMap { prefix in
        declaration.values.map { prefix + [ParameterValue(name: declaration.name, value: $0)] }
      }
    }
    return result
  }

  /// Cuántas combinaciones daría `declarations`.
  static func count(_ declarations: [ParameterDeclaration]) -> Int {
    declarations.reduce(1) { $0.multipliedReportingOverflow(by: $1.values.count).partialValue }
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
