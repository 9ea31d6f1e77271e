import Support

/// La sección «Versiones» del informe HTML: la facilidad de cada versión de los ejercicios con
/// varias (`VersionStatistics`), con la marca «≠» donde una se aparta de las demás. Un informe
/// sin ejercicios de varias versiones no la lleva (sus bytes no cambian).
enum HTMLVersions {
  /// El enlace del índice, si hay sección.
  static func navigation(_ statistics: [VersionStatistic]) -> [String] {
    statistics.isEmpty ? [] : ["<li><a href=\"#versiones\">Versiones de los ejercicios</a></li>"]
  }

  static func section(_ statistics: [VersionStatistic]) -> [String] {
    guard !statistics.isEmpty else { return [] }
    var lines = [
      "<section id=\"versiones\">",
      "<h2>Versiones de los ejercicios</h2>",
      "<div class=\"desplazable\" role=\"region\" aria-label=\"Facilidad de cada versión\" "
        + "tabindex=\"0\">",
      "<table class=\"cifras\">",
      "<thead><tr><th scope=\"col\">Ejercicio</th><th scope=\"col\">Versión</th>"
        + "<th scope=\"col\" class=\"n\">Alumnos</th><th scope=\"col\" class=\"n\">Facilidad</th>"
        + "<th scope=\"col\" class=\"n\">Las demás</th><th scope=\"col\">Marca</th></tr></thead>",
      "<tbody>",
    ]
    for item in statistics {
      lines.append(
        "<tr>" + HTMLReport.cell("Ejercicio", item.exercise, class: "id")
          + HTMLReport.cell("Versión", item.version, class: "id")
          + HTMLReport.cell("Alumnos", "\(item.students)", number: true)
          + HTMLReport.cell("Facilidad", HTMLText.percent(item.facility), number: true)
          + HTMLReport.cell("Las demás", HTMLText.percent(item.othersFacility), number: true)
          + HTMLReport.cell("Marca", item.flagged ? "≠ se aparta de las demás" : "") + "</tr>")
    }
    let gap = Int((VersionStatistics.facilityGap * 100).rounded())
    lines += [
      "</tbody>", "</table>", "</div>",
      "<p class=\"suave\">Facilidad: media de lo conseguido por quienes recibieron la versión "
        + "(sin responder cuenta 0); «Las demás», la de quienes recibieron otra. «≠» marca una "
        + "versión que se aparta más de \(gap) puntos de las demás, con al menos "
        + "\(VersionStatistics.minimumStudents) alumnos a cada lado: dos versiones que deberían "
        + "medir lo mismo y no lo hacen son injustas para quien recibió la difícil.</p>",
      "</section>",
    ]
    return lines
  }
}
