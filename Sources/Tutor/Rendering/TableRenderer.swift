/// Dibuja una tabla con bordes, ajustando las columnas al ancho disponible.
///
/// Si la tabla cabe, cada columna tiene el ancho de su celda más larga. Si no, cada columna
/// recibe al menos el ancho de su palabra más larga y el resto se reparte en proporción a lo
/// que le falta; si ni así cabe, se cortan las palabras. Las celdas largas se parten en
/// varias líneas y, cuando alguna fila ocupa más de una, las filas se separan con una raya.
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

  /// El ancho de cada columna (sin el espacio a cada lado).
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
    var minimum = longestWord
    if minimum.reduce(0, +) > available {
      minimum = shrink(minimum, to: available)
      return minimum
    }
    var widths = minimum
    let extra = available - minimum.reduce(0, +)
    let wanted = zip(natural, minimum).map { $0 - $1 }
    let totalWanted = wanted.reduce(0, +)
    guard totalWanted > 0 else { return widths }
    var given = 0
    for column in 0..<columns {
      let share = wanted[column] * extra / totalWanted
      widths[column] += share
      given += share
    }
    var column = 0
    while given < extra {
      if widths[column] < natural[column] {
        widths[column] += 1
        given += 1
      }
      column = (column + 1) % columns
    }
    return widths
  }

  /// `widths` reducidos en proporción hasta sumar `total` (al menos 1 cada uno).
  private func shrink(_ widths: [Int], to total: Int) -> [Int] {
    let sum = widths.reduce(0, +)
    var result = widths.map { max(1, $0 * total / sum) }
    var index = 0
    while result.reduce(0, +) > total, result.contains(where: { $0 > 1 }) {
      if result[index] > 1 { result[index] -= 1 }
      index = (index + 1) % result.count
    }
    return result
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
