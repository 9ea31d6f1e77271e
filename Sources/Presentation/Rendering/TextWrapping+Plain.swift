/// El mismo ajuste para texto ya escrito (mensajes, ayuda, listas): por palabras y
/// midiendo columnas de terminal (`DisplayWidth`), así que una tilde, un emoji o un color
/// ANSI cuentan lo que ocupan en pantalla. Una palabra más larga que el ancho no se corta
/// (una ruta o una orden se copian enteras).
extension TextWrapping {
  /// Las líneas de `text` (sin saltos) de como mucho `width` columnas; las siguientes a la
  /// primera llevan `hangingIndent` espacios delante.
  ///
  /// ```swift
  /// TextWrapping.wrap("uno dos tres", width: 7)  // ["uno dos", "tres"]
  /// ```
  public static func wrap(
    _ text: String, width: Int, hangingIndent: Int = 0, indent: Int = 0
  ) -> [String] {
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    guard !words.isEmpty else { return [""] }
    var lines: [String] = []
    var current = String(repeating: " ", count: indent)
    var currentWidth = indent
    var lineHasWord = false
    let continuation = String(repeating: " ", count: indent + hangingIndent)
    for word in words {
      let wordWidth = DisplayWidth.of(word)
      if lineHasWord, currentWidth + 1 + wordWidth > width {
        lines.append(current)
        current = continuation
        currentWidth = continuation.count
        lineHasWord = false
      }
      if lineHasWord {
        current += " "
        currentWidth += 1
      }
      current += word
      currentWidth += wordWidth
      lineHasWord = true
    }
    lines.append(current)
    return lines
  }

  /// Cada línea de `text` ajustada, con `indent` espacios delante además de la sangría
  /// que ya tuviera (que se conserva también en sus continuaciones, y tras una viñeta
  /// `· `, `- `, `• `, `✗ ` o `✓ `).
  ///
  /// ```swift
  /// TextWrapping.wrapLines("· uno dos tres", width: 9)  // ["· uno dos", "  tres"]
  /// ```
  public static func wrapLines(_ text: String, width: Int, indent: Int = 0) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      let leading = line.prefix { $0 == " " }.count
      let rest = line.dropFirst(leading)
      let marker = ["· ", "- ", "• ", "✗ ", "✓ "].first { rest.hasPrefix($0) }
      return line.isEmpty
        ? [""]
        : wrap(
          String(rest), width: width, hangingIndent: marker.map(DisplayWidth.of) ?? 0,
          indent: indent + leading)
    }
  }
}
