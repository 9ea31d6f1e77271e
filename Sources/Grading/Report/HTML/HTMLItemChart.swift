/// La facilidad y la discriminación de los ejercicios que alguien respondió, como gráfico de
/// barras en HTML (texto de verdad, que se lee al tamaño de la página en un móvil), ordenado del
/// más difícil (menor facilidad) al más fácil; los que no tienen cifras van al final, en el orden
/// del curso. Cada fila: el id entero, una barra para la facilidad (de 0 a 100 %) y otra para la
/// discriminación (de −1 a 1, desde una línea en el cero: verde por encima, roja por debajo).
/// Los ejercicios que nadie respondió no tienen fila: la página los nombra en una línea aparte.
struct HTMLItemChart {
  /// Los ejercicios con alguna respuesta, en el orden del gráfico.
  var items: [ReportExercise]
  /// Los que nadie respondió, en el orden del curso.
  var unanswered: [ReportExercise]

  /// `exercises` en el orden del gráfico.
  init(exercises: [ReportExercise]) {
    let sorted = exercises.enumerated().sorted { a, b in
      switch (a.element.facility, b.element.facility) {
      case (let x?, let y?) where x != y: x < y
      case (.some, .none): true
      case (.none, .some): false
      default: a.offset < b.offset
      }
    }.map(\.element)
    items = sorted.filter { ($0.answered ?? 0) > 0 }
    unanswered = exercises.filter { ($0.answered ?? 0) == 0 }
  }

  /// Una lista (`<ol>`) con una fila por ejercicio, precedida de la cabecera de sus columnas.
  func html() -> [String] {
    var lines = [
      "<div class=\"grafico-cabecera\" aria-hidden=\"true\"><span>Ejercicio</span>"
        + "<span>Facilidad (0–100 %)</span><span>Discriminación (−1 a 1)</span></div>",
      "<ol class=\"grafico\">",
    ]
    for item in items { lines.append(row(item)) }
    lines.append("</ol>")
    return lines
  }

  private func row(_ item: ReportExercise) -> String {
    var facility = "<span class=\"pista\"></span>"
    if let value = item.facility {
      facility =
        "<span class=\"pista\"><span class=\"barra\" style=\"width:\(n(bounded(value) * 100))%\">"
        + "</span></span>"
    }
    var discrimination = "<span class=\"pista cero\"></span>"
    if let value = item.discrimination {
      let clamped = max(-1, min(1, value))
      let width = abs(clamped) * 50
      let left = clamped < 0 ? 50 - width : 50
      discrimination =
        "<span class=\"pista cero\"><span class=\"\(clamped < 0 ? "disc-neg" : "disc-pos")\" "
        + "style=\"left:\(n(left))%;width:\(n(width))%\"></span></span>"
    }
    return "<li><span class=\"etiqueta\">\(HTMLText.escape(item.id))</span>"
      + "<span class=\"medida\">\(facility)<span class=\"valor\">"
      + "<span class=\"oculto\">facilidad </span>\(HTMLText.percent(item.facility))</span></span>"
      + "<span class=\"medida\">\(discrimination)<span class=\"valor\">"
      + "<span class=\"oculto\">discriminación </span>\(HTMLText.figure(item.discrimination))"
      + "</span></span></li>"
  }

  private func bounded(_ value: Double) -> Double { max(0, min(1, value)) }

  private func n(_ value: Double) -> String { HTMLHistogram.number(value) }
}
