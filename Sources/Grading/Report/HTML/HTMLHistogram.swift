/// La distribución de las notas como histograma SVG incrustado en la página: diez barras de diez
/// puntos porcentuales cada una (la última incluye el 100 %), con el recuento encima de cada barra.
struct HTMLHistogram {
  /// Cuántas entregas corregidas caen en cada tramo, de 0–9 % a 90–100 %.
  var counts: [Int]

  /// Los tramos de `percentages` (cada porcentaje, de 0 a 100).
  init(percentages: [Double]) {
    var counts = Array(repeating: 0, count: 10)
    for percentage in percentages {
      let bin = min(9, max(0, Int((percentage / 10).rounded(.down))))
      counts[bin] += 1
    }
    self.counts = counts
  }

  /// `0–9 %` … `90–100 %`.
  static func label(_ bin: Int) -> String {
    bin == 9 ? "90–100" : "\(bin * 10)–\(bin * 10 + 9)"
  }

  /// El elemento `<svg>`, con un `<title>` para los lectores de pantalla.
  func svg() -> String {
    let width = 600.0
    let height = 240.0
    let left = 36.0
    let bottom = 200.0
    let top = 20.0
    let slot = (width - left - 8) / Double(counts.count)
    let highest = max(1, counts.max() ?? 1)
    var parts: [String] = [
      "<svg viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" "
        + "aria-labelledby=\"histograma-titulo\" class=\"histograma\">",
      "<title id=\"histograma-titulo\">Cuántas entregas sacaron cada porcentaje de la nota"
        + "</title>",
    ]
    // Marcas solo en recuentos enteros: el 0, el del medio (cuando lo hay) y el máximo.
    let marks = Array(Set([0, highest / 2, highest])).sorted()
    for value in marks {
      let y = bottom - (bottom - top) * Double(value) / Double(highest)
      parts.append(line(left, y, width - 8, y, class: "rejilla"))
      parts.append(
        "<text x=\"\(Self.number(left - 6))\" y=\"\(Self.number(y + 4))\" "
          + "text-anchor=\"end\">\(value)</text>")
    }
    for (bin, count) in counts.enumerated() {
      let x = left + Double(bin) * slot + 4
      let barHeight = (bottom - top) * Double(count) / Double(highest)
      let y = bottom - barHeight
      parts.append(
        "<rect class=\"barra\" x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" "
          + "width=\"\(Self.number(slot - 8))\" height=\"\(Self.number(barHeight))\">"
          + "<title>\(Self.label(bin)) %: \(count)</title></rect>")
      let middle = Self.number(x + (slot - 8) / 2)
      if count > 0 {
        parts.append(
          "<text x=\"\(middle)\" y=\"\(Self.number(y - 4))\" text-anchor=\"middle\" "
            + "class=\"cuenta\">\(count)</text>")
      }
      parts.append(
        "<text x=\"\(middle)\" y=\"\(Self.number(bottom + 16))\" text-anchor=\"middle\">"
          + "\(Self.label(bin))</text>")
    }
    parts.append(line(left, bottom, width - 8, bottom, class: "eje"))
    parts.append(
      "<text x=\"\(Self.number(width / 2))\" y=\"\(Self.number(height - 4))\" "
        + "text-anchor=\"middle\">porcentaje de la nota</text>")
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, class name: String)
    -> String
  {
    "<line class=\"\(name)\" x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" "
      + "x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\"/>"
  }

  /// Una coordenada con un decimal como mucho (para que los bytes no cambien).
  static func number(_ value: Double) -> String {
    Descriptive.format(value, places: 1)
  }
}
