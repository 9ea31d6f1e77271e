extension ItemStatistics {
  /// La cabecera del CSV (palabras de máquina, en inglés).
  public static let csvHeader = "exercise,answered,students,facility,discrimination,common_wrong"

  /// Las estadísticas en CSV: la cabecera `csvHeader` y una línea por ejercicio, en el
  /// orden del curso. `facility` y `discrimination` con punto y hasta 4 decimales, vacías si
  /// son indefinidas; `common_wrong` es la primera respuesta incorrecta más común (vacía si
  /// no la hay o el tipo no la tiene). Un texto que empieza por `=`, `+`, `-` o `@` lleva
  /// delante `'`, para que ninguna hoja de cálculo lo ejecute como fórmula; los que llevan
  /// coma, comillas o salto de línea van entre comillas (RFC 4180). Sin el salto final.
  public func csvLines() -> [String] {
    [Self.csvHeader]
      + items.map { item in
        [
          StatisticsCSVField.text(item.id), "\(item.answered)", "\(item.students)",
          item.facility.map { Descriptive.format($0) } ?? "",
          item.discrimination.map { Descriptive.format($0) } ?? "",
          item.commonWrong?.first.map { StatisticsCSVField.text($0.answer) } ?? "",
        ].joined(separator: ",")
      }
  }

  /// `csvLines()` unidas, cada una terminada en `\n`.
  public func csv() -> String {
    csvLines().map { $0 + "\n" }.joined()
  }
}

/// Un campo de texto de CSV.
enum StatisticsCSVField {
  /// `value` entre comillas si hace falta (RFC 4180) y desactivado como fórmula.
  static func text(_ value: String) -> String {
    var value = value
    if let first = value.first, "=+-@\t\r".contains(first) { value = "'" + value }
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else {
      return value
    }
    var quoted = "\""
    for character in value {
      quoted += character == "\"" ? "\"\"" : String(character)
    }
    return quoted + "\""
  }
}
