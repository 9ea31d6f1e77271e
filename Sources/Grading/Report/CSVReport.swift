import Support
import Workspace

/// `--formato csv`: para los cuadernos de notas. Cabecera `alumno,entrega,estado,<una
/// columna por id de ejercicio>,total,maximo,mensaje`; una fila por entrega. Los puntos
/// llevan punto como separador decimal; una fila de error deja los puntos vacíos y dice por
/// qué en `mensaje`, y una corregida con avisos los pone ahí («Aviso: …»). Un campo de texto que empieza por `=`, `+`, `-` o `@` lleva delante
/// `'`, para que ninguna hoja de cálculo lo ejecute como fórmula. Las líneas acaban en `\n`.
///
/// Si algún ejercicio tiene variantes, tras `mensaje` va una columna `variante <id>` por cada
/// uno, en el orden del curso, con la instancia de cada alumno (`otra; a=3, nombre=Ada`, o
/// solo la versión, o solo los valores); vacía en una fila de error. Sin variantes, el CSV es
/// el de siempre, byte a byte.
enum CSVReport {
  static func render(_ report: GradeReport) -> String {
    let variants = variantExercises(report)
    var lines: [[String]] = []
    lines.append(
      ["alumno", "entrega", "estado"] + report.exercises.map(\.id) + ["total", "maximo", "mensaje"]
        + variants.map { text("variante " + $0) })
    for row in report.students {
      switch row.status {
      case .graded:
        let instances = Dictionary(
          row.exercises.map { ($0.id, $0.instance ?? "") }, uniquingKeysWith: { first, _ in first })
        lines.append(
          [text(row.student ?? ""), text(row.source), "corregida"]
            + row.exercises.map { Points.format($0.points) }
            + [
              Points.format(row.points), Points.format(row.maxPoints),
              text(WarningText.joined(row)),
            ] + variants.map { text(instances[$0] ?? "") })
      case .error:
        lines.append(
          [text(row.student ?? ""), text(row.source), "error"]
            + report.exercises.map { _ in "" }
            + ["", Points.format(row.maxPoints), text(row.message ?? "")]
            + variants.map { _ in "" })
      }
    }
    return lines.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
  }

  /// Los ids de los ejercicios con variantes, en el orden del informe: los que llevan la
  /// instancia de algún alumno.
  static func variantExercises(_ report: GradeReport) -> [String] {
    let drawn = Set(
      report.students.flatMap { row in row.exercises.filter { $0.instance != nil }.map(\.id) })
    return report.exercises.map(\.id).filter(drawn.contains)
  }

  /// Un campo entre comillas cuando hace falta (RFC 4180), desactivado como fórmula.
  static func text(_ value: String) -> String {
    var value = value
    if let first = value.first, "=+-@\t\r".contains(first) { value = "'" + value }
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return value
    }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
