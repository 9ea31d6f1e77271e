import Support
import Workspace

/// `--formato csv`: para los cuadernos de notas. Cabecera `alumno,entrega,estado,<una
/// columna por id de ejercicio>,total,maximo,mensaje`; una fila por entrega. Los puntos
/// llevan punto como separador decimal; una fila de error deja los puntos vacíos y dice por
/// qué en `mensaje`, y una corregida con avisos los pone ahí («Aviso: …»). Un campo de texto que empieza por `=`, `+`, `-` o `@` lleva delante
/// `'`, para que ninguna hoja de cálculo lo ejecute como fórmula. Las líneas acaban en `\n`.
enum CSVReport {
  static func render(_ report: GradeReport) -> String {
    var lines: [[String]] = []
    lines.append(
      ["alumno", "entrega", "estado"] + report.exercises.map(\.id) + ["total", "maximo", "mensaje"])
    for row in report.students {
      switch row.status {
      case .graded:
        lines.append(
          [text(row.student ?? ""), text(row.source), "corregida"]
            + row.exercises.map { Points.format($0.points) }
            + [
              Points.format(row.points), Points.format(row.maxPoints),
              text(WarningText.joined(row)),
            ])
      case .error:
        lines.append(
          [text(row.student ?? ""), text(row.source), "error"]
            + report.exercises.map { _ in "" }
            + ["", Points.format(row.maxPoints), text(row.message ?? "")])
      }
    }
    return lines.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
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
