/// Convierte el contenido de un párrafo en trozos con estilo.
///
/// Con color, el énfasis va en cursiva, lo fuerte en negrita y el código en cian; sin
/// color, se dejan las marcas de CommonMark (`*énfasis*`, `**fuerte**`, `` `código` ``) para
/// que se siga viendo la diferencia.
struct InlineRenderer {
  var usesColor: Bool

  static let codeStyle = TextStyle(color: .cyan)
  static let emphasisStyle = TextStyle(italic: true)
  static let strongStyle = TextStyle(bold: true)
  static let linkStyle = TextStyle(underline: true, color: .blue)

  /// Los trozos de `inlines` sobre el estilo `base`; los saltos forzados son `"\n"`.
  func runs(_ inlines: [MarkdownInline], base: TextStyle = .none) -> [StyledRun] {
    inlines.flatMap { runs($0, base: base) }
  }

  private func runs(_ inline: MarkdownInline, base: TextStyle) -> [StyledRun] {
    switch inline {
    case .text(let text):
      return [StyledRun(text, base)]
    case .softBreak:
      return [StyledRun(" ", base)]
    case .lineBreak:
      return [StyledRun("\n", base)]
    case .html(let html):
      return [StyledRun(html, base)]
    case .code(let code):
      let text = code.replacingNewlines()
      return usesColor
        ? [StyledRun(text, base.merging(Self.codeStyle))] : [StyledRun("`\(text)`", base)]
    case .emphasis(let content):
      return marked(content, marker: "*", style: base.merging(Self.emphasisStyle), base: base)
    case .strong(let content):
      return marked(content, marker: "**", style: base.merging(Self.strongStyle), base: base)
    case .link(let url, let content):
      var result = runs(content, base: usesColor ? base.merging(Self.linkStyle) : base)
      let shown = plainText(content)
      if !url.isEmpty, url != shown, url != "mailto:\(shown)" {
        result.append(StyledRun(" (\(url))", base))
      }
      return result
    case .image(let url, let content):
      let alt = plainText(content)
      return [StyledRun("[imagen: \(alt.isEmpty ? url : alt)]", base)]
    }
  }

  private func marked(
    _ content: [MarkdownInline], marker: String, style: TextStyle, base: TextStyle
  ) -> [StyledRun] {
    guard !usesColor else { return runs(content, base: style) }
    return [StyledRun(marker, base)] + runs(content, base: base) + [StyledRun(marker, base)]
  }

  /// El texto sin marcas de `inlines` (para comparar un enlace con su dirección).
  func plainText(_ inlines: [MarkdownInline]) -> String {
    inlines.map { inline -> String in
      switch inline {
      case .text(let text), .code(let text), .html(let text): text
      case .emphasis(let content), .strong(let content): plainText(content)
      case .link(_, let content), .image(_, let content): plainText(content)
      case .softBreak, .lineBreak: " "
      }
    }.joined()
  }
}

extension String {
  /// Con los saltos de línea cambiados por espacios (el código en línea puede partirse en
  /// el texto fuente).
  fileprivate func replacingNewlines() -> String {
    String(map { $0 == "\n" ? " " : $0 })
  }
}
