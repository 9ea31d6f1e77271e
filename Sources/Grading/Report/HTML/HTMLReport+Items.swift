import Lessons

extension HTMLReport {
  /// El gráfico de los ejercicios que alguien respondió, una línea con los que nadie respondió y
  /// la tabla de cifras (las del informe de estadísticas de Moodle) en el orden del gráfico.
  static func exercises(_ report: GradeReport) -> [String] {
    let chart = HTMLItemChart(exercises: report.exercises)
    var lines = [
      "<section id=\"ejercicios\">",
      "<h2>Ejercicios: facilidad y discriminación</h2>",
    ]
    guard !report.exercises.isEmpty else {
      return lines + ["<p>El curso no tiene ejercicios.</p>", "</section>"]
    }
    if !chart.items.isEmpty {
      lines.append("<figure>")
      lines += chart.html()
      lines += [
        "<figcaption>Del más difícil al más fácil. Facilidad: media de lo conseguido en el "
          + "ejercicio (sin responder cuenta 0). Discriminación: correlación de los puntos del "
          + "ejercicio con los del resto de la prueba, de −1 a 1 (— con menos de 3 entregas o si "
          + "todos sacaron lo mismo); una negativa o cercana a 0 pide revisar el ejercicio."
          + "</figcaption>",
        "</figure>",
      ]
    }
    lines += unansweredLine(chart.unanswered, of: report.exercises.count)
    guard !chart.items.isEmpty else { return lines + ["</section>"] }
    lines += figuresTable(chart.items, graded: report.summary.graded)
    lines.append("</section>")
    return lines
  }

  /// «Nadie respondió 70 de los 82 ejercicios», en una sola línea que se abre para ver cuáles
  /// (sus ids, en un párrafo que el navegador ajusta).
  private static func unansweredLine(_ items: [ReportExercise], of total: Int) -> [String] {
    guard !items.isEmpty else { return [] }
    let ids = items.map { "<span class=\"id\">\(HTMLText.escape($0.id))</span>" }
    let lead =
      items.count == total
      ? "Nadie respondió ningún ejercicio"
      : "Nadie respondió \(items.count) de los \(total) ejercicios"
    return [
      "<details class=\"sin-respuesta\"><summary>\(lead)</summary>"
        + "<p>" + ids.joined(separator: ", ") + ".</p></details>"
    ]
  }

  private static func figuresTable(_ items: [ReportExercise], graded: Int) -> [String] {
    var lines = [
      "<div class=\"desplazable\" role=\"region\" aria-label=\"Cifras de cada ejercicio\" "
        + "tabindex=\"0\">",
      "<table class=\"cifras\">",
      "<thead><tr><th scope=\"col\">Ejercicio</th><th scope=\"col\">Tipo</th>"
        + "<th scope=\"col\" class=\"n\">Respondieron</th><th scope=\"col\" class=\"n\">Facilidad"
        + "</th><th scope=\"col\" class=\"n\">Desviación típica</th><th scope=\"col\" class=\"n\">"
        + "Azar</th><th scope=\"col\" class=\"n\">Peso previsto</th><th scope=\"col\" "
        + "class=\"n\">Peso efectivo</th><th scope=\"col\" class=\"n\">Discriminación</th>"
        + "<th scope=\"col\" class=\"n\">Eficiencia discriminativa</th></tr></thead>",
      "<tbody>",
    ]
    for item in items {
      lines.append(
        "<tr>" + cell("Ejercicio", item.id, class: "id") + cell("Tipo", kindName(item.kind))
          + cell("Respondieron", "\(item.answered ?? 0) de \(graded)", number: true)
          + cell("Facilidad", HTMLText.percent(item.facility), number: true)
          + cell("Desviación típica", HTMLText.percent(item.standardDeviation), number: true)
          + cell("Azar", HTMLText.percent(item.randomGuessScore), number: true)
          + cell("Peso previsto", HTMLText.percent(item.intendedWeight), number: true)
          + cell("Peso efectivo", HTMLText.percent(item.effectiveWeight), number: true)
          + cell("Discriminación", HTMLText.figure(item.discrimination), number: true)
          + cell(
            "Eficiencia discriminativa", HTMLText.percent(item.discriminativeEfficiency),
            number: true) + "</tr>")
    }
    lines += [
      "</tbody>", "</table>", "</div>",
      "<p class=\"suave\">Las cifras del informe de estadísticas de Moodle, con sus fórmulas. "
        + "Desviación típica: la de los puntos del ejercicio, en % de lo que vale. Azar: lo "
        + "que sacaría quien responde al azar (— si no se puede estimar). Peso previsto: lo "
        + "que vale el ejercicio en la prueba; peso efectivo: cuánto pesa de verdad en las "
        + "notas (— si va en contra del total). Eficiencia discriminativa: la discriminación "
        + "comparada con la mayor posible para esa facilidad; por debajo del 15 % pide revisar "
        + "el ejercicio.</p>",
    ]
    return lines
  }

  /// El tipo para leer, con sus tildes (`elección`); uno desconocido, tal cual.
  static func kindName(_ kind: String) -> String {
    Exercise.KindName(rawValue: kind)?.spanish ?? kind
  }

  /// Lo que respondió la clase en su primer intento: en cada ejercicio de elección, cuántos
  /// marcaron cada opción, con su texto y cuál es la correcta; en recorrido y predicción (y en
  /// una elección sin opciones en el informe), las incorrectas más repetidas.
  static func commonWrong(_ report: GradeReport) -> [String] {
    var lines = [
      "<section id=\"incorrectas\">",
      "<h2>Respuestas de cada ejercicio</h2>",
      "<p class=\"suave\">Primer intento de cada entrega: en los de elección, cuántas "
        + "marcaron cada opción; en recorrido y predicción, las respuestas incorrectas más "
        + "repetidas.</p>",
    ]
    let graded = report.summary.graded
    var shown = 0
    for item in report.exercises where (item.answered ?? 0) > 0 {
      if let responses = item.optionResponses, !responses.isEmpty {
        lines.append(HTMLText.element("h3", item.id, class: "id"))
        lines += optionTable(responses, graded: graded)
        shown += 1
      } else if let wrong = item.commonWrong, !wrong.isEmpty {
        lines.append(HTMLText.element("h3", item.id, class: "id"))
        lines.append("<ol>")
        for answer in wrong {
          let times = answer.count == 1 ? "1 entrega" : "\(answer.count) entregas"
          lines.append("<li><code>\(HTMLText.escape(answer.answer))</code> — \(times)</li>")
        }
        lines.append("</ol>")
        shown += 1
      }
    }
    if shown == 0 {
      lines.append("<p>Ningún ejercicio tiene respuestas que contar.</p>")
    }
    lines.append("</section>")
    return lines
  }

  /// Una fila por opción, en el orden del curso: su texto entero, si es la correcta y cuántos la
  /// marcaron.
  private static func optionTable(_ responses: [OptionResponse], graded: Int) -> [String] {
    var lines = [
      "<table class=\"tarjetas opciones\">",
      "<thead><tr><th scope=\"col\">Opción</th><th scope=\"col\">Clave</th>"
        + "<th scope=\"col\" class=\"n\">La marcaron</th></tr></thead>",
      "<tbody>",
    ]
    for response in responses {
      let share =
        graded > 0 ? " (\(HTMLText.percent(Double(response.count) / Double(graded))))" : ""
      lines.append(
        "<tr\(response.isCorrect ? " class=\"clave\"" : "")>"
          + cell("Opción", response.text)
          + cell(
            "Clave", response.isCorrect ? "correcta" : "incorrecta",
            class: response.isCorrect ? "pass" : nil)
          + cell("La marcaron", "\(response.count)\(share)", number: true) + "</tr>")
    }
    lines += ["</tbody>", "</table>"]
    return lines
  }

  /// Una celda de tabla con el nombre de su campo (que se muestra como etiqueta en un móvil).
  static func cell(_ field: String, _ text: String, number: Bool = false, class name: String? = nil)
    -> String
  {
    let classes = ([number ? "n" : nil, name].compactMap { $0 }).joined(separator: " ")
    let attribute = classes.isEmpty ? "" : " class=\"\(classes)\""
    return "<td data-campo=\"\(HTMLText.escape(field))\"\(attribute)>\(HTMLText.escape(text))</td>"
  }
}
