import Presentation
import Support
import Workspace

/// `--formato texto`: una tabla que cabe en 80 columnas, las entregas que no se pudieron
/// corregir y por qué, cómo fue cada ejercicio y las notas.
enum TextReport {
  static func render(_ report: GradeReport) -> String {
    var lines: [String] = []
    let course = report.course
    lines.append(
      "Corrección de «\(course.title.isEmpty ? course.id : course.title)» (\(course.id))")
    lines.append(
      "Contenido \(course.contentHash.prefix(12)) · leccion \(report.leccionVersion) · "
        + "\(Points.format(report.maxPoints)) puntos posibles")
    if let part = report.part { lines.append("Parte \(part.index) de \(part.count)") }
    if let assignment = report.assignment {
      lines += TextWrapping.wrap(
        "Tarea: " + AssignmentText.summary(assignment), width: 80, hangingIndent: 2)
    }
    lines.append("")
    lines.append(
      pad("alumno", 26) + left("puntos", 15) + left("%", 5) + left("bien", 5) + left("parc", 5)
        + left("mal", 5) + left("sin", 5) + left("error", 6))
    for row in report.students {
      // Sin id de alumno queda la ruta: se corta por delante, que el final la distingue.
      let name = row.student.map { fit($0, 25) } ?? fitKeepingEnd(row.source, 25)
      switch row.status {
      case .graded:
        let percent =
          row.maxPoints > 0 ? Int((row.writtenPoints / row.maxPoints * 100).rounded()) : 0
        let counts = Dictionary(grouping: row.exercises, by: \.status).mapValues(\.count)
        let empty = row.exercises.filter { !$0.status.hasAnswer }.count
        lines.append(
          pad(name + (row.integrity == .altered ? "!" : ""), 26)
            + left("\(Points.format(row.points)) / \(Points.format(row.maxPoints))", 15)
            + left("\(percent)", 5) + left("\(counts[.pass] ?? 0)", 5)
            + left("\(counts[.partial] ?? 0)", 5) + left("\(counts[.fail] ?? 0)", 5)
            + left("\(empty)", 5) + left("\(counts[.error] ?? 0)", 6))
      case .error:
        lines.append(pad(name, 26) + left("—", 15) + "  no corregida")
      }
    }
    let warned = report.students.filter { !($0.warnings ?? []).isEmpty }
    if !warned.isEmpty {
      lines.append("")
      lines.append("Avisos:")
      for row in warned {
        lines += TextWrapping.wrap(
          "\(row.student ?? row.source): \((row.warnings ?? []).joined(separator: "; ")).",
          width: 80, hangingIndent: 2, indent: 2)
      }
    }
    let altered = report.students.filter { $0.integrity == .altered }
    if !altered.isEmpty {
      lines.append("")
      lines.append("Registros alterados a mano (marcados con «!»; se corrigen igual):")
      for row in altered {
        let problems = (row.integrityProblems ?? []).joined(separator: "; ")
        lines += TextWrapping.wrap(
          "\(row.student ?? row.source): \(problems).", width: 80, hangingIndent: 2, indent: 2)
      }
    }
    let errors = report.students.filter { $0.status == .error }
    if !errors.isEmpty {
      lines.append("")
      lines.append("Entregas que no se pudieron corregir (\(errors.count)):")
      for row in errors {
        let who = row.student.map { "\($0) (\(row.source))" } ?? row.source
        lines += TextWrapping.wrap(
          "\(who): \(row.message ?? "")", width: 80, hangingIndent: 2, indent: 2)
      }
    }
    let graded = report.students.filter { $0.status == .graded }
    if !graded.isEmpty {
      lines.append("")
      lines.append(
        "Ejercicios (bien / parcial / mal / sin / error en "
          + Plural.count(graded.count, "entrega corregida", "entregas corregidas") + "):")
      lines += exerciseCounts(report.exercises, graded: graded)
    }
    if !graded.isEmpty {
      lines.append("")
      lines += report.itemStatistics.text().split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast().map(String.init)
    }
    let versions = VersionStatistics.text(VersionStatistics.compute(report))
    if !versions.isEmpty {
      lines.append("")
      lines += versions
    }
    let variants = graded.compactMap { row -> String? in
      let picks = row.exercises.compactMap { item in item.instance.map { "\(item.id) «\($0)»" } }
      return picks.isEmpty ? nil : "\(row.student ?? row.source): " + picks.joined(separator: "; ")
    }
    if !variants.isEmpty {
      lines.append("")
      lines.append("Variantes de cada alumno (versión y valores de su instancia):")
      for line in variants {
        lines += TextWrapping.wrap(line, width: 80, hangingIndent: 2, indent: 2)
      }
    }
    if let similarity = report.similarity {
      lines.append("")
      lines += SimilarityText.lines(similarity)
    }
    if !report.notes.isEmpty {
      lines.append("")
      lines.append("Notas:")
      for note in report.notes {
        lines += TextWrapping.wrap(note, width: 80, hangingIndent: 2, indent: 2)
      }
    }
    lines.append("")
    let summary = report.summary
    lines.append(Self.summaryLine(summary) + ".")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Una línea por ejercicio con alguna respuesta: su id entero (la columna se ensancha hasta
  /// donde caben las cifras; un id más largo va solo en su línea) y los recuentos. Los que nadie
  /// respondió van juntos en un párrafo.
  static func exerciseCounts(_ exercises: [ReportExercise], graded: [StudentResult]) -> [String] {
    var rows: [(id: String, counts: String)] = []
    var unanswered: [String] = []
    for (index, exercise) in exercises.enumerated() {
      let statuses = graded.compactMap {
        index < $0.exercises.count ? $0.exercises[index].status : nil
      }
      let empty = statuses.filter { !$0.hasAnswer }.count
      if empty == statuses.count {
        unanswered.append(exercise.id)
        continue
      }
      let counts = [
        statuses.filter { $0 == .pass }.count, statuses.filter { $0 == .partial }.count,
        statuses.filter { $0 == .fail }.count, empty, statuses.filter { $0 == .error }.count,
      ]
      rows.append((exercise.id, counts.map(String.init).joined(separator: " / ")))
    }
    let countsWidth = max(rows.map(\.counts.count).max() ?? 0, 17)
    let idWidth = min(rows.map(\.id.count).max() ?? 0, 80 - 4 - countsWidth)
    var lines: [String] = []
    for row in rows {
      if row.id.count > idWidth {
        lines.append("  " + row.id)
        lines.append("  " + pad("", idWidth) + left(row.counts, countsWidth + 2))
      } else {
        lines.append("  " + pad(row.id, idWidth) + left(row.counts, countsWidth + 2))
      }
    }
    if !unanswered.isEmpty {
      let lead =
        unanswered.count == exercises.count
        ? "Sin ninguna respuesta:" : "Sin ninguna respuesta (\(unanswered.count)):"
      let ids = unanswered.enumerated().map { index, id in
        id + (index == unanswered.count - 1 ? "." : ",")
      }
      lines += TextWrapping.pack([lead] + ids, width: 80, first: "  ", rest: "    ")
    }
    return lines
  }

  /// `3 entregas: 2 corregidas, 1 con error` (o «1 entrega: 1 corregida…»).
  static func summaryLine(_ summary: ReportSummary) -> String {
    Plural.count(summary.submissions, "entrega", "entregas") + ": "
      + Plural.count(summary.graded, "corregida", "corregidas") + ", \(summary.errors) con error"
  }

  /// `text` ajustado por palabras a `width` columnas (`TextWrapping.pack`): la primera línea
  /// empieza por `first` y las demás por `rest`.
  static func wrap(_ text: String, width: Int, first: String, rest: String) -> [String] {
    TextWrapping.pack(
      text.split(separator: " ").map(String.init), width: width, first: first, rest: rest)
  }

  /// `text` cortado a `width` caracteres con `…`.
  static func fit(_ text: String, _ width: Int) -> String {
    text.count <= width ? text : String(text.prefix(width - 1)) + "…"
  }

  /// `text` (una ruta) cortado a `width` caracteres por delante, por una `/`, para no partir
  /// ningún nombre: `…/clase/alumno-007.json`. Un último nombre más largo conserva su final.
  static func fitKeepingEnd(_ text: String, _ width: Int) -> String {
    guard text.count > width else { return text }
    var kept = ""
    for component in text.split(separator: "/").reversed() {
      let longer = "/" + component + kept
      guard longer.count + 1 <= width else { break }
      kept = longer
    }
    if kept.isEmpty { return "…" + String(text.suffix(width - 1)) }
    return "…" + kept
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
