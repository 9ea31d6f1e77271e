import Flowchart
import Foundation
import Lessons
import Presentation
import Support
import Testing

@testable import Tutor

/// Vista previa a mano: con `LECCION_VISTA=ruta/a/leccion.md` (o a un `.mmd` con un
/// diagrama) imprime el archivo tal como lo dibuja el tutor en esta terminal; sin esa
/// variable no hace nada. Sirve para mirar el resultado en tmux:
///
///     LECCION_VISTA=Content/01-shared/leccion.md swift test --filter RenderingPreview
@Test func renderingPreviewPrintsAFileWhenAsked() throws {
  let environment = ProcessInfo.processInfo.environment
  guard let path = environment["LECCION_VISTA"] else { return }
  let text = try String(contentsOfFile: path, encoding: .utf8)
  let style = TerminalCapabilities.current()
  let lines: [String]
  if path.hasSuffix(".mmd") {
    let chart = try FlowchartParser.parse(text)
    let walk = environment["LECCION_CAMINO"].map { $0.split(separator: ",").map(String.init) }
    lines = FlowchartRenderer(style: style).render(chart, highlighting: walk ?? [])
  } else {
    lines = MarkdownRenderer(style: style).render(text)
  }
  print(lines.joined(separator: "\n"))
}
