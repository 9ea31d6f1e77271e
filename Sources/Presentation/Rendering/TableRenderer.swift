/// Dibuja una tabla con bordes, ajustando las columnas al ancho disponible.
///
/// Si la tabla cabe, cada columna tiene el ancho de su celda más larga. Si no, cada columna
/// recibe al menos el ancho de su palabra más larga y el resto va donde más filas ahorra.
/// Las celdas largas se parten en varias líneas y, cuando alguna fila ocupa más de una, las
/// filas se separan con una raya. Si ni con eso cabe (una terminal estrecha), cada fila va
/// como una ficha, una celda por línea tras el nombre de su columna: así no se parte
/// ninguna palabra.
///
/// ```
/// ┌─────────┬──────────────────┐
/// │ nombre  │ qué es           │
/// ╞═════════╪══════════════════╡
/// │ usuario │ el valor envuelto │
/// └─────────┴──────────────────┘
/// ```
struct TableRenderer {
  var style: TerminalStyle

  private var glyphs: TableGlyphs { style.usesUnicode ? .unicode : .ascii }
  private var borderStyle: TextStyle { TextStyle(color: .gray) }

  /// Las líneas de `table`, que no pasan de `style.width` columnas.
  func render(_ table: MarkdownTable) -> [StyledLine] {
    let inline = InlineRenderer(usesColor: style.usesColor)
    let headerStyle = style.usesColor ? TextStyle.bold : .none
    let header = table.header.map { inline.runs($0, base: headerStyle) }
    let rows = table.rows.map { $0.map { inline.runs($0) } }
    guard fitsWholeWords([header] + rows, columns: header.count) else {
      return cards(header: header, rows: rows)
    }
    let widths = columnWidths(for: [header] + rows, columns: header.count)

    let wrappedHeader = wrap(header, widths: widths)
    let wrappedRows = rows.map { wrap($0, widths: widths) }
    let separateRows = wrappedRows.contains { $0.count > 1 }

    var lines: [StyledLine] = [border(glyphs.top, widths)]
    lines += wrappedHeader.map { cellLine($0, widths: widths, alignments: table.alignments) }
    lines.append(border(glyphs.headerSeparator, widths))
    for (index, row) in wrappedRows.enumerated() {
      if separateRows, index > 0 { lines.append(border(glyphs.rowSeparator, widths)) }
      lines += row.map { cellLine($0, widths: widths, alignments: table.alignments) }
    }
    lines.append(border(glyphs.bottom, widths))
    return lines
  }

  /// Si las columnas caben con la palabra más larga de cada una.
  private func fitsWholeWords(_ rows: [[[StyledRun]]], columns: Int) -> Bool {
    var longestWord = Array(repeating: 1, count: columns)
    for row in rows {
      for (column, cell) in row.enumerated() where column < columns {
        let text = cell.map(\.text).joined()
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
          longestWord[column] = max(longestWord[column], DisplayWidth.of(word))
        }
      }
    }
    return longestWord.reduce(0, +) <= style.width - (3 * columns + 1)
  }

  /// La tabla en fichas, para cuando no cabe: cada fila empieza con una viñeta, y cada
  /// celda va tras el nombre de su columna, ajustada al ancho.
  ///
  /// ```
  /// • palabra: supercalifragilístico
  ///   otra: sí
  /// ```
  private func cards(header: [[StyledRun]], rows: [[[StyledRun]]]) -> [StyledLine] {
    let bullet = StyledLine((style.usesUnicode ? "•" : "-") + " ", borderStyle)
    let indent = StyledLine("  ")
    // Sin filas, quedan las cabeceras, separadas por `|`.
    guard !rows.isEmpty else {
      let names = header.enumerated().flatMap { column, name in
        (column > 0 ? [StyledRun(" | ", borderStyle)] : []) + name
      }
      return TextWrapping.wrap(names, width: style.width)
    }
    var lines: [StyledLine] = []
    for row in rows {
      for (column, cell) in row.enumerated() {
        var runs = column < header.count ? header[column] : []
        if !runs.isEmpty { runs.append(StyledRun(": ", runs.last?.style ?? .none)) }
        let body = TextWrapping.wrap(runs + cell, width: style.width - 2)
        lines += TextWrapping.prefix(body, first: column == 0 ? bullet : indent, rest: indent)
      }
    }
    return lines
  }

  /// El ancho de cada columna (sin el espacio a cada lado).
  ///
  /// Si la tabla cabe, el natural. Si no, cada columna empieza con el ancho de su palabra
  /// más larga y el sitio que queda se va dando, a trozos, a la columna que más filas de
  /// texto ahorra por columna añadida; lo que sobre al final, en proporción a lo que le
  /// falta a cada una.
  func columnWidths(for rows: [[[StyledRun]]], columns: Int) -> [Int] {
    guard columns > 0 else { return [] }
    var natural = Array(repeating: 1, count: columns)
    var longestWord = Array(repeating: 1, count: columns)
    for row in rows {
      for (column, cell) in row.enumerated() where column < columns {
        let text = cell.map(\.text).joined()
        natural[column] = max(natural[column], DisplayWidth.of(text))
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
          longestWord[column] = max(longestWord[column], DisplayWidth.of(word))
        }
      }
    }
    let available = max(columns, style.width - (3 * columns + 1))
    if natural.reduce(0, +) <= available { return natural }
    if longestWord.reduce(0, +) > available {
      // No se llega aquí desde `render` (la tabla va en fichas).
      return WidthSharing.share(available, among: longestWord).map { max(1, $0) }
    }

    var cache: [[Int: [Int]]] = Array(repeating: [:], count: columns)
    func lineCounts(_ column: Int, _ width: Int) -> [Int] {
      if let known = cache[column][width] { return known }
      let counts = rows.map { row in
        column < row.count ? TextWrapping.wrap(row[column], width: width).count : 1
      }
      cache[column][width] = counts
      return counts
    }
    func height(_ widths: [Int]) -> Int {
      let perColumn = widths.indices.map { lineCounts($0, widths[$0]) }
      return rows.indices.reduce(0) { total, row in
        total + (perColumn.map { $0[row] }.max() ?? 1)
      }
    }

    var widths = longestWord
    var remaining = available - widths.reduce(0, +)
    var currentHeight = height(widths)
    while remaining > 0 {
      var best: (column: Int, step: Int, saved: Int)?
      for column in 0..<columns where widths[column] < natural[column] {
        for step in 1...min(remaining, natural[column] - widths[column]) {
          var trial = widths
          trial[column] += step
          let saved = currentHeight - height(trial)
          guard saved > 0 else { continue }
          if best == nil || saved * (best?.step ?? 1) > (best?.saved ?? 0) * step {
            best = (column, step, saved)
          }
          break
        }
      }
      guard let best else { break }
      widths[best.column] += best.step
      remaining -= best.step
      currentHeight -= best.saved
    }
    return distribute(remaining, into: widths, natural: natural)
  }

  /// `widths` con `extra` columnas más, repartidas en proporción a lo que le falta a cada
  /// una para su ancho natural.
  private func distribute(_ extra: Int, into widths: [Int], natural: [Int]) -> [Int] {
    var widths = widths
    let wanted = zip(natural, widths).map { max(0, $0 - $1) }
    let totalWanted = wanted.reduce(0, +)
    guard extra > 0, totalWanted > 0 else { return widths }
    var given = 0
    for column in widths.indices {
      let share = min(wanted[column], wanted[column] * extra / totalWanted)
      widths[column] += share
      given += share
    }
    var column = 0
    while given < min(extra, totalWanted) {
      if widths[column] < natural[column] {
        widths[column] += 1
        given += 1
      }
      column = (column + 1) % widths.count
    }
    return widths
  }

  private func wrap(_ row: [[StyledRun]], widths: [Int]) -> [[StyledLine]] {
    let cells = widths.indices.map { column in
      column < row.count ? TextWrapping.wrap(row[column], width: widths[column]) : [StyledLine()]
    }
    let height = cells.map(\.count).max() ?? 1
    return (0..<height).map { line in
      cells.map { line < $0.count ? $0[line] : StyledLine() }
    }
  }

  private func cellLine(
    _ cells: [StyledLine], widths: [Int], alignments: [MarkdownTable.Alignment]
  ) -> StyledLine {
    var line = StyledLine(glyphs.vertical, borderStyle)
    for (column, cell) in cells.enumerated() {
      let room = widths[column] - cell.width
      let alignment = column < alignments.count ? alignments[column] : .left
      let before = alignment == .right ? room : alignment == .center ? room / 2 : 0
      line.append(" " + String(repeating: " ", count: before))
      line.append(cell)
      line.append(String(repeating: " ", count: room - before) + " ")
      line.append(glyphs.vertical, borderStyle)
    }
    return line
  }

  private func border(_ parts: TableGlyphs.Border, _ widths: [Int]) -> StyledLine {
    let segments = widths.map { String(repeating: parts.fill, count: $0 + 2) }
    let text = parts.left + segments.joined(separator: parts.middle) + parts.right
    return StyledLine(text, borderStyle)
  }
}

/// Los caracteres de los bordes de una tabla.
struct TableGlyphs {
  struct Border {
    var left: String
    var fill: String
    var middle: String
    var right: String
  }

  var top: Border
  var headerSeparator: Border
  var rowSeparator: Border
  var bottom: Border
  var vertical: String

  static let unicode = TableGlyphs(
    top: Border(left: "┌", fill: "─", middle: "┬", right: "┐"),
    headerSeparator: Border(left: "╞", fill: "═", middle: "╪", right: "╡"),
    rowSeparator: Border(left: "├", fill: "─", middle: "┼", right: "┤"),
    bottom: Border(left: "└", fill: "─", middle: "┴", right: "┘"),
    vertical: "│")

  static let ascii = TableGlyphs(
    top: Border(left: "+", fill: "-", middle: "+", right: "+"),
    headerSeparator: Border(left: "+", fill: "=", middle: "+", right: "+"),
    rowSeparator: Border(left: "+", fill: "-", middle: "+", right: "+"),
    bottom: Border(left: "+", fill: "-", middle: "+", right: "+"),
    vertical: "|")
}
