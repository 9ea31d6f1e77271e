/// Una cuadrícula de celdas donde se dibuja el diagrama: texto suelto (cajas, etiquetas,
/// flechas) y líneas que se unen solas en esquinas y cruces.
///
/// Cada línea pertenece a un dueño (un haz de aristas). Los brazos de un mismo dueño se
/// juntan (`┬`, `┴`, `┼`); cuando se cruzan dos dueños distintos, gana la línea vertical,
/// así un cruce no parece una unión.
struct DiagramCanvas {
  struct Cell {
    var text: String = " "
    var style: TextStyle = .none
    var arms: LineArms = []
    var heavy: LineArms = []
    var dotted = false
    var owner: Int?
  }

  private(set) var cells: [[Cell]]
  let width: Int

  init(width: Int, height: Int) {
    self.width = width
    self.cells = Array(repeating: Array(repeating: Cell(), count: width), count: height)
  }

  var height: Int { cells.count }

  /// Escribe `text` desde la columna `column`; lo que se sale por la derecha se pierde.
  mutating func put(_ text: String, row: Int, column: Int, style: TextStyle = .none) {
    guard cells.indices.contains(row) else { return }
    var x = column
    for character in text {
      guard x >= 0, x < width else {
        x += 1
        continue
      }
      cells[row][x] = Cell(text: String(character), style: style)
      if DisplayWidth.of(character) == 2, x + 1 < width {
        cells[row][x + 1] = Cell(text: "", style: style)
      }
      x += max(1, DisplayWidth.of(character))
    }
  }

  /// Añade brazos de línea a una celda.
  mutating func line(
    row: Int, column: Int, arms: LineArms, owner: Int, heavy: Bool, dotted: Bool
  ) {
    guard cells.indices.contains(row), column >= 0, column < width else { return }
    var cell = cells[row][column]
    if !cell.arms.isEmpty, let existing = cell.owner, existing != owner {
      let crossingIsVertical = arms.isSubset(of: .vertical) && !arms.isEmpty
      guard crossingIsVertical else { return }
      cell = Cell()
    } else if cell.arms.isEmpty, cell.text != " " {
      return
    }
    cell.arms.formUnion(arms)
    if heavy { cell.heavy.formUnion(arms) }
    cell.dotted = cell.dotted || dotted
    cell.owner = owner
    cells[row][column] = cell
  }

  /// Una línea vertical de `fromRow` a `toRow` (ambas incluidas) en `column`; `up` y `down`
  /// dicen si sigue por arriba de la primera fila y por abajo de la última.
  mutating func verticalLine(
    column: Int, fromRow: Int, toRow: Int, up: Bool, down: Bool, owner: Int, heavy: Bool,
    dotted: Bool
  ) {
    guard fromRow <= toRow else { return }
    for row in fromRow...toRow {
      var arms: LineArms = []
      if row > fromRow || up { arms.insert(.up) }
      if row < toRow || down { arms.insert(.down) }
      line(row: row, column: column, arms: arms, owner: owner, heavy: heavy, dotted: dotted)
    }
  }

  /// Las filas ya convertidas en texto con estilo.
  func lines(unicode: Bool, highlightStyle: TextStyle) -> [StyledLine] {
    cells.map { row in
      var line = StyledLine()
      for cell in row {
        if cell.arms.isEmpty {
          line.append(cell.text, cell.style)
        } else {
          let glyph = LineGlyphs.glyph(
            arms: cell.arms, heavy: cell.heavy, dotted: cell.dotted, unicode: unicode)
          line.append(glyph, cell.heavy.isEmpty ? .none : highlightStyle)
        }
      }
      return line
    }
  }
}
