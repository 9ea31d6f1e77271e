/// La sección de parecidos de código del informe de texto (y de `--solo-similitud`): qué es y
/// qué no es, cómo se buscó, la distribución y el umbral de cada ejercicio, y cada par que
/// conviene mirar con sus tramos comunes. En 80 columnas.
enum SimilarityText {
  /// Lo que se dice siempre antes de cualquier par: es una pista, no una acusación.
  static let caution =
    "Estos pares comparten bastante más código que el resto de la clase. Es una pista para"
    + " que una persona lo mire, no una acusación ni una prueba de copia: puede ser trabajo en"
    + " grupo permitido, el mismo ejemplo de clase o una coincidencia. Solo quien lea el código"
    + " y hable con los alumnos puede decidirlo."

  /// Las líneas de código de cada lado que se muestran del tramo común más largo.
  static let shownLines = 12

  static func lines(_ report: SimilarityReport) -> [String] {
    var lines = ["Parecidos de código: pistas para mirar, no acusaciones"]
    lines += TextReport.wrap(caution, width: 80, first: "  ", rest: "  ")
    lines += TextReport.wrap(methodSentence(report.method), width: 80, first: "  ", rest: "  ")
    lines.append("")
    lines.append(
      "  " + TextReport.pad("ejercicio", 26) + TextReport.left("alumnos", 8)
        + TextReport.left("mediana", 8) + TextReport.left("Q3", 6) + TextReport.left("máx", 6)
        + TextReport.left("umbral", 8) + TextReport.left("pares", 6))
    for exercise in report.exercises where exercise.compared > 0 {
      lines.append(row(exercise.id, exercise.distribution, flagged: exercise.flagged))
    }
    lines.append(row("en conjunto", report.overall.distribution, flagged: report.overall.flagged))
    if let empty = emptySentence(report) {
      lines += TextReport.wrap(empty, width: 80, first: "  ", rest: "  ")
    }
    lines += TextReport.wrap(
      thresholdSentence(report.method), width: 80, first: "  ", rest: "  ")
    lines.append("")
    if report.pairs.isEmpty {
      lines += TextReport.wrap(
        "Ningún par se sale de lo que se parece la clase entre sí.", width: 80, first: "  ",
        rest: "  ")
    } else {
      lines.append("  Pares que conviene mirar (\(report.pairs.count)), del más señalado al menos:")
      for (index, pair) in report.pairs.enumerated() {
        lines += pairLines(pair, number: index + 1)
      }
    }
    if !report.notes.isEmpty {
      lines.append("")
      lines.append("  Avisos de la búsqueda de parecidos:")
      for note in report.notes {
        lines += TextReport.wrap(visible(note), width: 80, first: "    ", rest: "      ")
      }
    }
    return lines
  }

  /// Los ejercicios en que nadie entregó código propio, en una frase (o `nil`).
  static func emptySentence(_ report: SimilarityReport) -> String? {
    let empty = report.exercises.filter { $0.compared == 0 }.map(\.id)
    guard !empty.isEmpty else { return nil }
    return "Sin código propio que comparar: " + SpanishList.join(empty) + "."
  }

  static func methodSentence(_ method: SimilarityMethod) -> String {
    "Cómo se buscó: huellas de MOSS (winnowing) sobre el código sin nombres, literales,"
      + " comentarios ni espacios, así que renombrar o reformatear no cambia nada; k-gramas de"
      + " \(method.k) tokens y ventanas de \(method.window) (todo tramo común de"
      + " \(method.guarantee) tokens o más se ve); sin el código del archivo de inicio ni el que"
      + " escriben más del \(percent(method.commonShare)) de los autores de un ejercicio"
      + " (--similitud-comun)" + sameSourceClause(method) + "."
  }

  /// Cómo se cuentan los autores (los informes de antes de esta regla no lo dicen).
  static func sameSourceClause(_ method: SimilarityMethod) -> String {
    guard let level = method.sameSource else { return "" }
    return "; las entregas casi iguales (cada una con el \(percent(level)) de sus huellas en la"
      + " otra) son un solo autor, así que lo que comparte un grupo de copias no pasa por común,"
      + " y lo que está en más de la mitad de las entregas es siempre común"
  }

  static func thresholdSentence(_ method: SimilarityMethod) -> String {
    if method.threshold == "fixed" {
      return "Umbral fijo (--similitud-umbral): se señala el par que comparte al menos el"
        + " \(percent(method.floor)) de las huellas del que tiene menos y \(method.minimumTokens)"
        + " tokens en tramos comunes."
    }
    return "Mediana, Q3 y máx: lo que se parece cada alumno al que más se le parece. Se señala"
      + " todo par desde el \(percent(method.floor)) en un ejercicio y desde el"
      + " \(percent(method.overallFloor ?? method.floor)) en conjunto («mínimo», aunque copie"
      + " media clase); la"
      + " valla de la propia clase, Q3 + \(Descriptive.format(method.fence, places: 2)) × (Q3 − Q1)"
      + " (con 8 alumnos o más), solo añade los pares que quedan por debajo del mínimo y por"
      + " encima de ella («valla»). Un par se señala si además comparte"
      + " \(method.minimumTokens) tokens en tramos comunes. Porcentaje de un par: huellas"
      + " comunes entre las del que tiene menos."
  }

  private static func row(_ name: String, _ distribution: SimilarityDistribution, flagged: Int)
    -> String
  {
    let source =
      switch distribution.thresholdSource {
      case "fence": " v"
      case "floor": " m"
      default: "  "
      }
    return "  " + TextReport.pad(TextReport.fit(name, 25), 26)
      + TextReport.left("\(distribution.students)", 8)
      + TextReport.left(percent(distribution.median), 8)
      + TextReport.left(percent(distribution.quartile3), 6)
      + TextReport.left(percent(distribution.maximum), 6)
      + TextReport.left(percent(distribution.threshold), 6) + source
      + TextReport.left("\(flagged)", 6)
  }

  static func pairLines(_ pair: SimilarPair, number: Int) -> [String] {
    let (a, b) = (pair.students[0], pair.students[1])
    var lines = [""]
    let flagged = pair.exercises.filter(\.flagged).map(\.id)
    var summary =
      "\(number). \(a) y \(b): en conjunto, \(percent(pair.fractions[0])) de \(a) y"
      + " \(percent(pair.fractions[1])) de \(b) (\(pair.shared) huellas comunes)"
    summary += pair.flagged ? ", " + ruleText(pair.rule) : ""
    summary +=
      flagged.isEmpty
      ? "; ningún ejercicio por sí solo." : "; señalado en " + SpanishList.join(flagged) + "."
    lines += TextReport.wrap(summary, width: 80, first: "  ", rest: "     ")
    for exercise in pair.exercises {
      lines += TextReport.wrap(
        "\(exercise.id)\(exercise.flagged ? " (señalado: \(ruleText(exercise.rule)))" : ""): "
          + "\(percent(exercise.fractions[0]))"
          + " de \(a), \(percent(exercise.fractions[1])) de \(b); \(exercise.sharedTokens) tokens"
          + " en \(Plural.count(exercise.passages.count, "tramo común", "tramos comunes")):",
        width: 80, first: "     ", rest: "       ")
      for passage in exercise.passages {
        lines.append(
          "       líneas " + range(passage.lines[0]) + " de \(a) ↔ líneas "
            + range(passage.lines[1]) + " de \(b) (\(passage.tokens) tokens)")
      }
      if let longest = exercise.passages.max(by: { $0.tokens < $1.tokens }) {
        for (side, name) in [a, b].enumerated() {
          lines.append("       \(name), líneas \(range(longest.lines[side])):")
          lines += code(longest.code[side], from: longest.lines[side][0])
        }
      }
    }
    return lines
  }

  /// Por qué regla se señaló: el mínimo, la valla de la clase o el umbral fijo.
  static func ruleText(_ rule: String?) -> String {
    switch rule {
    case "fence": "por la valla de la clase (bajo el mínimo, pero fuera de lo normal)"
    case "fixed": "por encima del umbral fijo"
    default: "por encima del mínimo"
    }
  }

  /// El código con su número de línea, hasta `shownLines` líneas y cortado a 80 columnas.
  private static func code(_ text: String, from first: Int) -> [String] {
    let all = text.split(separator: "\n", omittingEmptySubsequences: false)
    var lines = all.prefix(shownLines).enumerated().map { offset, line in
      let number = TextReport.left("\(first + offset)", 5)
      let visible = visible(line.replacingOccurrences(of: "\t", with: "  "))
      return TextReport.fit("       " + number + " │ " + visible, 80)
    }
    if all.count > shownLines {
      lines.append(
        "              … \(all.count - shownLines) líneas más (--formato html o json las trae)")
    }
    return lines
  }

  /// `text` sin caracteres de control (un archivo hostil no manda órdenes a la terminal de quien
  /// lee el informe): cada uno pasa a ser U+FFFD.
  static func visible(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "\u{FFFD}" : scalar
        }))
  }

  static func range(_ lines: [Int]) -> String {
    lines[0] == lines[1] ? "\(lines[0])" : "\(lines[0])–\(lines[1])"
  }

  /// `0.625` → `63 %`.
  static func percent(_ fraction: Double) -> String {
    "\(Int((fraction * 100).rounded())) %"
  }
}
