import Support
import Workspace

/// Lo que escribe `leccion corregir --solo-similitud`: los parecidos de código de una clase sin
/// corregirla. Su JSON es `leccion-parecidos` versión 1 (ver `Sources/Grading/README.md`).
public struct SimilarityDocument: Codable, Sendable, Hashable {
  /// El valor de `format`.
  public static let formatName = "leccion-parecidos"

  /// Siempre `leccion-parecidos`.
  public var format: String
  public var version: Int
  public var leccionVersion: String
  public var course: ReportCourse
  /// Entregas nombradas, comparadas (leídas) y que no se pudieron leer.
  public var summary: SimilaritySummary
  /// Las que no se pudieron leer y por qué (no se comparan).
  public var unreadable: [UnreadableSubmission]
  public var similarity: SimilarityReport

  init(
    course: ReportCourse, loaded: [LoadedSubmission], similarity: SimilarityReport
  ) {
    format = Self.formatName
    version = 1
    leccionVersion = LeccionVersion.current
    self.course = course
    unreadable = loaded.compactMap { item in
      guard case .failure(let problem) = item.outcome else { return nil }
      // El mismo filtro que el informe de la corrección (`GradeReport.cleaned()`).
      return UnreadableSubmission(
        student: item.student.map { UntrustedText.line($0, limit: 100) },
        source: UntrustedText.line(item.input.shownAs, limit: GradeReport.shownSourceCharacters),
        message: UntrustedText.clean(problem.message))
    }
    summary = SimilaritySummary(
      submissions: loaded.count, compared: loaded.count - unreadable.count,
      unreadable: unreadable.count)
    self.similarity = similarity.cleaned()
  }

  /// El documento en `format` (texto, json o html), acabado en salto de línea.
  func render(_ format: ReportFormat) -> String {
    switch format {
    case .json:
      guard let data = try? WorkspaceJSON.encoder().encode(self) else { return "{}\n" }
      return String(decoding: data, as: UTF8.self) + "\n"
    case .html: return html()
    default: return text()
    }
  }

  private var title: String { course.title.isEmpty ? course.id : course.title }

  private var countLine: String {
    Plural.count(summary.submissions, "entrega", "entregas") + ": "
      + Plural.count(summary.compared, "leída", "leídas") + ", "
      + "\(summary.unreadable) que no se "
      + (summary.unreadable == 1 ? "pudo leer" : "pudieron leer")
  }

  private func text() -> String {
    var lines = TextReport.wrap(
      "Parecidos de código en «\(title)» (\(course.id))", width: 80, first: "", rest: "  ")
    lines += [
      "Contenido \(course.contentHash.prefix(12)) · leccion \(leccionVersion) · sin corregir"
        + " (--solo-similitud)",
      "",
    ]
    lines += SimilarityText.lines(similarity)
    if !unreadable.isEmpty {
      lines.append("")
      lines.append("Entregas que no se pudieron leer ni comparar (\(unreadable.count)):")
      for row in unreadable {
        let who = row.student.map { "\($0) (\(row.source))" } ?? row.source
        lines += TextReport.wrap(
          SimilarityText.visible("\(who): \(row.message)"), width: 80, first: "  ", rest: "    ")
      }
    }
    lines.append("")
    lines.append(countLine + ".")
    return lines.joined(separator: "\n") + "\n"
  }

  private func html() -> String {
    var body = [
      "<header id=\"inicio\">",
      HTMLText.element("h1", "Parecidos de código en «\(title)»"),
      HTMLText.element(
        "p",
        "Curso \(course.id) · contenido \(course.contentHash.prefix(12)) · leccion "
          + "\(leccionVersion) · sin corregir (--solo-similitud)", class: "suave"),
      HTMLText.element("p", countLine + "."),
      "</header>",
    ]
    body += HTMLSimilarity.section(similarity)
    if !unreadable.isEmpty {
      body.append("<section id=\"ilegibles\">")
      body.append("<h2>Entregas que no se pudieron leer ni comparar</h2>")
      body.append("<ul>")
      for row in unreadable {
        let who = row.student.map { "\($0) (\(row.source))" } ?? row.source
        body.append(HTMLText.element("li", "\(who): \(row.message)"))
      }
      body += ["</ul>", "</section>"]
    }
    return HTMLReport.page(
      title: "Parecidos de código: " + title, leccionVersion: leccionVersion, body: body)
  }
}

/// Una entrega que `--solo-similitud` no pudo leer.
public struct UnreadableSubmission: Codable, Sendable, Hashable {
  public var student: String?
  public var source: String
  public var message: String
}

/// Los recuentos de `--solo-similitud`.
public struct SimilaritySummary: Codable, Sendable, Hashable {
  public var submissions: Int
  /// Las que se leyeron (y entran en la comparación).
  public var compared: Int
  public var unreadable: Int
}
