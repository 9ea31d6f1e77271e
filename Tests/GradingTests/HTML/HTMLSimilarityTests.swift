import Foundation
import Testing

@testable import Grading

/// La página de parecidos del informe HTML como texto: el escapado del código y de los ids, las
/// anclas, los tramos uno al lado del otro y lo que dice de sí misma. Lo que hace un navegador
/// con ella está en `HTMLBrowserTests`.
@Suite struct HTMLSimilarityTests {
  @Test func nothingFromAHandInIsMarkup() async {
    let html = HTMLReport.render(await HostileSimilarity.gradeReport())
    #expect(!html.contains("<script"))
    #expect(!html.contains("<img"))
    #expect(!html.contains("<svg onload"))
    #expect(html.components(separatedBy: "</style>").count == 2)
    #expect(html.contains(HTMLText.escape("</pre><script>document.body.dataset.inyectado='pre'")))
    // Las anclas son números; los ids, texto escapado.
    #expect(html.contains("<article class=\"par\" id=\"par-1\">"))
    #expect(html.contains(HTMLText.escape(HostileClass.image + " y " + HostileClass.script)))
  }

  @Test func thePairsAndTheirPassagesSideBySide() async {
    let report = await SimilarityAnalysis(settings: SimilaritySettings(), jobs: 2).run(
      SyntheticClass.make().input)
    let html = HTMLSimilarity.section(report).joined(separator: "\n")
    #expect(html.hasPrefix("<section id=\"parecidos\">\n<h2>Parecidos de código</h2>"))
    #expect(html.contains("<p class=\"aviso\">" + HTMLText.escape(SimilarityText.caution)))
    #expect(html.components(separatedBy: "<article class=\"par\"").count - 1 == 3)
    let passages = report.pairs.flatMap(\.exercises).flatMap(\.passages)
    #expect(html.components(separatedBy: "<div class=\"tramo\">").count - 1 == passages.count)
    #expect(html.components(separatedBy: "<div class=\"lado\">").count - 1 == 2 * passages.count)
    // Cada lado con su alumno y sus líneas, y el código numerado.
    if let pair = report.pairs.first, let first = pair.exercises.first?.passages.first {
      let lines = SimilarityText.range(first.lines[0])
      #expect(html.contains("<p class=\"lado-titulo\">\(pair.students[0]) · líneas \(lines)</p>"))
      let firstLine = first.code[0].split(separator: "\n", omittingEmptySubsequences: false)[0]
      let number = String(first.lines[0][0])
      #expect(
        html.contains(
          "<pre>" + String(repeating: " ", count: 4 - number.count) + number + "  "
            + HTMLText.escape(String(firstLine))))
    }
    #expect(html.contains("Una pista para mirar, no una acusación"))
  }

  @Test func theReportLinksToThePageOnlyWhenItHasOne() async {
    let without = HTMLReport.render(HostileClass.report())
    #expect(!without.contains("#parecidos"))
    let with = HTMLReport.render(await HostileSimilarity.gradeReport())
    #expect(with.contains("<li><a href=\"#parecidos\">Parecidos de código (3 pares)</a></li>"))
  }
}
