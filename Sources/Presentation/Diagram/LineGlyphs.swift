/// Los caracteres de las líneas del diagrama: cruces, esquinas y tramos según los brazos
/// que tiene cada celda (arriba, abajo, izquierda, derecha) y si cada brazo es grueso.
struct LineArms: OptionSet, Hashable {
  let rawValue: UInt8
  static let up = LineArms(rawValue: 1)
  static let down = LineArms(rawValue: 2)
  static let left = LineArms(rawValue: 4)
  static let right = LineArms(rawValue: 8)
  static let vertical: LineArms = [.up, .down]
  static let horizontal: LineArms = [.left, .right]
}

enum LineGlyphs {
  /// El carácter de una celda con brazos `arms`, de los que `heavy` son gruesos.
  static func glyph(arms: LineArms, heavy: LineArms, dotted: Bool, unicode: Bool) -> String {
    guard unicode else {
      let isHeavy = !heavy.isEmpty
      if arms.isSubset(of: .vertical) { return isHeavy ? "#" : dotted ? ":" : "|" }
      if arms.isSubset(of: .horizontal) { return isHeavy ? "=" : dotted ? "." : "-" }
      if isHeavy { return "#" }
      // Las esquinas dicen por dónde sigue la línea: `.` hacia abajo (`┌`, `┐`) y `'`
      // hacia arriba (`└`, `┘`), para que una unión y un reparto no se dibujen igual.
      let turnsDown = arms.contains(.down) && !arms.contains(.up)
      let turnsUp = arms.contains(.up) && !arms.contains(.down)
      let isCorner = arms.contains(.left) != arms.contains(.right)
      if isCorner, turnsDown { return "." }
      if isCorner, turnsUp { return "'" }
      return "+"
    }
    var arms = arms
    if arms == .up || arms == .down { arms = .vertical }
    if arms == .left || arms == .right { arms = .horizontal }
    let heavy = heavy.intersection(arms)
    if dotted, arms == .vertical { return heavy.isEmpty ? "┆" : "┇" }
    if dotted, arms == .horizontal { return heavy.isEmpty ? "┄" : "┅" }
    let directions: [LineArms] = [.up, .down, .left, .right]
    var code = 0
    var lightCode = 0
    var power = 1
    for direction in directions {
      if arms.contains(direction) {
        code += (heavy.contains(direction) ? 2 : 1) * power
        lightCode += power
      }
      power *= 3
    }
    return table[code] ?? table[lightCode] ?? " "
  }

  /// Los caracteres de caja de Unicode (U+2500–U+254B) por el código de sus brazos: en base
  /// 3, arriba + 3·abajo + 9·izquierda + 27·derecha, con 1 fino y 2 grueso.
  private static let table: [Int: String] = [
    4: "│", 8: "┃", 10: "┘", 11: "┚", 12: "┐", 13: "┤", 14: "┦", 15: "┒", 16: "┧", 17: "┨",
    19: "┙", 20: "┛", 21: "┑", 22: "┥", 23: "┩", 24: "┓", 25: "┪", 26: "┫", 28: "└", 29: "┖",
    30: "┌", 31: "├", 32: "┞", 33: "┎", 34: "┟", 35: "┠", 36: "─", 37: "┴", 38: "┸", 39: "┬",
    40: "┼", 41: "╀", 42: "┰", 43: "╁", 44: "╂", 46: "┵", 47: "┹", 48: "┭", 49: "┽", 50: "╃",
    51: "┱", 52: "╅", 53: "╉", 55: "┕", 56: "┗", 57: "┍", 58: "┝", 59: "┡", 60: "┏", 61: "┢",
    62: "┣", 64: "┶", 65: "┺", 66: "┮", 67: "┾", 68: "╄", 69: "┲", 70: "╆", 71: "╊", 72: "━",
    73: "┷", 74: "┻", 75: "┯", 76: "┿", 77: "╇", 78: "┳", 79: "╈", 80: "╋",
  ]
}

/// Cómo se dibuja el borde de una caja: normal, ya recorrida o la actual del recorrido.
enum BoxBorder {
  case normal
  case visited
  case current

  struct Parts {
    var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String
    /// Donde sale una arista por abajo y donde entra una por arriba sin flecha.
    var stub, entry: String
    /// De izquierda a derecha: donde sale una arista por la derecha (`├`) y donde entra una
    /// por la izquierda sin flecha (`┤`); en ASCII, el borde sin más.
    var sideStub, sideEntry: String
  }

  /// El estilo del borde: normal, verde o amarillo.
  var style: TextStyle {
    switch self {
    case .normal: .none
    case .visited: FlowchartRenderer.visitedStyle
    case .current: FlowchartRenderer.currentStyle
    }
  }

  func parts(unicode: Bool) -> Parts {
    switch (self, unicode) {
    case (.normal, true):
      Parts(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─",
        vertical: "│", stub: "┬", entry: "┴", sideStub: "├", sideEntry: "┤")
    case (.visited, true):
      Parts(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━",
        vertical: "┃", stub: "┳", entry: "┻", sideStub: "┣", sideEntry: "┫")
    case (.current, true):
      Parts(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═",
        vertical: "║", stub: "╤", entry: "╧", sideStub: "╟", sideEntry: "╢")
    case (.normal, false):
      Parts(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
        vertical: "|", stub: "+", entry: "+", sideStub: "|", sideEntry: "|")
    case (.visited, false):
      Parts(
        topLeft: "#", topRight: "#", bottomLeft: "#", bottomRight: "#", horizontal: "=",
        vertical: "#", stub: "#", entry: "#", sideStub: "#", sideEntry: "#")
    case (.current, false):
      Parts(
        topLeft: "*", topRight: "*", bottomLeft: "*", bottomRight: "*", horizontal: "=",
        vertical: "*", stub: "*", entry: "*", sideStub: "*", sideEntry: "*")
    }
  }
}
