extension ItemStatistics {
  /// La cabecera del CSV (palabras de máquina, en inglés).
  public static let csvHeader =
    "exercise,answered,students,facility,discrimination,common_wrong,sd,random_guess_score,"
    + "intended_weight,effective_weight,discriminative_efficiency,option_responses"

  /// Las estadísticas en CSV: la cabecera `csvHeader` y una línea por ejercicio, en el
  /// orden del curso. Las cifras, de 0 a 1 (Moodle las da en %), con punto y hasta 4 decimales,
  /// vacías si son indefinidas; `common_wrong` es la primera respuesta incorrecta más común
  /// (vacía si no la hay o el tipo no la tiene); `option_responses`, en los de elección, cada
  /// opción en el orden del curso como `N × [✓|✗] texto`, separadas por ` | ` (✓ la correcta).
  /// Un texto que empieza por `=`, `+`, `-` o `@` lleva delante `'`, para que ninguna hoja de
  /// cálculo lo ejecute como fórmula; los que llevan coma, comillas o salto de línea van entre
  /// comillas (RFC 4180). Sin el salto final.
  ///
  /// Con `versions` (los ejercicios con varias versiones, `VersionStatistics`), la cabecera
  /// lleva dos columnas más, `others_facility` y `version_flag`, y tras la línea de cada
  /// ejercicio va una por versión: `exercise` es `id@versión`, `students` cuántos la
  /// recibieron, `facility` la suya, `others_facility` la de las demás y `version_flag` «≠»
  /// si se aparta de ellas; las demás columnas, vacías. Sin versiones, nada cambia.
  public func csvLines(versions: [VersionStatistic] = []) -> [String] {
    func figure(_ value: Double?) -> String { value.map { Descriptive.format($0) } ?? "" }
    let extra = versions.isEmpty ? [] : ["", ""]
    let header = Self.csvHeader + (versions.isEmpty ? "" : ",others_facility,version_flag")
    return [header]
      + items.flatMap { item in
        let own = versions.filter { $0.exercise == item.id }.map { version in
          ([
            StatisticsCSVField.text("\(version.exercise)@\(version.version)"), "",
            "\(version.students)", figure(version.facility),
          ] + Array(repeating: "", count: 8)
            + [figure(version.othersFacility), version.flagged ? "≠" : ""]).joined(separator: ",")
        }
        return [
          ([
            StatisticsCSVField.text(item.id), "\(item.answered)", "\(item.students)",
            figure(item.facility), figure(item.discrimination),
            item.commonWrong?.first.map { StatisticsCSVField.text($0.answer) } ?? "",
            figure(item.standardDeviation), figure(item.randomGuessScore),
            figure(item.intendedWeight), figure(item.effectiveWeight),
            figure(item.discriminativeEfficiency),
            StatisticsCSVField.text(
              (item.optionResponses ?? []).map {
                "\($0.count) × \($0.isCorrect ? "✓" : "✗") \(StatisticsLayout.clean($0.text))"
              }.joined(separator: " | ")),
          ] + extra).joined(separator: ",")
        ] + own
      }
  }

  /// `csvLines(versions:)` unidas, cada una terminada en `\n`.
  public func csv(versions: [VersionStatistic] = []) -> String {
    csvLines(versions: versions).map { $0 + "\n" }.joined()
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
