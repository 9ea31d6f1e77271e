/// Los avisos de una fila corregida (`StudentResult.warnings`) en una frase, para los
/// formatos que no tienen un sitio propio para ellos (CSV, Moodle, exercism, devolución).
enum WarningText {
  /// `Aviso: uno; dos.`, o `nil` sin avisos.
  static func sentence(_ row: StudentResult) -> String? {
    guard let warnings = row.warnings, !warnings.isEmpty else { return nil }
    return "Aviso: " + warnings.joined(separator: "; ") + "."
  }

  /// `sentence`, o vacío.
  static func joined(_ row: StudentResult) -> String { sentence(row) ?? "" }
}
