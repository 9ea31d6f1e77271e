import Support

/// `--formato csv`: for gradebooks. Header `alumno,entrega,estado,<one column per
/// exercise id>,total,maximo,mensaje`; one row per hand-in. Points use a point as decimal
/// separator; an error row leaves the points empty and says why in `mensaje`. A text
/// field that starts with `=`, `+`, `-` or `@` gets a leading `'` so no spreadsheet runs it
/// as a formula. Lines end with `\n`.
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
            + [Points.format(row.points), Points.format(row.maxPoints), ""])
      case .error:
        lines.append(
          [text(row.student ?? ""), text(row.source), "error"]
            + report.exercises.map { _ in "" }
            + ["", Points.format(row.maxPoints), text(row.message ?? "")])
      }
    }
    return lines.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
  }

  /// A quoted field when needed (RFC 4180), defused against formula injection.
  static func text(_ value: String) -> String {
    var value = value
    if let first = value.first, "=+-@\t\r".contains(first) { value = "'" + value }
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return value
    }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
