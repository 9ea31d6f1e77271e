/// La página de parecidos de código del informe HTML (`--similitud`, o sola con
/// `--solo-similitud`): qué es y qué no es, la distribución y el umbral de cada ejercicio, la
/// lista de pares y, de cada par, sus tramos comunes uno al lado del otro (uno debajo del otro
/// en una ventana estrecha). Todo lo que viene de una entrega (ids y código) se escapa; las
/// anclas se construyen con números, nunca con el texto de una entrega.
enum HTMLSimilarity {
  static func anchor(_ index: Int) -> String { "par-\(index + 1)" }

  static func section(_ report: SimilarityReport) -> [String] {
    var lines = [
      "<section id=\"parecidos\">",
      "<h2>Parecidos de código</h2>",
      HTMLText.element("p", SimilarityText.caution, class: "aviso"),
      HTMLText.element("p", SimilarityText.methodSentence(report.method), class: "suave"),
      "<table class=\"tarjetas\">",
      "<thead><tr><th>Ejercicio</th><th class=\"n\">Alumnos</th><th class=\"n\">Mediana</th>"
        + "<th class=\"n\">Q3</th><th class=\"n\">Máx</th><th class=\"n\">Umbral</th>"
        + "<th class=\"n\">Pares</th></tr></thead>",
      "<tbody>",
    ]
    for exercise in report.exercises where exercise.compared > 0 {
      lines.append(row(exercise.id, exercise.distribution, flagged: exercise.flagged))
    }
    lines.append(
      row("en conjunto", report.overall.distribution, flagged: report.overall.flagged))
    lines += ["</tbody>", "</table>"]
    if let empty = SimilarityText.emptySentence(report) {
      lines.append(HTMLText.element("p", empty, class: "suave"))
    }
    lines.append(
      HTMLText.element("p", SimilarityText.thresholdSentence(report.method), class: "suave"))
    if report.pairs.isEmpty {
      lines.append("<p>Ningún par se sale de lo que se parece la clase entre sí.</p>")
    } else {
      lines += pairTable(report.pairs)
    }
    if !report.notes.isEmpty {
      lines.append("<h3>Avisos de la búsqueda</h3>")
      lines.append("<ul>")
      lines += report.notes.map { HTMLText.element("li", $0) }
      lines.append("</ul>")
    }
    lines.append("</section>")
    for (index, pair) in report.pairs.enumerated() {
      lines += article(pair, index: index)
    }
    return lines
  }

  private static func row(_ name: String, _ distribution: SimilarityDistribution, flagged: Int)
    -> String
  {
    let source =
      switch distribution.thresholdSource {
      case "fence": " (valla)"
      case "floor": " (mínimo)"
      default: " (fijo)"
      }
    return "<tr>" + HTMLReport.cell("Ejercicio", name)
      + HTMLReport.cell("Alumnos", "\(distribution.students)", number: true)
      + HTMLReport.cell("Mediana", HTMLText.percent(distribution.median), number: true)
      + HTMLReport.cell("Q3", HTMLText.percent(distribution.quartile3), number: true)
      + HTMLReport.cell("Máx", HTMLText.percent(distribution.maximum), number: true)
      + HTMLReport.cell("Umbral", HTMLText.percent(distribution.threshold) + source, number: true)
      + HTMLReport.cell("Pares", "\(flagged)", number: true) + "</tr>"
  }

  private static func pairTable(_ pairs: [SimilarPair]) -> [String] {
    var lines = [
      "<h3>Pares que conviene mirar (\(pairs.count))</h3>",
      "<table class=\"tarjetas\">",
      "<thead><tr><th>Par</th><th class=\"n\">En conjunto</th><th>Señalado en</th></tr></thead>",
      "<tbody>",
    ]
    for (index, pair) in pairs.enumerated() {
      var places = pair.exercises.filter(\.flagged).map(\.id)
      if pair.flagged { places.append("el conjunto") }
      lines.append(
        "<tr><td data-campo=\"Par\"><a href=\"#\(anchor(index))\">"
          + HTMLText.escape("\(index + 1). \(pair.students[0]) y \(pair.students[1])")
          + "</a></td>"
          + HTMLReport.cell("En conjunto", fractions(pair.fractions), number: true)
          + HTMLReport.cell("Señalado en", SpanishList.join(places)) + "</tr>")
    }
    lines += ["</tbody>", "</table>"]
    return lines
  }

  private static func fractions(_ values: [Double]) -> String {
    values.map(HTMLText.percent).joined(separator: " / ")
  }

  private static func article(_ pair: SimilarPair, index: Int) -> [String] {
    let (a, b) = (pair.students[0], pair.students[1])
    var lines = [
      "<article class=\"par\" id=\"\(anchor(index))\">",
      HTMLText.element("h3", "\(index + 1). \(a) y \(b)"),
      HTMLText.element(
        "p",
        "En conjunto: \(HTMLText.percent(pair.fractions[0])) de las huellas de \(a) y "
          + "\(HTMLText.percent(pair.fractions[1])) de las de \(b) (\(pair.shared) comunes)"
          + (pair.flagged ? ", " + SimilarityText.ruleText(pair.rule) + "." : ".")),
      HTMLText.element(
        "p", "Una pista para mirar, no una acusación: lee los tramos y decide tú.",
        class: "suave"),
    ]
    for exercise in pair.exercises {
      lines.append(
        HTMLText.element(
          "h4",
          exercise.id
            + (exercise.flagged ? " · señalado " + SimilarityText.ruleText(exercise.rule) : "")))
      lines.append(
        HTMLText.element(
          "p",
          "\(HTMLText.percent(exercise.fractions[0])) de \(a), "
            + "\(HTMLText.percent(exercise.fractions[1])) de \(b); \(exercise.sharedTokens) "
            + "tokens en "
            + Plural.count(exercise.passages.count, "tramo común", "tramos comunes") + "."))
      for passage in exercise.passages {
        lines.append("<div class=\"tramo\">")
        for (side, name) in [a, b].enumerated() {
          lines.append("<div class=\"lado\">")
          lines.append(
            HTMLText.element(
              "p", "\(name) · líneas \(SimilarityText.range(passage.lines[side]))",
              class: "lado-titulo"))
          lines.append(
            "<pre>" + numbered(passage.code[side], from: passage.lines[side][0]) + "</pre>")
          lines.append("</div>")
        }
        lines.append("</div>")
        if passage.truncated {
          lines.append(
            "<p class=\"suave\">El tramo sigue: se muestran sus primeras "
              + "\(SharedPassage.maximumLines) líneas.</p>")
        }
      }
    }
    lines.append("<p class=\"volver\"><a href=\"#parecidos\">Volver a los parecidos</a></p>")
    lines.append("</article>")
    return lines
  }

  /// El código escapado, cada línea con su número delante.
  private static func numbered(_ code: String, from first: Int) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      offset, line in
      let number = String(first + offset)
      return String(repeating: " ", count: max(0, 4 - number.count)) + number + "  "
        + HTMLText.escape(String(line))
    }.joined(separator: "\n")
  }
}
