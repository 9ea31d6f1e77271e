import Support

/// Convierte CommonMark en líneas para la terminal: encabezados, párrafos ajustados al
/// ancho, énfasis y código en línea, listas, citas (las notas al margen, con un canal
/// `│ `), tablas con barras, bloques de código con Swift coloreado y diagramas Mermaid
/// dibujados con `FlowchartRenderer`.
///
/// Es una función pura de su entrada y del `TerminalStyle`: no escribe en la terminal.
///
/// ```swift
/// let renderer = MarkdownRenderer(style: TerminalCapabilities.current())
/// for line in renderer.render("Hola, *mundo*.") { print(line) }
/// ```
public struct MarkdownRenderer: Sendable {
  /// Cómo se pinta.
  public var style: TerminalStyle

  /// Crea un renderizador para `style`.
  public init(style: TerminalStyle) {
    self.style = style
  }

  /// Las líneas de un documento CommonMark. Los `##` se numeran `1.`, `2.`…, y los `###`
  /// que los siguen, `1.1`, `1.2`…
  ///
  /// - Parameter sectionNumber: si el texto es el cuerpo de una sección ya numerada, su
  ///   número: sus `###` se numeran a partir de él (`3.1`, `3.2`…).
  public func render(_ markdown: String, sectionNumber: Int? = nil) -> [String] {
    var counter = HeadingCounter(section: sectionNumber)
    let lines = blockLines(CMarkReader.blocks(from: markdown), style: style, counter: &counter)
    return lines.map { $0.rendered(color: style.usesColor) }
  }

  /// El título de una lección (el `#` de `leccion.md`), subrayado.
  public func renderTitle(_ title: String) -> [String] {
    var counter = HeadingCounter(section: nil)
    return headingLines(
      level: 1, content: [.text(PrintableText.of(title))], style: style, counter: &counter
    )
    .map { $0.rendered(color: style.usesColor) }
  }

  /// Una sección de una lección: su título numerado (`2. Qué se copia…`) y su texto.
  public func render(sectionTitled title: String, markdown: String, number: Int) -> [String] {
    var counter = HeadingCounter(section: number - 1)
    var lines = headingLines(
      level: 2, content: [.text(PrintableText.of(title))], style: style, counter: &counter)
    let body = blockLines(CMarkReader.blocks(from: markdown), style: style, counter: &counter)
    if !body.isEmpty { lines += [StyledLine()] + body }
    return lines.map { $0.rendered(color: style.usesColor) }
  }
}

/// La numeración de los encabezados a medida que aparecen.
struct HeadingCounter {
  var section: Int?
  var subsection = 0

  /// El número del encabezado de nivel `level` que acaba de aparecer, o `nil`.
  mutating func next(level: Int) -> String? {
    switch level {
    case 2:
      let number = (section ?? 0) + 1
      section = number
      subsection = 0
      return "\(number)."
    case 3:
      guard let section else { return nil }
      subsection += 1
      return "\(section).\(subsection)"
    default:
      return nil
    }
  }
}
