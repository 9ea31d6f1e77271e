import Lessons

/// Donde se enchufa la presentación del texto de las lecciones: CommonMark y diagramas de
/// flujo convertidos en líneas para la terminal, y el paginador.
///
/// El tutor solo llama a esto; `PlainLessonRenderer` es la presentación sencilla (texto
/// ajustado al ancho, sin colores), y `Rendering/` y `Diagram/` ponen la completa.
public protocol LessonRendering: Sendable {
  /// Las líneas de un texto CommonMark ajustado a `width` columnas.
  func render(markdown: String, width: Int, style: TextStyle) -> [String]
  /// Las líneas de un diagrama, con `highlighted` (ids de nodos, en orden) resaltado.
  func render(diagram: Flowchart, width: Int, style: TextStyle, highlighted: [String]) -> [String]
}

/// Quien muestra muchas líneas: de una vez, o una pantalla cada vez en una terminal.
public protocol Paging: AnyObject {
  /// Muestra `lines`.
  func show(_ lines: [String])
}

/// Muestra todo de una vez (sin terminal, o hasta que haya paginador).
final class PlainPager: Paging {
  private let console: Console

  init(console: Console) { self.console = console }

  func show(_ lines: [String]) {
    for line in lines { console.line(line) }
  }
}

/// La presentación sencilla: párrafos ajustados al ancho, código sangrado, diagramas como
/// lista de aristas.
public struct PlainLessonRenderer: LessonRendering {
  /// Crea la presentación sencilla.
  public init() {}

  public func render(markdown: String, width: Int, style: TextStyle) -> [String] {
    var output: [String] = []
    var paragraph: [String] = []
    var fence: String?
    var code: [String] = []
    func flush() {
      guard !paragraph.isEmpty else { return }
      let text = paragraph.joined(separator: " ")
      let marker = Self.listMarker(text)
      output += TextWrapping.wrap(text, width: width, hangingIndent: marker.count)
      paragraph = []
    }
    for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(raw)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let open = fence {
        if trimmed.hasPrefix("```") {
          output += renderBlock(language: open, code: code, width: width, style: style)
          fence = nil
          code = []
        } else {
          code.append(line)
        }
        continue
      }
      if trimmed.hasPrefix("```") {
        flush()
        fence = String(trimmed.dropFirst(3))
        continue
      }
      if trimmed.isEmpty {
        flush()
        if output.last != "" { output.append("") }
      } else if trimmed.hasPrefix("#") {
        flush()
        let title = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        output.append(style.bold(title))
        output.append(String(repeating: style.unicode ? "─" : "-", count: min(title.count, width)))
      } else if trimmed.hasPrefix("|") {
        flush()
        output.append(line)
      } else if Self.startsListItem(trimmed) {
        flush()
        paragraph = [trimmed]
      } else {
        paragraph.append(trimmed)
      }
    }
    flush()
    while output.last == "" { output.removeLast() }
    return output.map { $0.replacingOccurrences(of: "**", with: "") }
  }

  public func render(
    diagram: Flowchart, width: Int, style: TextStyle, highlighted: [String]
  ) -> [String] {
    let arrow = style.unicode ? "→" : "->"
    return diagram.edges.map { edge in
      let label = edge.label.map { " (\($0))" } ?? ""
      let line = "  [\(diagram.label(of: edge.from))] \(arrow)\(label) [\(diagram.label(of: edge.to))]"
      let onPath = highlighted.contains(edge.from) && highlighted.contains(edge.to)
      return onPath ? style.bold(line) : line
    }
  }

  private func renderBlock(
    language: String, code: [String], width: Int, style: TextStyle
  ) -> [String] {
    if language.hasPrefix("mermaid"), let chart = try? FlowchartParser.parse(code.joined(separator: "\n")) {
      return render(diagram: chart, width: width, style: style, highlighted: [])
    }
    return code.map { "    " + $0 }
  }

  private static func startsListItem(_ line: String) -> Bool {
    line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("> ")
      || line.range(of: #"^\d+\. "#, options: .regularExpression) != nil
  }

  private static func listMarker(_ text: String) -> String {
    if let range = text.range(of: #"^(- |\* |> |\d+\. )"#, options: .regularExpression) {
      return String(text[range])
    }
    return ""
  }
}
