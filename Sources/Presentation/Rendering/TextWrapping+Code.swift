/// El ajuste de una línea de código: entre tokens, nunca dentro de uno.
///
/// Recibe la línea ya partida en tokens (los de `SwiftTokenizer`, con su color; o las
/// palabras y los espacios de un código que no es Swift) y la corta donde se puede: de
/// preferencia en un espacio, si queda en la segunda mitad de la línea; si no, entre dos
/// tokens que se pueden separar. Un `.`, `@`, `#` o `\` va con lo que le sigue (`.none`
/// no se parte en `.` y `none`), y `)`, `,`, `:`… con lo que les precede. Solo un token más
/// ancho que la línea (una cadena larga) se corta por donde haga falta. La sangría del
/// principio se conserva; los espacios donde se corta, no.
///
/// ```swift
/// TextWrapping.wrapCode(tokens("let valor = caja.withLock { $0 }"), width: 16)
///   .map(\.plainText)
/// // ["let valor =", "caja.withLock {", "$0 }"]
/// ```
extension TextWrapping {
  /// Los trozos de la línea de código `tokens` a `width` columnas (al menos uno).
  static func wrapCode(_ tokens: [StyledRun], width: Int) -> [StyledLine] {
    let width = max(1, width)
    var lines: [StyledLine] = []
    var current: [CodeUnit] = []

    func currentWidth() -> Int { current.reduce(0) { $0 + $1.width } }

    func finish(_ units: [CodeUnit]) {
      var line = StyledLine()
      for unit in units { for run in unit.runs { line.append(run.text, run.style) } }
      lines.append(line)
    }

    for unit in CodeUnit.units(of: tokens) {
      if unit.isSpace {
        // Los espacios donde empieza una continuación sobran (la sangría inicial, no).
        if current.isEmpty, !lines.isEmpty { continue }
        current.append(unit)
        continue
      }
      while currentWidth() + unit.width > width, current.contains(where: { !$0.isSpace }) {
        // Se corta en el último espacio de la segunda mitad, o justo antes de `unit`.
        var used = 0
        var sawCode = false
        var cut: Int?
        for (index, candidate) in current.enumerated() {
          if candidate.isSpace, used >= width / 2, sawCode { cut = index }
          used += candidate.width
          sawCode = sawCode || !candidate.isSpace
        }
        let kept = cut.map { Array(current[..<$0]) } ?? current
        let moved = cut.map { Array(current[$0...].drop(while: \.isSpace)) } ?? []
        finish(kept)
        current = moved
      }
      if current.allSatisfy(\.isSpace), currentWidth() + unit.width > width {
        // Un token más ancho que la línea (sin su sangría): se corta por caracteres.
        let pieces = TextWrapping.cutByColumns(unit.runs, width: width)
        for line in pieces.dropLast() { lines.append(line) }
        current = pieces.last.map { [CodeUnit(runs: $0.runs, isSpace: false)] } ?? []
        continue
      }
      current.append(unit)
    }
    if !current.isEmpty || lines.isEmpty { finish(current) }
    return lines
  }

  /// `runs` en trozos de `width` columnas, carácter a carácter: solo para lo que no se
  /// puede partir de otro modo.
  static func cutByColumns(_ runs: [StyledRun], width: Int) -> [StyledLine] {
    var pieces = [StyledLine()]
    var used = 0
    for run in runs {
      for character in run.text {
        let characterWidth = DisplayWidth.of(character)
        if used + characterWidth > width, used > 0 {
          pieces.append(StyledLine())
          used = 0
        }
        pieces[pieces.count - 1].append(String(character), run.style)
        used += characterWidth
      }
    }
    return pieces
  }
}

/// Un trozo de una línea de código que no se parte: uno o varios tokens pegados, o espacios.
private struct CodeUnit {
  var runs: [StyledRun]
  var isSpace: Bool

  var width: Int { runs.reduce(0) { $0 + $1.width } }

  /// Lo que va con lo que le sigue: `.member`, `@Atributo`, `#expect`, `\.ruta`.
  private static let joinsNext: Set<String> = [".", "@", "#", "\\"]
  /// Lo que va con lo que le precede: cierres, separadores y sufijos (`)`, `,`, `?`…).
  private static let joinsPrevious: Set<String> = [
    ")", "]", "}", ",", ";", ":", "?", "!", "(", "[",
  ]
  /// Los signos de un operador, que van juntos (`->`, `==`, `&&`).
  private static let operators = Set("=+-*/<>&|^~%")

  /// Los tokens agrupados en trozos: se puede cortar entre dos trozos, no dentro de uno.
  /// Un comentario o una cadena con espacios se puede cortar en ellos, como el texto.
  static func units(of tokens: [StyledRun]) -> [CodeUnit] {
    var units: [CodeUnit] = []
    var previous: String?
    for token in tokens.flatMap(splitAtSpaces) where !token.text.isEmpty {
      let isSpace = token.text.allSatisfy { $0 == " " || $0 == "\t" }
      if isSpace {
        units.append(CodeUnit(runs: [token], isSpace: true))
        previous = nil
        continue
      }
      if let previous, let last = units.indices.last, !units[last].isSpace,
        joins(previous, token.text)
      {
        units[last].runs.append(token)
      } else {
        units.append(CodeUnit(runs: [token], isSpace: false))
      }
      previous = token.text
    }
    return units
  }

  /// `token` en tramos de espacios y de lo demás (un comentario, en sus palabras).
  private static func splitAtSpaces(_ token: StyledRun) -> [StyledRun] {
    var pieces: [StyledRun] = []
    for character in token.text {
      let isSpace = character == " " || character == "\t"
      if let last = pieces.last?.text.last, (last == " " || last == "\t") == isSpace {
        pieces[pieces.count - 1].text.append(character)
      } else {
        pieces.append(StyledRun(String(character), token.style))
      }
    }
    return pieces
  }

  /// Si `next` va pegado a `previous` (no se corta entre ellos).
  private static func joins(_ previous: String, _ next: String) -> Bool {
    if joinsNext.contains(previous) || joinsPrevious.contains(next) { return true }
    let isOperator = { (text: String) in text.count == 1 && text.allSatisfy(operators.contains) }
    return isOperator(previous) && isOperator(next)
  }
}
