import Support
import Workspace

/// `--formato moodle`: un CSV para la importación de calificaciones de Moodle (Calificaciones →
/// Importar → Archivo CSV) que Moodle empareja sin tener que editarlo: una columna de identificador
/// cuya cabecera es el nombre que da Moodle a ese campo de usuario (`Username`, `Email address` o
/// `ID number`, según `--id-alumno`; `username` por defecto), luego `NOMBRE (Real)` con los puntos
/// y `NOMBRE (Feedback)` con un resumen en castellano, donde `NOMBRE` es el elemento de
/// calificación (`--columna`; por defecto, el título del curso). Moodle preselecciona el
/// identificador y las dos columnas cuando las cabeceras coinciden con esos nombres (los ingleses);
/// si no, hay que elegirlas en su paso de emparejamiento. Una entrega que no se pudo corregir no
/// se escribe (una celda vacía borraría la nota que el alumno tenía en Moodle: su importación
/// solo deja como estaba lo que no viene) y `corregir` la nombra en la salida de errores; una
/// sin id de alumno tampoco. Los
/// puntos llevan `.`; los campos de texto se desactivan como fórmula igual que en `CSVReport`.
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
      // Una entrega sin corregir no va: Moodle toma la celda vacía por una nota nula y
      // borraría la que tenía. `corregir` la nombra en la salida de errores.
      guard row.status == .graded else { continue }
      lines.append(
        [CSVReport.text(student), Points.format(row.points), CSVReport.text(feedback(row))])
    }
    return lines.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
  }

  /// `7.5 de 10 puntos (75 %): 6 correctas, 1 parcial, 2 incorrectas y 1 sin responder.`
  static func feedback(_ row: StudentResult) -> String {
    let percent =
      row.maxPoints > 0 ? Int((row.writtenPoints / row.maxPoints * 100).rounded()) : 0
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
    text += "."
    if let warnings = WarningText.sentence(row) { text += " " + warnings }
    return text
  }
}
