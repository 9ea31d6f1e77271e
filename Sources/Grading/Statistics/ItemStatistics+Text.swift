import Presentation

extension ItemStatistics {
  /// El ancho máximo de cada línea del texto.
  public static let textWidth = 80

  /// Las estadísticas en castellano, en líneas de 80 columnas como mucho: una tabla con un
  /// ejercicio por fila (id, cuántos respondieron, facilidad en %, discriminación y la
  /// primera respuesta incorrecta más común), el reparto de primeras respuestas de los
  /// ejercicios que lo tienen, el resumen de la clase y qué significa cada cifra.
  /// `—` es una cifra indefinida. Termina en `\n`.
  ///
  /// ```
  /// ejercicio              respondieron facilidad %  discriminación  fallo más común
  /// shared.tres-nombres             4/5        62.5            0.82  b (2)
  /// ```
  public func text() -> String {
    guard summary.students > 0 else {
      return "Estadísticas de los ejercicios: no hay ningún alumno corregido.\n"
    }
    let width = Self.textWidth
    var lines: [String] = []
    let who =
      summary.students == 1 ? "1 alumno corregido" : "\(summary.students) alumnos corregidos"
    lines.append("Estadísticas de los ejercicios (\(who))")
    lines.append("")
    lines.append(
      StatisticsLayout.pad("ejercicio", 22) + StatisticsLayout.left("respondieron", 13)
        + StatisticsLayout.left("facilidad %", 12) + StatisticsLayout.left("discriminación", 16)
        + "  "
        + "fallo más común")
    let wrongWidth = width - 22 - 13 - 12 - 16 - 2
    for item in items {
      var wrong = ""
      if let commonWrong = item.commonWrong {
        if let top = commonWrong.first {
          let count = " (\(top.count))"
          wrong =
            StatisticsLayout.fit(StatisticsLayout.clean(top.answer), wrongWidth - count.count)
            + count
        } else {
          wrong = "—"
        }
      }
      let facility = item.facility.map { Descriptive.format($0 * 100, places: 1) } ?? "—"
      let discrimination = item.discrimination.map { Descriptive.format($0, places: 2) } ?? "—"
      lines.append(
        StatisticsLayout.pad(StatisticsLayout.fit(item.id, 21), 22)
          + StatisticsLayout.left("\(item.answered)/\(item.students)", 13)
          + StatisticsLayout.left(facility, 12) + StatisticsLayout.left(discrimination, 16)
          + (wrong.isEmpty ? "" : "  " + wrong))
    }
    let distributions = items.filter { $0.firstAnswers != nil }
    if !distributions.isEmpty {
      lines.append("")
      lines.append("Primeras respuestas (cuántos alumnos dieron cada una en su primer intento):")
      for item in distributions {
        let answers = item.firstAnswers ?? []
        let entries =
          answers.isEmpty
          ? ["ninguna"]
          : answers.map {
            StatisticsLayout.fit(StatisticsLayout.clean($0.answer), 60) + " (\($0.count))"
          }
        lines += StatisticsLayout.wrap(
          entries, separator: " · ", width: width,
          first: "  \(StatisticsLayout.fit(item.id, 40)): ",
          rest: "      ")
      }
    }
    lines.append("")
    for line in summaryLines {
      lines += StatisticsLayout.wrap(
        words(line), separator: " ", width: width, first: "", rest: "  ")
    }
    lines.append("")
    lines += StatisticsLayout.wrap(
      words(Self.legend), separator: " ", width: width, first: "", rest: "")
    return lines.joined(separator: "\n") + "\n"
  }

  var summaryLines: [String] {
    func figure(_ value: Double?) -> String {
      value.map { Descriptive.format($0, places: 2) } ?? "—"
    }
    return [
      "Clase: media \(figure(summary.mean)) de \(figure(summary.maxPoints)) puntos; mediana "
        + "\(figure(summary.median)); desviación típica \(figure(summary.standardDeviation)).",
      "Alfa de Cronbach (consistencia de la prueba): \(figure(summary.cronbachAlpha)).",
    ]
  }

  static let legend =
    "Facilidad: media de lo conseguido en el ejercicio, sin responder cuenta 0."
    + " Discriminación: correlación de los puntos del ejercicio con los del resto de la prueba,"
    + " de -1 a 1 (— con menos de 3 alumnos o si todos sacaron lo mismo)."
    + " La desviación típica es la muestral (n − 1)."

  private func words(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init)
  }
}

/// Columnas y líneas del texto.
enum StatisticsLayout {
  /// Las piezas en líneas de como mucho `width` columnas, unidas por `separator`, sin
  /// partir ninguna (`TextWrapping.pack`); la primera línea empieza por `first` y las
  /// demás por `rest`. Una pieza que no cabe en una línea `rest` se corta con `…`; si no
  /// cabe tras `first`, baja.
  static func wrap(
    _ pieces: [String], separator: String, width: Int, first: String, rest: String
  ) -> [String] {
    TextWrapping.pack(
      pieces.map { fit($0, width - rest.count) }, separator: separator, width: width,
      first: first, rest: rest)
  }

  /// `text` cortado a `width` caracteres con `…`.
  static func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    return text.count <= width ? text : String(text.prefix(width - 1)) + "…"
  }

  /// `text` sin saltos de línea ni otros caracteres de control (pasan a ser espacios).
  static func clean(_ text: String) -> String {
    String(text.map { isControl($0) ? " " : $0 })
  }

  private static func isControl(_ character: Character) -> Bool {
    character.isNewline || character.unicodeScalars.contains { $0.value < 32 || $0.value == 127 }
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
