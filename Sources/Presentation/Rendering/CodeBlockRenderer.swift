/// Dibuja un bloque de código sangrado, con Swift coloreado y una leyenda según su etiqueta
/// (` ```swift tca ` lleva «TCA real»; ` ```swift ejecutable `, «ejecutable»).
///
/// Las líneas que no caben se cortan entre dos tokens (`TextWrapping.wrapCode`) y siguen
/// en la línea siguiente, marcada con `↪` (`+` en ASCII) en la sangría. Con la etiqueta
/// `numerado` (` ```swift numerado `), cada línea lleva su número delante (` 3 │ `), como
/// en un ejercicio de señalar la línea.
struct CodeBlockRenderer {
  /// La sangría del código.
  static let indent = 2

  var style: TerminalStyle

  /// La leyenda que lleva un bloque con esa etiqueta, si lleva alguna.
  static func caption(forInfo info: String) -> String? {
    let words = info.split(separator: " ").map(String.init)
    guard words.first == "swift" else { return nil }
    if words.contains("tca") { return "TCA real" }
    if words.contains("ejecutable") { return "ejecutable" }
    return nil
  }

  /// Las líneas del bloque.
  func render(info: String, text: String) -> [StyledLine] {
    let language = info.split(separator: " ").first.map(String.init) ?? ""
    // Cada línea, en los trozos entre los que se puede cortar: los tokens de Swift (o la
    // línea entera de otro código, que se corta en sus espacios).
    let source: [[StyledRun]] =
      language == "swift"
      ? SwiftHighlighter.highlightedTokens(text.replacingTabs())
      : text.replacingTabs().split(separator: "\n", omittingEmptySubsequences: false).map {
        [StyledRun(String($0))]
      }
    var lines: [StyledLine] = []
    if let caption = Self.caption(forInfo: info) {
      let rule = style.usesUnicode ? "┄┄" : "--"
      let margin = String(repeating: " ", count: Self.indent)
      lines.append(
        StyledLine(margin + "\(rule) \(caption) \(rule)", TextStyle(dim: true, color: .gray)))
    }
    let numbered = info.split(separator: " ").contains("numerado")
    let digits = numbered ? String(source.count).count : 0
    let bar = style.usesUnicode ? " │ " : " | "
    let gutter = numbered ? digits + bar.count : 0
    let room = max(1, style.width - Self.indent - gutter)
    let margin = String(repeating: " ", count: Self.indent)
    let continuation =
      (style.usesUnicode ? "↪" : "+") + String(repeating: " ", count: Self.indent - 1 + gutter)
    for (number, line) in source.enumerated() {
      let label = String(number + 1)
      let head =
        numbered
        ? margin + String(repeating: " ", count: digits - label.count) + label + bar : margin
      for (index, piece) in TextWrapping.wrapCode(line, width: room).enumerated() {
        var output = StyledLine(index == 0 ? head : continuation, index == 0 ? .none : .dim)
        output.append(piece)
        lines.append(output)
      }
    }
    return lines
  }

}

extension TextStyle {
  fileprivate static let dim = TextStyle(dim: true)
}

extension String {
  fileprivate func replacingTabs() -> String {
    String(flatMap { $0 == "\t" ? Array("  ") : [$0] })
  }
}
