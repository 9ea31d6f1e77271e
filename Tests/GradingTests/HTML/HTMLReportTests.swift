import Foundation
import Testing
import Workspace

@testable import Grading

/// `--formato html` como texto: el escapado, las cifras y el orden de los gráficos, y que nada de
/// lo que escribió una entrega llega a la página como marcado. Lo que hace un navegador con ella
/// está en `HTMLBrowserTests`.
@Suite struct HTMLReportTests {
  let html = HTMLReport.render(HostileClass.report())

  @Test(arguments: [
    ("<script>", "&lt;script&gt;"),
    ("a & b", "a &amp; b"),
    ("\"><img onerror='x'>", "&quot;&gt;&lt;img onerror=&#39;x&#39;&gt;"),
    ("línea 1\n\tlínea 2", "línea 1\n\tlínea 2"),
    ("nulo\u{0}campana\u{7}c1\u{85}", "nulo\u{FFFD}campana\u{FFFD}c1\u{FFFD}"),
  ])
  func escaping(text: String, escaped: String) {
    #expect(HTMLText.escape(text) == escaped)
  }

  @Test func noncharactersBecomeReplacementCharacters() throws {
    let text = try [0xFFFE, 0xFDD0, 0x1FFFF].map { value in
      String(Character(try #require(Unicode.Scalar(UInt32(value)))))
    }.joined(separator: "-")
    #expect(HTMLText.escape(text) == "\u{FFFD}-\u{FFFD}-\u{FFFD}")
  }

  @Test func histogramBinsByTenths() {
    let histogram = HTMLHistogram(percentages: [0, 9.99, 10, 55, 99.9, 100])
    #expect(histogram.counts == [2, 1, 0, 0, 0, 1, 0, 0, 0, 2])
    #expect(HTMLHistogram.label(0) == "0–9")
    #expect(HTMLHistogram.label(9) == "90–100")
  }

  @Test func itemChartGoesFromHardestToEasiestAndLeavesUnknownsLast() {
    var exercises = HostileClass.report().exercises
    exercises.append(ReportExercise(id: "sin.cifras", lesson: "02", kind: "texto", maxPoints: 1))
    exercises.insert(ReportExercise(id: "vacio", lesson: "00", kind: "texto", maxPoints: 1), at: 0)
    let chart = HTMLItemChart(exercises: exercises)
    #expect(chart.items.map(\.id) == ["caja.prediccion", "caja.codigo", "caja.eleccion"])
    // Los que nadie respondió no tienen fila: van aparte, en el orden del curso.
    #expect(chart.unanswered.map(\.id) == ["vacio", "sin.cifras"])
  }

  @Test func nothingFromAHandInIsMarkup() {
    #expect(!html.contains("<script"))
    #expect(!html.contains("<img"))
    #expect(!html.contains("onerror=\""))
    #expect(!html.contains("onload=\""))
    #expect(html.components(separatedBy: "</style>").count == 2)
    #expect(html.components(separatedBy: "</pre>").count - 1 == 2)
    #expect(html.components(separatedBy: "<svg").count - 1 == 0)
    #expect(html.contains(HTMLText.escape(HostileClass.script)))
    #expect(html.contains("script-src") == false)
    #expect(
      html.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\""))
  }

  @Test func needsNothingFromOutside() {
    for forbidden in ["http://", "https://", "src=\"", "<link", "@import", "url("] {
      #expect(!html.contains(forbidden), "\(forbidden)")
    }
  }

  @Test func compilerOutputGoesInItsOwnBlock() {
    let exercise = ExerciseResult(
      id: "x", status: .error, points: 0, maxPoints: 1,
      message: "No compila (1 error):\na.swift:1:1: error: <falta> algo\n")
    #expect(
      HTMLStudents.message(exercise)
        == "No compila (1 error):<p class=\"detalle-titulo\">Salida del compilador</p>"
        + "<pre>a.swift:1:1: error: &lt;falta&gt; algo</pre>")
    let short = ExerciseResult(id: "x", status: .pass, points: 1, maxPoints: 1, message: "Bien.")
    #expect(HTMLStudents.message(short) == "Bien.")
  }

  /// El resumen habla en singular de una sola entrega, como el informe de texto.
  @Test func aClassOfOneIsSaidInTheSingular() {
    var report = HostileClass.report()
    report.summary = ReportSummary(Array(report.students.prefix(1)))
    #expect(HTMLReport.render(report).contains("<p>1 entrega: 1 corregida, 0 con error.</p>"))
  }

  @Test func sameReportSameBytes() {
    #expect(HTMLReport.render(HostileClass.report()) == html)
    #expect(html.hasSuffix("</html>\n"))
  }

  @Test func formatOptionAcceptsHTML() throws {
    let options = try GradingOptions.parse(["--formato", "html", "clase"], processors: 1)
    #expect(options.format == .html)
    #expect(ReportFormat.html.render(HostileClass.report()) == html)
  }
}
