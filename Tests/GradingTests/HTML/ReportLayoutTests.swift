import Foundation
import Lessons
import Testing

@testable import Grading

/// Lo que un profesor ve de una clase real (`TeacherClass`: el curso de verdad, pocas respuestas):
/// ids enteros, los ejercicios que nadie respondió juntos, las respuestas por el texto de cada
/// opción al lado de la correcta y los tipos con tildes; en el HTML y en el texto.
@Suite struct ReportLayoutTests {
  let report = TeacherClass.report()

  var unansweredIDs: [String] {
    report.exercises.filter { ($0.answered ?? 0) == 0 }.map(\.id)
  }

  @Test func theClassLooksLikeTheOneInTheIssue() {
    #expect(report.exercises.count > 80)
    #expect(unansweredIDs.count == report.exercises.count - 5)
    #expect(report.exercises.contains { $0.id.count > 30 })
  }

  @Test func htmlNeverBreaksAnIDAndScrollsTheWideTable() {
    let html = HTMLReport.render(report)
    let css = HTMLStyle.css
    // Solo la salida del compilador (`pre`) puede partirse en cualquier sitio.
    let anywhere = css.split(separator: "\n").filter { $0.contains("anywhere") }
    #expect(anywhere.count == 1 && anywhere.allSatisfy { $0.contains("pre-wrap") })
    #expect(css.contains(".id { overflow-wrap: normal; word-break: keep-all; }"))
    #expect(css.contains("td.id { white-space: nowrap; }"))
    #expect(css.contains(".desplazable { overflow-x: auto;"))
    #expect(
      html.contains(
        "<div class=\"desplazable\" role=\"region\" aria-label=\"Cifras de cada ejercicio\" "
          + "tabindex=\"0\">"))
    // Cada id del curso, entero; ninguno cortado con «…».
    for exercise in report.exercises { #expect(html.contains(">\(exercise.id)<")) }
    #expect(!html.contains("…</"))
    // Texto de verdad, no un SVG que se encoge en un móvil.
    #expect(!html.contains("<svg"))
    #expect(html.contains("<main>") && html.contains("</main>"))
  }

  @Test func htmlGroupsTheItemsNobodyAnsweredOnOneLine() throws {
    let html = HTMLReport.render(report)
    let chart = try #require(html.range(of: "<ol class=\"grafico\">"))
    let end = try #require(html.range(of: "</ol>", range: chart.upperBound..<html.endIndex))
    let rows = html[chart.upperBound..<end.lowerBound].components(separatedBy: "<li>").count - 1
    #expect(rows == 5)
    // Una sola línea que se abre para ver cuáles.
    let lines = html.split(separator: "\n").filter {
      $0.hasPrefix("<details class=\"sin-respuesta\">")
    }
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix(
        "<details class=\"sin-respuesta\"><summary>Nadie respondió \(unansweredIDs.count) de "
          + "los \(report.exercises.count) ejercicios</summary><p><span class=\"id\">") == true)
    for id in unansweredIDs {
      #expect(lines.first?.contains("<span class=\"id\">\(id)</span>") == true, "\(id)")
    }
    #expect(
      !html.contains(">0 %</span></span><span class=\"medida\"><span class=\"pista cero\"></span>"))
  }

  @Test func htmlShowsEachOptionByItsTextNextToTheRightOne() throws {
    let html = HTMLReport.render(report)
    let choice = try #require(TeacherClass.answeredChoices.first)
    guard let options = choice.kind.model(ChoiceExercise.self) else { return }
    let section = try #require(html.range(of: "<h3 class=\"id\">\(choice.id)</h3>"))
    let table = html[section.upperBound...].prefix { _ in true }
    for option in options.options {
      #expect(table.contains(HTMLText.escape(option.text)))
    }
    let right = try #require(options.options.first { $0.isCorrect })
    #expect(
      html.contains(
        "<tr class=\"clave\"><td data-campo=\"Opción\">\(HTMLText.escape(right.text))</td>"
          + "<td data-campo=\"Clave\" class=\"pass\">correcta</td>"))
    // Ningún id de opción suelto en lugar de su texto.
    #expect(!html.contains("<code>\(right.id)</code>"))
  }

  @Test func htmlNamesKindsWithTheirAccents() {
    let html = HTMLReport.render(report)
    #expect(html.contains("<td data-campo=\"Tipo\">elección</td>"))
    #expect(html.contains("<td data-campo=\"Tipo\">código</td>"))
    #expect(!html.contains(">eleccion<") && !html.contains(">codigo<"))
    #expect(HTMLReport.kindName("prediccion") == "predicción")
    #expect(HTMLReport.kindName("admision") == "admisión")
  }

  @Test func textNeverCutsAnIDAndGroupsTheUnanswered() {
    let text = TextReport.render(report)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // La línea del título del curso no es de esta tabla: todo lo demás, en 80 columnas.
    for line in lines.dropFirst() { #expect(line.count <= 80, "\(line)") }
    // Ningún id cortado con «…» (alguna opción del curso sí lleva «…» en su texto).
    #expect(!lines.contains { $0.contains(where: { $0 == "…" }) && !$0.hasPrefix("    ") })
    #expect(!text.contains(": ninguna"))
    let words = Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    for id in report.exercises.map(\.id) {
      #expect(
        words.contains(id) || words.contains(id + ",") || words.contains(id + ".")
          || words.contains(id + ":"), "\(id)")
    }
    // Los que nadie respondió, una vez en cada lista (recuentos y estadísticas), en un párrafo.
    #expect(text.contains("  Sin ninguna respuesta (\(unansweredIDs.count)): "))
    #expect(
      text.contains(
        "Nadie respondió \(unansweredIDs.count) de los \(report.exercises.count) ejercicios: "))
    // Antes: una línea por ejercicio en cada lista y una más con «ninguna» por cada uno.
    #expect(lines.count < 200)
  }

  @Test func textShowsEachOptionWholeAndMarksTheRightOne() throws {
    let text = TextReport.render(report)
    let choice = try #require(TeacherClass.answeredChoices.dropFirst().first)
    guard let options = choice.kind.model(ChoiceExercise.self) else { return }
    let flattened = text.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
    for option in options.options {
      let mark = option.isCorrect ? "✓" : "✗"
      let words = option.text.split(separator: " ").joined(separator: " ")
      #expect(
        flattened.range(
          of: "\(mark) +\\d+ +\(NSRegularExpression.escapedPattern(for: words))",
          options: .regularExpression)
          != nil, "\(option.text)")
    }
  }
}
