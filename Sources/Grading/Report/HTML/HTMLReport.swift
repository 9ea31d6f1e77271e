import Support
import Workspace

/// `--formato html`: una página autónoma para que la lea una persona (sin red ni scripts): el
/// resumen de la clase, la distribución de las notas como histograma, la facilidad y la
/// discriminación de cada ejercicio del más difícil al más fácil, las respuestas incorrectas más
/// frecuentes y una sección por alumno con el estado, los puntos, el mensaje y la salida del
/// compilador de cada ejercicio.
///
/// Todo texto que viene de una entrega o de un informe (ids, nombres de archivo, respuestas,
/// mensajes) se escapa con `HTMLText.escape`, y la página prohíbe los scripts en su
/// `Content-Security-Policy` como segunda línea de defensa. El mismo informe da los mismos bytes.
enum HTMLReport {
  static func render(_ report: GradeReport) -> String {
    var body: [String] = []
    body += header(report)
    body += navigation(report)
    body.append("<main>")
    body += summary(report)
    body += distribution(report)
    body += exercises(report)
    let versions = VersionStatistics.compute(report)
    body += HTMLVersions.section(versions)
    body += commonWrong(report)
    if let similarity = report.similarity { body += HTMLSimilarity.section(similarity) }
    body += HTMLStudents.overview(report)
    body += HTMLStudents.sections(report)
    body.append("</main>")
    let title =
      "Corrección: " + (report.course.title.isEmpty ? report.course.id : report.course.title)
    return page(title: title, leccionVersion: report.leccionVersion, body: body)
  }

  /// Un documento entero con la hoja de estilos y la política que prohíbe scripts y cargas.
  static func page(title: String, leccionVersion: String, body: [String]) -> String {
    let head = [
      "<!DOCTYPE html>",
      "<html lang=\"es\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
        + "style-src 'unsafe-inline'; img-src data:\">",
      "<meta name=\"generator\" content=\"leccion \(HTMLText.escape(leccionVersion))\">",
      "<title>\(HTMLText.escape(title))</title>",
      "<style>",
      HTMLStyle.css,
      "</style>",
      "</head>",
      "<body>",
    ]
    return (head + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
  }

  private static func header(_ report: GradeReport) -> [String] {
    let course = report.course
    var meta =
      "Curso \(course.id) · contenido \(course.contentHash.prefix(12)) · leccion "
      + "\(report.leccionVersion) · \(Points.format(report.maxPoints)) puntos posibles"
    if let part = report.part { meta += " · parte \(part.index) de \(part.count)" }
    var lines = [
      "<header id=\"inicio\">",
      HTMLText.element("h1", "Corrección de «\(course.title.isEmpty ? course.id : course.title)»"),
      HTMLText.element("p", meta, class: "suave"),
    ]
    if let assignment = report.assignment {
      lines.append(HTMLText.element("p", "Tarea: " + AssignmentText.summary(assignment)))
    }
    lines.append("</header>")
    return lines
  }

  private static func navigation(_ report: GradeReport) -> [String] {
    var lines = [
      "<nav aria-label=\"Índice\">",
      "<ul>",
      "<li><a href=\"#resumen\">Resumen</a></li>",
      "<li><a href=\"#distribucion\">Distribución de las notas</a></li>",
      "<li><a href=\"#ejercicios\">Ejercicios: facilidad y discriminación</a></li>",
    ]
    lines += HTMLVersions.navigation(VersionStatistics.compute(report))
    lines.append("<li><a href=\"#incorrectas\">Respuestas de cada ejercicio</a></li>")
    if let similarity = report.similarity {
      let pairs = Plural.count(similarity.pairs.count, "par", "pares")
      lines.append("<li><a href=\"#parecidos\">Parecidos de código (\(pairs))</a></li>")
    }
    lines += [
      "<li><a href=\"#alumnos\">Alumnos (\(report.students.count))</a></li>",
      "</ul>",
      "</nav>",
    ]
    return lines
  }

  private static func summary(_ report: GradeReport) -> [String] {
    let summary = report.summary
    let statistics = report.statistics
    var lines = [
      "<section id=\"resumen\">",
      "<h2>Resumen</h2>",
      "<p>" + TextReport.summaryLine(summary) + ".</p>",
      HTMLText.element(
        "p",
        "Media \(HTMLText.figure(statistics.mean)) de \(HTMLText.figure(statistics.maxPoints)) "
          + "puntos; mediana \(HTMLText.figure(statistics.median)); desviación típica "
          + "\(HTMLText.figure(statistics.standardDeviation)); alfa de Cronbach (consistencia "
          + "de la prueba) \(HTMLText.figure(statistics.cronbachAlpha))."),
    ]
    if !report.notes.isEmpty {
      lines.append("<h3>Notas</h3>")
      lines.append("<ul>")
      lines += report.notes.map { HTMLText.element("li", $0) }
      lines.append("</ul>")
    }
    lines.append("</section>")
    return lines
  }

  private static func distribution(_ report: GradeReport) -> [String] {
    let percentages = report.students.filter { $0.status == .graded }.map {
      $0.maxPoints > 0 ? $0.points / $0.maxPoints * 100 : 0
    }
    var lines = ["<section id=\"distribucion\">", "<h2>Distribución de las notas</h2>"]
    if percentages.isEmpty {
      lines.append("<p>No hay entregas corregidas.</p>")
    } else {
      lines += [
        "<figure>"
      ]
      lines += HTMLHistogram(percentages: percentages).html()
      lines += [
        "<figcaption>Entregas corregidas (\(percentages.count)) por porcentaje de la nota, de "
          + "diez en diez (el último tramo, del 90 al 100 %).</figcaption>",
        "</figure>",
      ]
    }
    lines.append("</section>")
    return lines
  }
}
