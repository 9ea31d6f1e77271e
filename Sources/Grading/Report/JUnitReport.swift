import Support
import Workspace

/// `--formato junit`: XML de JUnit para los servicios de integración continua. Un
/// `testsuite` por entrega (con el nombre del alumno), un `testcase` por ejercicio
/// (`classname` = alumno.lección), con un `failure` para `fail` y un `error` para `error`;
/// una entrega que no se pudo corregir es una suite con un solo caso `entrega` en error.
/// Sin tiempos, para que los bytes no cambien.
enum JUnitReport {
  static func render(_ report: GradeReport) -> String {
    let lessons = Dictionary(
      report.exercises.map { ($0.id, $0.lesson) }, uniquingKeysWith: { a, _ in a })
    var tests = 0, failures = 0, errors = 0
    var suites: [String] = []
    for row in report.students {
      let name = row.student ?? row.source
      var lines: [String] = []
      switch row.status {
      case .error:
        tests += 1
        errors += 1
        lines.append(
          "  <testsuite name=\"\(escape(name))\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">"
        )
        lines.append(properties(row))
        lines.append("    <testcase classname=\"\(escape(name))\" name=\"entrega\">")
        lines.append(
          "      <error message=\"\(escape(row.message ?? ""))\" type=\"entrega\"></error>")
        lines.append("    </testcase>")
      case .graded:
        let suiteFailures = row.exercises.filter { $0.status != .pass && $0.status != .error }
          .count
        let suiteErrors = row.exercises.filter { $0.status == .error }.count
        tests += row.exercises.count
        failures += suiteFailures
        errors += suiteErrors
        lines.append(
          "  <testsuite name=\"\(escape(name))\" tests=\"\(row.exercises.count)\""
            + " failures=\"\(suiteFailures)\" errors=\"\(suiteErrors)\" skipped=\"0\">")
        lines.append(properties(row))
        for exercise in row.exercises {
          let classname = escape(name + "." + (lessons[exercise.id] ?? ""))
          let open = "    <testcase classname=\"\(classname)\" name=\"\(escape(exercise.id))\""
          switch exercise.status {
          case .pass:
            lines.append(open + "/>")
          case .partial, .fail, .unanswered, .notAttempted, .error:
            let tag = exercise.status == .error ? "error" : "failure"
            // El mensaje entero, nunca su primera línea: es el mismo de todos los formatos.
            lines.append(open + ">")
            lines.append(
              "      <\(tag) message=\"\(escape(exercise.message))\" type=\"\(exercise.status.rawValue)\">"
                + escape(exercise.message) + "</\(tag)>")
            lines.append("    </testcase>")
          }
        }
      }
      lines.append("  </testsuite>")
      suites.append(lines.joined(separator: "\n"))
    }
    let head = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"leccion corregir: \(escape(report.course.id))\" tests=\"\(tests)\""
        + " failures=\"\(failures)\" errors=\"\(errors)\">",
    ]
    return (head + suites + ["</testsuites>"]).joined(separator: "\n") + "\n"
  }

  private static func properties(_ row: StudentResult) -> String {
    ([
      "    <properties>",
      "      <property name=\"entrega\" value=\"\(escape(row.source))\"/>",
      "      <property name=\"puntos\" value=\"\(Points.format(row.points))\"/>",
      "      <property name=\"maximo\" value=\"\(Points.format(row.maxPoints))\"/>",
    ]
      + (row.warnings ?? []).map { "      <property name=\"aviso\" value=\"\(escape($0))\"/>" }
      + ["    </properties>"]).joined(separator: "\n")
  }

  /// El escape de texto y de atributos XML (`MarkupEscape.xml`).
  static func escape(_ text: String) -> String {
    MarkupEscape.xml.escape(text)
  }
}
