import Foundation
import Testing

@testable import Grading

/// El informe HTML abierto en un navegador de verdad (chromium sin interfaz): lo que hay en la
/// página y que ninguna entrega metió en ella un elemento o un script. La página se carga sin su
/// Content-Security-Policy, para que un fallo de escapado llegara a ejecutarse; después, una vez
/// con ella.
@Suite(.enabled(if: HeadlessBrowser.installed != nil, HeadlessBrowser.missingReason))
struct HTMLBrowserTests {
  /// La página, escrita en una carpeta temporal (que se borra al volver de `body`).
  func withPage<T>(
    _ html: String, _ body: (String, HeadlessBrowser) throws -> T
  ) throws -> T {
    let browser = try #require(HeadlessBrowser.installed)
    let folder = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let page = folder + "/informe.html"
    try Data(html.utf8).write(to: URL(fileURLWithPath: page))
    return try body(page, browser)
  }

  static func withoutPolicy(_ html: String) -> String {
    html.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("Content-Security-Policy") }.joined(separator: "\n")
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func theClassIsOnThePageAndNothingInjected() throws {
    let html = Self.withoutPolicy(HTMLReport.render(HostileClass.report()))
    #expect(!html.contains("Content-Security-Policy"))
    let dom = try withPage(html) { page, browser in try browser.dom(of: page) }
    // No se ejecutó nada ni se añadió nada.
    #expect(!dom.contains("data-inyectado"))
    #expect(!dom.contains("<h1 id=\"inyectado\""))
    #expect(Self.count("<script", in: dom) == 0)
    #expect(Self.count("<img", in: dom) == 0)
    #expect(Self.count("<style", in: dom) == 1)
    #expect(Self.count("<svg", in: dom) == 0)
    #expect(Self.count("<main>", in: dom) == 1)
    #expect(Self.count("<pre>", in: dom) == 2)
    #expect(Self.count("<h1", in: dom) == 1)
    // Los textos hostiles están ahí, como texto.
    #expect(dom.contains("&lt;script&gt;document.body.dataset.inyectado='script'&lt;/script&gt;"))
    #expect(dom.contains("&lt;/style&gt;&lt;h1 id=\"inyectado\"&gt;fuera del estilo"))
    // Lo que lee el profesor.
    #expect(dom.contains("<title>Corrección: Clase de prueba</title>"))
    #expect(dom.contains("5 entregas: 4 corregidas, 1 con error."))
    #expect(Self.count("class=\"alumno\"", in: dom) == 5)
    #expect(Self.count("<span class=\"columna\"", in: dom) == 10)
    #expect(Self.count("<span class=\"barra\"", in: dom) == 3)
    #expect(dom.contains(">Salida del compilador</p>"))
    #expect(dom.contains("No se pudo corregir: no es JSON válido: &lt;script&gt;"))
    #expect(dom.contains("<li><code>b</code> — 2 entregas</li>"))
    for word in ["correcta", "incorrecta", "parcial", "sin responder", "sin hacer", "error"] {
      #expect(dom.contains("class=\"estado ") && dom.contains(">\(word)</td>"), "\(word)")
    }
    // El gráfico de los ejercicios, el más difícil primero.
    let chart = try #require(dom.range(of: "<ol class=\"grafico\">"))
    let labels = ["caja.prediccion", "caja.codigo", "caja.eleccion"].map {
      dom.range(
        of: "<span class=\"etiqueta\">\($0)</span>", range: chart.upperBound..<dom.endIndex)?
        .lowerBound
    }
    let positions = labels.compactMap { $0 }
    #expect(positions.count == 3 && positions == positions.sorted())
    #expect(dom.contains("</span>25 %</span>") && dom.contains("</span>38 %</span>"))
  }

  @Test func withItsPolicyThePageStillRendersEverything() throws {
    let html = HTMLReport.render(HostileClass.report())
    let dom = try withPage(html) { page, browser in try browser.dom(of: page) }
    #expect(dom.contains("Content-Security-Policy"))
    #expect(!dom.contains("data-inyectado"))
    #expect(Self.count("class=\"alumno\"", in: dom) == 5)
  }

  /// La página de parecidos con ids y código hostiles: nada inyectado, los tres pares con sus
  /// tramos uno al lado del otro, y el código tal cual, como texto.
  @Test func theSimilarityPageShowsThePairsAndNothingInjected() async throws {
    let report = await HostileSimilarity.gradeReport()
    let html = Self.withoutPolicy(HTMLReport.render(report))
    let dom = try withPage(html) { page, browser in try browser.dom(of: page) }
    #expect(!dom.contains("data-inyectado"))
    #expect(!dom.contains("<h1 id=\"inyectado\""))
    #expect(Self.count("<script", in: dom) == 0)
    #expect(Self.count("<img", in: dom) == 0)
    #expect(Self.count("<svg", in: dom) == 0)
    #expect(Self.count("<h1", in: dom) == 1)
    #expect(Self.count("<article class=\"par\"", in: dom) == 3)
    let passages = report.similarity?.pairs.flatMap(\.exercises).flatMap(\.passages) ?? []
    #expect(Self.count("<div class=\"tramo\">", in: dom) == passages.count)
    #expect(dom.contains("&lt;/pre&gt;&lt;script&gt;document.body.dataset.inyectado='pre'"))
    #expect(dom.contains("<h2>Parecidos de código</h2>"))
    #expect(dom.contains("Una pista para mirar, no una acusación"))
    let sizes = try withPage(HTMLReport.render(report)) { page, browser in
      try [(1200, 2400), (390, 2400)].map { width, height in
        let image = page + ".\(width).png"
        try browser.screenshot(of: page, to: image, width: width, height: height)
        return try Data(contentsOf: URL(fileURLWithPath: image)).count
      }
    }
    #expect(sizes.allSatisfy { $0 > 10_000 })
  }

  @Test func screenshotsAtDesktopAndPhoneWidths() throws {
    let html = HTMLReport.render(HostileClass.report())
    let sizes = try withPage(html) { page, browser in
      try [(1200, 1800), (390, 1800)].map { width, height in
        let image = page + ".\(width).png"
        try browser.screenshot(of: page, to: image, width: width, height: height)
        let data = try Data(contentsOf: URL(fileURLWithPath: image))
        return (data.prefix(8), data.count)
      }
    }
    for (header, size) in sizes {
      #expect(Array(header) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      #expect(size > 10_000)
    }
  }
}
