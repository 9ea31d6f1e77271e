import Presentation

extension ItemStatistics {
  /// El ancho máximo de cada línea del texto.
  public static let textWidth = 80

  /// Las estadísticas en castellano, en líneas de 80 columnas como mucho: dos tablas con un
  /// ejercicio por fila (cuántos respondieron, facilidad, discriminación; y las demás cifras del
  /// informe de Moodle), una línea con los que nadie respondió, lo que respondió la clase en su
  /// primer intento (en los de elección, cada opción con su texto entero y ✓ en la correcta), el
  /// resumen de la clase y qué significa cada cifra. `—` es una cifra indefinida. Ningún id se
  /// corta: la columna se ensancha hasta donde cabe y un id más largo va en su propia línea, con
  /// las cifras debajo. Termina en `\n`.
  ///
  /// ```
  /// ejercicio            respondieron  facilidad %  discriminación
  /// shared.tres-nombres           4/5         62.5            0.82
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
    let answered = items.filter { $0.answered > 0 }
    if !answered.isEmpty {
      lines.append("")
      lines += StatisticsLayout.table(
        answered, headers: ["respondieron", "facilidad %", "discriminación"], width: width
      ) { item in
        [
          "\(item.answered)/\(item.students)", Self.percent(item.facility, places: 1),
          item.discrimination.map { Descriptive.format($0, places: 2) } ?? "—",
        ]
      }
      lines.append("")
      lines += StatisticsLayout.table(
        answered, headers: ["desv. %", "azar %", "peso %", "efect. %", "efic. %"], width: width
      ) { item in
        [
          item.standardDeviation, item.randomGuessScore, item.intendedWeight, item.effectiveWeight,
          item.discriminativeEfficiency,
        ].map { Self.percent($0, places: 1) }
      }
    }
    let unanswered = items.filter { $0.answered == 0 }
    if !unanswered.isEmpty {
      lines.append("")
      let lead =
        unanswered.count == items.count
        ? "Nadie respondió ningún ejercicio:"
        : "Nadie respondió \(unanswered.count) de los \(items.count) ejercicios:"
      lines += StatisticsLayout.wrap(
        [lead]
          + unanswered.map(\.id).enumerated().map { index, id in
            index == unanswered.count - 1 ? id + "." : id + ","
          }, width: width, rest: "  ")
    }
    lines += responseLines(answered, width: width)
    lines.append("")
    for line in summaryLines {
      lines += StatisticsLayout.wrap(words(line), width: width, rest: "  ")
    }
    lines.append("")
    lines += StatisticsLayout.wrap(words(Self.legend), width: width, rest: "")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Lo que respondió la clase en su primer intento: en los de elección, una línea por opción
  /// (cuántos la marcaron, ✓ si es correcta, ✗ si no, y su texto entero); en recorrido y
  /// predicción, las incorrectas más repetidas (✗). Sin nada si ningún ejercicio lo tiene.
  private func responseLines(_ answered: [ItemStatistic], width: Int) -> [String] {
    var lines: [String] = []
    for item in answered {
      var entries: [(mark: String, count: Int, text: String)] = []
      if let responses = item.optionResponses, !responses.isEmpty {
        entries = responses.map { ($0.isCorrect ? "✓" : "✗", $0.count, $0.text) }
      } else if let wrong = item.commonWrong, !wrong.isEmpty {
        entries = wrong.map { ("✗", $0.count, $0.answer) }
      }
      guard !entries.isEmpty else { continue }
      lines += StatisticsLayout.wrap(words(item.id + ":"), width: width, first: "  ", rest: "  ")
      let countWidth = entries.map { String($0.count).count }.max() ?? 1
      for entry in entries {
        let count = String(entry.count)
        let lead =
          "    \(entry.mark) " + String(repeating: " ", count: countWidth - count.count) + count
          + "  "
        lines += StatisticsLayout.wrap(
          words(StatisticsLayout.clean(entry.text)), width: width, first: lead,
          rest: String(repeating: " ", count: lead.count))
      }
    }
    guard !lines.isEmpty else { return [] }
    return [
      "", "Primer intento de cada alumno (✓ la opción correcta, ✗ una incorrecta; en",
      "recorrido y predicción, las incorrectas más repetidas):",
    ] + lines
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
    + " Las demás, como en el informe de estadísticas de Moodle y en %: desv., la desviación"
    + " típica de los puntos del ejercicio; azar, lo que sacaría quien responde al azar;"
    + " peso, lo que vale en la prueba; efect., lo que pesa de verdad en las notas;"
    + " efic., la eficiencia discriminativa (por debajo de 15, revisar el ejercicio)."
    + " La desviación típica es la muestral (n − 1)."

  /// `0.625` → `62.5`; `nil` → `—`.
  static func percent(_ fraction: Double?, places: Int) -> String {
    fraction.map { Descriptive.format($0 * 100, places: places) } ?? "—"
  }

  private func words(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init)
  }
}
