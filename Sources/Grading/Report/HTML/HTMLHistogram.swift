/// La distribución de las notas como histograma en HTML: diez columnas de diez puntos
/// porcentuales cada una (la última incluye el 100 %), con el recuento encima de cada columna.
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

  /// Las diez columnas como lista (`<ol>`): el recuento encima de cada columna y el tramo
  /// debajo, en texto de verdad (se lee igual en un móvil que en una pantalla grande).
  func html() -> [String] {
    let highest = max(1, counts.max() ?? 1)
    var lines = ["<ol class=\"histograma\">"]
    for (bin, count) in counts.enumerated() {
      let height = 100 * Double(count) / Double(highest)
      let students = count == 1 ? "entrega" : "entregas"
      lines.append(
        "<li><span class=\"zona\"><span class=\"cuenta\">\(count)"
          + "<span class=\"oculto\"> \(students) entre el</span></span>"
          + "<span class=\"columna\" style=\"height:\(Self.number(height * 0.8))%\"></span></span>"
          + "<span class=\"tramo\">\(Self.label(bin))<span class=\"oculto\"> %</span></span></li>")
    }
    lines.append("</ol>")
    return lines
  }

  /// Una coordenada con un decimal como mucho (para que los bytes no cambien).
  static func number(_ value: Double) -> String {
    Descriptive.format(value, places: 1)
  }
}
