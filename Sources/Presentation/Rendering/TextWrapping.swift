/// Parte texto con estilo en líneas que no pasan de un ancho, cortando en los espacios.
///
/// Mide por columnas de terminal (`DisplayWidth`), no por caracteres. Una palabra más
/// larga que el ancho se corta donde haga falta. Un `"\n"` dentro del texto fuerza un
/// salto de línea.
///
/// ```swift
/// TextWrapping.wrap([StyledRun("Ésta es una línea larga")], width: 10).map(\.plainText)
/// // ["Ésta es", "una línea", "larga"]
/// ```
public enum TextWrapping {
  /// Un trozo indivisible del texto.
  private enum Token {
    case word([StyledRun])
    case space(TextStyle)
    case newline
  }

  /// Las líneas de `runs` a `width` columnas (al menos una, quizá vacía).
  static func wrap(_ runs: [StyledRun], width: Int) -> [StyledLine] {
    let width = max(1, width)
    var lines: [StyledLine] = []
    var current = StyledLine()
    var currentWidth = 0
    var pendingSpace: TextStyle?

    func finishLine() {
      lines.append(current)
      current = StyledLine()
      currentWidth = 0
      pendingSpace = nil
    }

    for token in tokens(of: runs) {
      switch token {
      case .newline:
        finishLine()
      case .space(let style):
        if currentWidth > 0 { pendingSpace = style }
      case .word(let pieces):
        let wordWidth = pieces.reduce(0) { $0 + $1.width }
        let spaceWidth = pendingSpace == nil ? 0 : 1
        if currentWidth > 0, currentWidth + spaceWidth + wordWidth > width {
          finishLine()
        }
        if let space = pendingSpace {
          current.append(" ", space)
          currentWidth += 1
          pendingSpace = nil
        }
        if wordWidth <= width - currentWidth {
          for piece in pieces { current.append(piece.text, piece.style) }
          currentWidth += wordWidth
        } else {
          // Más ancha que la línea (y ya al principio de una): se corta por columnas.
          let cut = cutByColumns(pieces, width: width)
          for line in cut.dropLast() {
            current.append(line)
            finishLine()
          }
          if let last = cut.last {
            current.append(last)
            currentWidth = last.width
          }
        }
      }
    }
    lines.append(current)
    return lines
  }

  /// Palabras, espacios y saltos de línea; varios espacios seguidos cuentan como uno.
  private static func tokens(of runs: [StyledRun]) -> [Token] {
    var tokens: [Token] = []
    var word: [StyledRun] = []
    func flushWord() {
      if !word.isEmpty { tokens.append(.word(word)) }
      word = []
    }
    for run in runs {
      var piece = ""
      for character in run.text {
        if character == "\n" || character == " " || character == "\t" {
          if !piece.isEmpty { word.append(StyledRun(piece, run.style)) }
          piece = ""
          flushWord()
          if character == "\n" {
            tokens.append(.newline)
          } else if case .space = tokens.last {
          } else {
            tokens.append(.space(run.style))
          }
        } else {
          piece.append(character)
        }
      }
      if !piece.isEmpty { word.append(StyledRun(piece, run.style)) }
    }
    flushWord()
    return tokens
  }

  /// `lines` con `first` delante de la primera y `rest` delante de las demás (sangría
  /// francesa de las listas, canal `│ ` de las citas).
  static func prefix(_ lines: [StyledLine], first: StyledLine, rest: StyledLine) -> [StyledLine] {
    lines.enumerated().map { index, line in
      var prefixed = index == 0 ? first : rest
      prefixed.append(line)
      return prefixed
    }
  }
}
