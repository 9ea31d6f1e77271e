extension HTMLReport {
  /// El gráfico de los ejercicios y su tabla, en el mismo orden (el más difícil primero).
  static func exercises(_ report: GradeReport) -> [String] {
    let chart = HTMLItemChart(exercises: report.exercises)
    var lines = [
      "<section id=\"ejercicios\">",
      "<h2>Ejercicios: facilidad y discriminación</h2>",
    ]
    guard !chart.items.isEmpty else {
      return lines + ["<p>El curso no tiene ejercicios.</p>", "</section>"]
    }
    lines += [
      "<figure>",
      chart.svg(),
      "<figcaption>Del más difícil al más fácil. Facilidad: media de lo conseguido en el "
        + "ejercicio (sin responder cuenta 0). Discriminación: correlación de los puntos del "
        + "ejercicio con los del resto de la prueba, de −1 a 1 (— con menos de 3 entregas o si "
        + "todos sacaron lo mismo); una negativa o cercana a 0 pide revisar el ejercicio."
        + "</figcaption>",
      "</figure>",
      "<table class=\"tarjetas\">",
      "<thead><tr><th>Ejercicio</th><th>Lección</th><th>Tipo</th><th class=\"n\">Respondieron"
        + "</th><th class=\"n\">Facilidad</th><th class=\"n\">Discriminación</th></tr></thead>",
      "<tbody>",
    ]
    let graded = report.summary.graded
    for item in chart.items {
      lines.append(
        "<tr>" + cell("Ejercicio", item.id) + cell("Lección", item.lesson)
          + cell("Tipo", item.kind)
          + cell("Respondieron", "\(item.answered ?? 0) de \(graded)", number: true)
          + cell("Facilidad", HTMLText.percent(item.facility), number: true)
          + cell("Discriminación", HTMLText.figure(item.discrimination), number: true) + "</tr>")
    }
    lines += ["</tbody>", "</table>", "</section>"]
    return lines
  }

  /// Las primeras respuestas incorrectas más frecuentes de cada ejercicio de elección, recorrido y
  /// predicción.
  static func commonWrong(_ report: GradeReport) -> [String] {
    var lines = [
      "<section id=\"incorrectas\">",
      "<h2>Respuestas incorrectas más comunes</h2>",
      "<p class=\"suave\">Primeras respuestas incorrectas (elección, recorrido y predicción), "
        + "con cuántas entregas las dieron.</p>",
    ]
    let items = report.exercises.filter { !($0.commonWrong ?? []).isEmpty }
    if items.isEmpty {
      lines.append("<p>Ningún ejercicio tiene respuestas incorrectas repetidas que contar.</p>")
    }
    for item in items {
      lines.append(HTMLText.element("h3", item.id))
      lines.append("<ol>")
      for wrong in item.commonWrong ?? [] {
        let times = wrong.count == 1 ? "1 entrega" : "\(wrong.count) entregas"
        lines.append(
          "<li><code>\(HTMLText.escape(wrong.answer))</code> — \(times)</li>")
      }
      lines.append("</ol>")
    }
    lines.append("</section>")
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
