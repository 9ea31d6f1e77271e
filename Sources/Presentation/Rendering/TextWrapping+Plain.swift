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
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard !words.isEmpty else { return [""] }
    return pack(
      words, width: width, first: String(repeating: " ", count: indent),
      rest: String(repeating: " ", count: indent + hangingIndent))
  }

  /// `pieces` en líneas de como mucho `width` columnas, unidas por `separator` y sin partir
  /// ninguna: la primera línea empieza por `first` y las demás por `rest`. Una pieza más
  /// ancha que una línea va sola en la suya; si no cabe tras un `first` con texto (un
  /// rótulo), baja a la siguiente. Sin espacios al final de ninguna línea.
  ///
  /// ```swift
  /// TextWrapping.pack(["a (2)", "b (1)"], separator: " · ", width: 12, first: "x: ", rest: "   ")
  /// // ["x: a (2)", "   b (1)"]
  /// ```
  public static func pack(
    _ pieces: [String], separator: String = " ", width: Int, first: String = "",
    rest: String = ""
  ) -> [String] {
    var lines: [String] = []
    var current = first
    var currentWidth = DisplayWidth.of(first)
    var lineHasPiece = false
    let separatorWidth = DisplayWidth.of(separator)
    let restWidth = DisplayWidth.of(rest)
    for piece in pieces {
      let pieceWidth = DisplayWidth.of(piece)
      let gap = lineHasPiece ? separatorWidth : 0
      let labelled = !lineHasPiece && current.contains { $0 != " " }
      if currentWidth + gap + pieceWidth > width,
        lineHasPiece || (labelled && restWidth + pieceWidth <= width)
      {
        lines.append(current)
        current = rest
        currentWidth = restWidth
        lineHasPiece = false
      }
      if lineHasPiece {
        current += separator
        currentWidth += separatorWidth
      }
      current += piece
      currentWidth += pieceWidth
      lineHasPiece = true
    }
    lines.append(current)
    return lines.map { line in
      var trimmed = Substring(line)
      while trimmed.last == " " { trimmed.removeLast() }
      return String(trimmed)
    }
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
