import Lessons
import Support
import Workspace

/// Lo que el informe HTML muestra de los alumnos: una tabla de todas las entregas con un enlace a
/// la sección de cada una, y una sección por entrega (una página por entrega al imprimir).
enum HTMLStudents {
  /// El ancla de la fila `index` (nunca se construye con el texto de la propia entrega).
  static func anchor(_ index: Int) -> String { "alumno-\(index + 1)" }

  static func name(_ row: StudentResult) -> String { row.student ?? row.source }

  static func overview(_ report: GradeReport) -> [String] {
    var lines = [
      "<section id=\"alumnos\">",
      "<h2>Alumnos</h2>",
      "<table class=\"tarjetas\">",
      "<thead><tr><th>Alumno</th><th class=\"n\">Puntos</th><th class=\"n\">%</th>"
        + "<th>Estado</th></tr></thead>",
      "<tbody>",
    ]
    for (index, row) in report.students.enumerated() {
      let link =
        "<td data-campo=\"Alumno\"><a href=\"#\(anchor(index))\">"
        + HTMLText.escape(name(row)) + (row.integrity == .altered ? " (!)" : "") + "</a></td>"
      switch row.status {
      case .graded:
        lines.append(
          "<tr>" + link
            + HTMLReport.cell("Puntos", points(row), number: true)
            + HTMLReport.cell("%", percent(row), number: true)
            + HTMLReport.cell("Estado", "corregida") + "</tr>")
      case .error:
        lines.append(
          "<tr>" + link + HTMLReport.cell("Puntos", "—", number: true)
            + HTMLReport.cell("%", "—", number: true)
            + HTMLReport.cell("Estado", "no se pudo corregir", class: "error") + "</tr>")
      }
    }
    lines += ["</tbody>", "</table>", "</section>"]
    return lines
  }

  static func sections(_ report: GradeReport) -> [String] {
    let code = Set(
      report.exercises.filter {
        Exercise.KindName(rawValue: $0.kind)?.unit is any CompiledKind.Type
      }.map(\.id))
    return report.students.enumerated().flatMap { index, row in
      section(row, index: index, code: code)
    }
  }

  private static func section(_ row: StudentResult, index: Int, code: Set<String>) -> [String] {
    var lines = [
      "<section class=\"alumno\" id=\"\(anchor(index))\">",
      HTMLText.element("h3", name(row)),
      HTMLText.element("p", "Entrega: " + row.source, class: "suave"),
    ]
    if let warnings = row.warnings, !warnings.isEmpty {
      lines.append(
        HTMLText.element(
          "p", "Aviso: " + warnings.joined(separator: "; ") + ".",
          class: "aviso"))
    }
    if row.integrity == .altered {
      let problems = (row.integrityProblems ?? []).joined(separator: "; ")
      lines.append(
        HTMLText.element(
          "p", "Registro alterado a mano (se corrige igual): " + problems + ".", class: "aviso"))
    }
    switch row.status {
    case .error:
      lines.append(
        HTMLText.element(
          "p", "No se pudo corregir: " + (row.message ?? ""),
          class: "error"))
    case .graded:
      lines.append(
        HTMLText.element("p", "\(points(row)) puntos (\(percent(row))).", class: "nota"))
      lines += variants(row)
      lines += exerciseTable(row, code: code)
    }
    lines.append("<p class=\"volver\"><a href=\"#alumnos\">Volver a la lista</a></p>")
    lines.append("</section>")
    return lines
  }

  /// La instancia de cada ejercicio con variantes de este alumno (como en el informe de
  /// texto); nada si no hay ninguno, así que un informe sin variantes no cambia.
  private static func variants(_ row: StudentResult) -> [String] {
    let picks = row.exercises.compactMap { item in item.instance.map { "\(item.id) «\($0)»" } }
    guard !picks.isEmpty else { return [] }
    return [
      HTMLText.element(
        "p",
        "Variantes (versión y valores de su instancia): " + picks.joined(separator: "; ")
          + ".", class: "suave")
    ]
  }

  private static func exerciseTable(_ row: StudentResult, code: Set<String>) -> [String] {
    var lines = [
      "<table class=\"tarjetas\">",
      "<thead><tr><th>Ejercicio</th><th>Estado</th><th class=\"n\">Puntos</th>"
        + "<th>Mensaje</th></tr></thead>",
      "<tbody>",
    ]
    for exercise in row.exercises {
      let status = exercise.status
      lines.append(
        "<tr class=\"\(status.rawValue)\">" + HTMLReport.cell("Ejercicio", exercise.id, class: "id")
          + HTMLReport.cell("Estado", status.spanish, class: "estado \(status.rawValue)")
          + HTMLReport.cell(
            "Puntos", "\(Points.format(exercise.points)) / \(Points.format(exercise.maxPoints))",
            number: true)
          + "<td data-campo=\"Mensaje\">"
          + message(exercise, isCode: code.contains(exercise.id)) + "</td></tr>")
    }
    lines += ["</tbody>", "</table>"]
    return lines
  }

  /// El mensaje entero. En un ejercicio de código, la primera línea (el resumen) como texto y el
  /// resto (diagnósticos del compilador, pruebas que fallan) como texto preformateado bajo un
  /// título pequeño; en los demás, todo como texto que ajusta el navegador, un hallazgo por
  /// línea (nunca una frase partida entre el resumen y el «Detalle»).
  static func message(_ exercise: ExerciseResult, isCode: Bool = true) -> String {
    let lines = exercise.message.split(separator: "\n", omittingEmptySubsequences: false)
    guard isCode else {
      return lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { HTMLText.escape(String($0)) }
        .joined(separator: "<br>")
    }
    let first = lines.first.map(String.init) ?? ""
    var html = HTMLText.escape(first)
    let rest = lines.dropFirst().joined(separator: "\n").trimmingBlankLines
    if !rest.isEmpty {
      let title = first.hasPrefix("No compila") ? "Salida del compilador" : "Detalle"
      html += "<p class=\"detalle-titulo\">\(title)</p><pre>\(HTMLText.escape(rest))</pre>"
    }
    return html
  }

  private static func points(_ row: StudentResult) -> String {
    "\(Points.format(row.points)) de \(Points.format(row.maxPoints))"
  }

  private static func percent(_ row: StudentResult) -> String {
    row.maxPoints > 0 ? HTMLText.percent(row.writtenPoints / row.maxPoints) : "—"
  }
}

extension String {
  /// Sin las líneas vacías del principio y del final.
  fileprivate var trimmingBlankLines: String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false)
    while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
