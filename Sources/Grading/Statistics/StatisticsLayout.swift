import Presentation

/// Columnas y líneas del texto de las estadísticas: nada se corta con `…`; lo que no cabe en una
/// línea pasa a la siguiente.
enum StatisticsLayout {
  /// Una tabla: la columna de los ids tan ancha como el id más largo (hasta donde quepan las
  /// cifras), y cada cifra alineada a la derecha bajo su cabecera. Un id que no cabe va solo
  /// en su línea y sus cifras en la siguiente.
  static func table(
    _ items: [ItemStatistic], headers: [String], width: Int,
    figures: (ItemStatistic) -> [String]
  ) -> [String] {
    let columnWidths = headers.map { $0.count + 2 }
    let figuresWidth = columnWidths.reduce(0, +)
    let longest = items.map(\.id.count).max() ?? 0
    let idWidth = max("ejercicio".count, min(longest, width - figuresWidth))
    func row(_ first: String, _ cells: [String]) -> String {
      pad(first, idWidth) + zip(cells, columnWidths).map { left($0, $1) }.joined()
    }
    var lines = [row("ejercicio", headers)]
    for item in items {
      if item.id.count > idWidth {
        lines += wrap([item.id], width: width, rest: "")
        lines.append(row("", figures(item)))
      } else {
        lines.append(row(item.id, figures(item)))
      }
    }
    return lines
  }

  /// Las piezas en líneas de como mucho `width` columnas, separadas por un espacio, sin partir
  /// ninguna que quepa en una línea (`TextWrapping.pack`); la primera línea empieza por `first`
  /// y las demás por `rest`. Una pieza más larga que una línea entera se parte en trozos (sin
  /// quitarle nada).
  static func wrap(_ pieces: [String], width: Int, first: String = "", rest: String)
    -> [String]
  {
    let room = max(1, width - max(first.count, rest.count))
    let fitted = pieces.flatMap { piece in
      piece.count <= room ? [piece] : chunks(piece, room)
    }
    return TextWrapping.pack(fitted, separator: " ", width: width, first: first, rest: rest)
  }

  private static func chunks(_ text: String, _ size: Int) -> [String] {
    var pieces: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      pieces.append(String(rest.prefix(size)))
      rest = rest.dropFirst(size)
    }
    return pieces
  }

  /// `text` sin saltos de línea ni otros caracteres de control (pasan a ser espacios).
  static func clean(_ text: String) -> String {
    String(text.map { isControl($0) ? " " : $0 })
  }

  private static func isControl(_ character: Character) -> Bool {
    character.isNewline || character.unicodeScalars.contains { $0.value < 32 || $0.value == 127 }
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
