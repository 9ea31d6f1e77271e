/// La facilidad y la discriminación de cada ejercicio como gráfico SVG incrustado en la página,
/// ordenado del más difícil (menor facilidad) al más fácil; los ejercicios sin cifras van al final,
/// en el orden del curso. Cada fila tiene una barra para la facilidad (de 0 a 100 %) y otra para la
/// discriminación (de −1 a 1, desde una línea en el cero: verde por encima de 0, roja por debajo).
struct HTMLItemChart {
  var items: [ReportExercise]

  /// `exercises` en el orden del gráfico.
  init(exercises: [ReportExercise]) {
    items = exercises.enumerated().sorted { a, b in
      switch (a.element.facility, b.element.facility) {
      case (let x?, let y?) where x != y: x < y
      case (.some, .none): true
      case (.none, .some): false
      default: a.offset < b.offset
      }
    }.map(\.element)
  }

  private static let labelWidth = 190.0
  private static let facilityStart = 200.0
  private static let facilityWidth = 220.0
  private static let discriminationCenter = 515.0
  private static let discriminationHalf = 75.0
  private static let rowHeight = 24.0
  private static let top = 34.0

  func svg() -> String {
    let height = Self.top + Self.rowHeight * Double(items.count) + 8
    var parts: [String] = [
      "<svg viewBox=\"0 0 600 \(n(height))\" role=\"img\" aria-labelledby=\"ejercicios-titulo\" "
        + "class=\"ejercicios\">",
      "<title id=\"ejercicios-titulo\">Facilidad y discriminación de cada ejercicio, del más "
        + "difícil al más fácil</title>",
      "<text x=\"\(n(Self.facilityStart))\" y=\"14\">facilidad (0–100 %)</text>",
      "<text x=\"596\" y=\"14\" text-anchor=\"end\">discriminación (−1 a 1)</text>",
      line(Self.facilityStart, Self.top - 6, Self.facilityStart, height - 4),
      line(Self.discriminationCenter, Self.top - 6, Self.discriminationCenter, height - 4),
      "<text x=\"\(n(Self.discriminationCenter - Self.discriminationHalf))\" y=\"28\" "
        + "text-anchor=\"middle\">−1</text>",
      "<text x=\"\(n(Self.discriminationCenter))\" y=\"28\" text-anchor=\"middle\">0</text>",
      "<text x=\"\(n(Self.discriminationCenter + Self.discriminationHalf))\" y=\"28\" "
        + "text-anchor=\"middle\">1</text>",
    ]
    for (row, item) in items.enumerated() {
      parts += rowParts(item, y: Self.top + Self.rowHeight * Double(row))
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  private func rowParts(_ item: ReportExercise, y: Double) -> [String] {
    let middle = n(y + Self.rowHeight / 2 + 4)
    var parts = [
      "<text x=\"\(n(Self.labelWidth))\" y=\"\(middle)\" text-anchor=\"end\">"
        + "<title>\(HTMLText.escape(item.id))</title>"
        + HTMLText.escape(Self.fit(item.id, 30)) + "</text>"
    ]
    let barTop = n(y + 4)
    let barHeight = n(Self.rowHeight - 8)
    if let facility = item.facility {
      let width = Self.facilityWidth * max(0, min(1, facility))
      parts.append(
        "<rect class=\"barra\" x=\"\(n(Self.facilityStart))\" y=\"\(barTop)\" "
          + "width=\"\(n(width))\" height=\"\(barHeight)\"/>")
      parts.append(
        "<text x=\"\(n(Self.facilityStart + width + 4))\" y=\"\(middle)\">"
          + "\(HTMLText.percent(facility))</text>")
    } else {
      parts.append("<text x=\"\(n(Self.facilityStart + 4))\" y=\"\(middle)\">—</text>")
    }
    if let discrimination = item.discrimination {
      let clamped = max(-1, min(1, discrimination))
      let width = abs(clamped) * Self.discriminationHalf
      let x = clamped < 0 ? Self.discriminationCenter - width : Self.discriminationCenter
      parts.append(
        "<rect class=\"\(clamped < 0 ? "disc-neg" : "disc-pos")\" x=\"\(n(x))\" y=\"\(barTop)\" "
          + "width=\"\(n(width))\" height=\"\(barHeight)\"/>")
      let labelX = clamped < 0 ? Self.discriminationCenter + 4 : Self.discriminationCenter - 4
      parts.append(
        "<text x=\"\(n(labelX))\" y=\"\(middle)\" text-anchor=\"\(clamped < 0 ? "start" : "end")\">"
          + "\(HTMLText.figure(discrimination))</text>")
    } else {
      parts.append(
        "<text x=\"\(n(Self.discriminationCenter + 4))\" y=\"\(middle)\">—</text>")
    }
    return parts
  }

  private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
    "<line class=\"eje\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\"/>"
  }

  private func n(_ value: Double) -> String { HTMLHistogram.number(value) }

  /// `text` cortado a `width` caracteres, con `…`.
  static func fit(_ text: String, _ width: Int) -> String {
    text.count <= width ? text : String(text.prefix(width - 1)) + "…"
  }
}
