/// `--formato texto`: a table that fits in 80 columns, the hand-ins that could not be
/// graded and why, how each exercise went, and the notes.
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
    lines.append("")
    lines.append(
      pad("alumno", 30) + left("puntos", 16) + left("%", 5) + left("bien", 6) + left("mal", 5)
        + left("error", 6))
    for row in report.students {
      // Sin id de alumno queda la ruta: se corta por delante, que el final la distingue.
      let name = row.student.map { fit($0, 30) } ?? fitKeepingEnd(row.source, 30)
      switch row.status {
      case .graded:
        let percent = row.maxPoints > 0 ? Int((row.points / row.maxPoints * 100).rounded()) : 0
        let counts = Dictionary(grouping: row.exercises, by: \.status).mapValues(\.count)
        lines.append(
          pad(name, 30)
            + left("\(Points.format(row.points)) / \(Points.format(row.maxPoints))", 16)
            + left("\(percent)", 5) + left("\(counts[.pass] ?? 0)", 6)
            + left("\(counts[.fail] ?? 0)", 5) + left("\(counts[.error] ?? 0)", 6))
      case .error:
        lines.append(pad(name, 30) + left("—", 16) + "  no corregida")
      }
    }
    let errors = report.students.filter { $0.status == .error }
    if !errors.isEmpty {
      lines.append("")
      lines.append("Entregas que no se pudieron corregir (\(errors.count)):")
      for row in errors {
        let who = row.student.map { "\($0) (\(row.source))" } ?? row.source
        lines += wrap("\(who): \(row.message ?? "")", width: 80, first: "  ", rest: "    ")
      }
    }
    let graded = report.students.filter { $0.status == .graded }
    if !graded.isEmpty {
      lines.append("")
      lines.append("Ejercicios (bien / mal / error en \(graded.count) entregas corregidas):")
      for (index, exercise) in report.exercises.enumerated() {
        let statuses = graded.compactMap {
          index < $0.exercises.count ? $0.exercises[index].status : nil
        }
        let pass = statuses.filter { $0 == .pass }.count
        let fail = statuses.filter { $0 == .fail }.count
        let error = statuses.filter { $0 == .error }.count
        lines.append(
          "  " + pad(fit(exercise.id, 40), 42) + left("\(pass) / \(fail) / \(error)", 16))
      }
    }
    if !report.notes.isEmpty {
      lines.append("")
      lines.append("Notas:")
      for note in report.notes { lines += wrap(note, width: 80, first: "  ", rest: "    ") }
    }
    lines.append("")
    let summary = report.summary
    lines.append(
      "\(summary.submissions) entregas: \(summary.graded) corregidas, \(summary.errors) con error.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` in lines of at most `width` characters (a longer word stays whole), the first
  /// prefixed with `first` and the rest with `rest`.
  static func wrap(_ text: String, width: Int, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var current = first
    var empty = true
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if !empty, current.count + 1 + word.count > width {
        lines.append(current)
        current = rest
        empty = true
      }
      current += (empty ? "" : " ") + word
      empty = false
    }
    lines.append(current)
    return lines
  }

  /// `text` cut to `width` characters with `…`.
  static func fit(_ text: String, _ width: Int) -> String {
    text.count <= width ? text : String(text.prefix(width - 1)) + "…"
  }

  /// `text` cut to `width` characters from the front: `…clase/alumno-007.json`.
  static func fitKeepingEnd(_ text: String, _ width: Int) -> String {
    text.count <= width ? text : "…" + String(text.suffix(width - 1))
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
