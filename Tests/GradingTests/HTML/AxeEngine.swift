import Foundation
import Testing

/// axe-core, el motor de accesibilidad, sobre el chromium de Debian a través de su chromedriver y
/// Selenium (`scripts/axe/revisar.py`, con el entorno de Python que prepara `scripts/axe/instalar`
/// en `.build/axe`; `scripts/pruebas` lo llama). Sin ellos, las pruebas que lo necesitan se saltan
/// y dicen por qué.
struct AxeEngine {
  /// El Python del entorno.
  var python: String
  /// El programa que abre las páginas y pasa axe.
  var script: String

  static let root = GradingFixture.packageRoot

  /// Por qué se saltan las pruebas de axe (lo muestra Swift Testing).
  static let missingReason = Comment(
    rawValue:
      "falta axe: scripts/pruebas prepara .build/axe con scripts/axe/instalar (Selenium y el "
      + "axe-core de un paquete de PyPI) e instala chromium y chromium-driver con apt-get.")

  /// El motor de esta máquina, si está todo.
  static let installed: AxeEngine? = {
    let engine = AxeEngine(
      python: root + "/.build/axe/bin/python", script: root + "/scripts/axe/revisar.py")
    let needed = [engine.python, "/usr/bin/chromedriver", "/usr/bin/chromium"]
    return needed.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) } ? engine : nil
  }()

  /// Una infracción de una regla de axe en una página, con la ventana de un ancho.
  struct Violation: Decodable, CustomStringConvertible {
    var id: String
    var impact: String?
    var help: String
    var nodes: [String]

    var description: String {
      "\(id) (\(impact ?? "sin impacto")): \(help) — \(nodes.prefix(5).joined(separator: ", "))"
        + (nodes.count > 5 ? " y \(nodes.count - 5) más" : "")
    }

    /// Si su impacto es moderado o mayor (`moderate`, `serious`, `critical`).
    var isModerateOrWorse: Bool { ["moderate", "serious", "critical"].contains(impact ?? "") }
  }

  struct PageResult: Decodable {
    var page: String
    var width: Int
    var violations: [Violation]
  }

  struct Output: Decodable {
    var version: String?
    var results: [PageResult]
  }

  typealias Failure = ToolProcess.Failure

  /// Revisa cada página de `pages` con la ventana de cada uno de sus anchos.
  func check(_ pages: [(path: String, widths: [Int])]) throws -> Output {
    // Corta: la carpeta del perfil de chromium va dentro, y su socket no admite rutas largas.
    let home = NSTemporaryDirectory() + "axe-" + UUID().uuidString.prefix(8)
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let outputData = try ToolProcess.output(
      of: python,
      arguments: [script]
        + pages.map { $0.path + "@" + $0.widths.map(String.init).joined(separator: ",") },
      environment: [
        "HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "SE_OFFLINE": "true",
        "TMPDIR": home,
      ], name: "revisar.py", errorTail: 3000)
    return try JSONDecoder().decode(Output.self, from: outputData)
  }
}
