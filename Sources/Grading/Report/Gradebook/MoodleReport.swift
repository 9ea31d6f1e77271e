import Support

/// `--formato moodle`: a CSV for Moodle's grade import (Calificaciones → Importar → Archivo
/// CSV) that it maps without editing: an identifier column whose header is the name
/// Moodle gives that user field (`Username`, `Email address` or `ID number`, by
/// `--id-alumno`; `username` by default), then `NOMBRE (Real)` with the points and
/// `NOMBRE (Feedback)` with a summary in Spanish, where `NOMBRE` is the grade item
/// (`--columna`, by default the course title). Moodle preselects the identifier and
/// both columns when the headers match those names (the English ones); otherwise pick
/// them in its mapping step. A hand-in that could not be graded leaves the grade empty
/// and says why in the feedback; one without a student id is left out. Points use `.`;
/// text fields are defused like `CSVReport`'s.
enum MoodleReport {
  static func render(_ report: GradeReport, settings: GradebookSettings) -> String {
    let identifier =
      switch settings.idField ?? .username {
      case .email: "Email address"
      case .idNumber: "ID number"
      default: "Username"
      }
    let item = settings.columnName(report)
    var lines: [[String]] = [
      [identifier, CSVReport.text(item + " (Real)"), CSVReport.text(item + " (Feedback)")]
    ]
    for row in report.students {
      guard let student = row.student else { continue }
      switch row.status {
      case .graded:
        lines.append(
          [CSVReport.text(student), Points.format(row.points), CSVReport.text(feedback(row))])
      case .error:
        lines.append(
          [
            CSVReport.text(student), "",
            CSVReport.text("No se pudo corregir: " + (row.message ?? "")),
          ])
      }
    }
    return lines.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
  }

  /// `7.5 de 10 puntos (75 %): 6 correctas, 1 parcial, 2 incorrectas y 1 sin responder.`
  static func feedback(_ row: StudentResult) -> String {
    let percent =
      row.maxPoints > 0 ? Int((row.points / row.maxPoints * 100).rounded()) : 0
    let counts = Dictionary(grouping: row.exercises, by: \.status).mapValues(\.count)
    let words: [(ExerciseResult.Status, String, String)] = [
      (.pass, "correcta", "correctas"), (.partial, "parcial", "parciales"),
      (.fail, "incorrecta", "incorrectas"), (.unanswered, "sin responder", "sin responder"),
      (.notAttempted, "sin hacer", "sin hacer"), (.error, "con error", "con error"),
    ]
    let parts = words.compactMap { status, one, many -> String? in
      guard let count = counts[status], count > 0 else { return nil }
      return "\(count) \(count == 1 ? one : many)"
    }
    var text =
      "\(Points.format(row.points)) de \(Points.format(row.maxPoints)) puntos (\(percent) %)"
    if !parts.isEmpty { text += ": " + SpanishList.join(parts) }
    return text + "."
  }
}
