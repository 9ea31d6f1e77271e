import Foundation
import Testing

@testable import Grading

/// El informe HTML revisado por axe-core (el motor de accesibilidad que usan las herramientas de
/// los navegadores) en un chromium de verdad, con la ventana de un escritorio y la de un móvil:
/// ninguna infracción de impacto moderado o mayor. Una página de control con fallos conocidos
/// comprueba que axe de verdad ha mirado.
@Suite(.enabled(if: AxeEngine.installed != nil, AxeEngine.missingReason))
struct HTMLAccessibilityTests {
  static let control = """
    <!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>control</title></head>
    <body><h1>Control</h1><p style="color:#bbb">poco contraste</p><img src="data:,"></body></html>
    """

  @Test func theReportHasNoModerateOrWorseViolation() throws {
    let axe = try #require(AxeEngine.installed)
    let folder = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // La clase del profesor con la ventana de un escritorio y la de un móvil; la hostil y la de
    // control, solo con la primera (cada página cuesta un par de segundos).
    let pages = [
      ("profesor.html", HTMLReport.render(TeacherClass.report()), [1280, 412]),
      ("hostil.html", HTMLReport.render(HostileClass.report()), [1280]),
      ("control.html", Self.control, [1280]),
    ]
    for (name, html, _) in pages {
      try Data(html.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    let output = try axe.check(pages.map { (folder + "/" + $0.0, $0.2) })
    #expect(output.version?.hasPrefix("4.") == true, Comment(rawValue: output.version ?? "?"))
    #expect(output.results.count == 4)
    for result in output.results {
      let serious = result.violations.filter(\.isModerateOrWorse)
      if result.page == "control.html" {
        #expect(
          Set(serious.map(\.id)).isSuperset(of: ["color-contrast", "image-alt", "region"]),
          Comment(rawValue: "axe no vio los fallos de la página de control (\(result.width) px)"))
      } else {
        #expect(
          serious.isEmpty,
          Comment(
            rawValue: "\(result.page) a \(result.width) px:\n"
              + serious.map(\.description).joined(separator: "\n")))
      }
    }
  }
}
