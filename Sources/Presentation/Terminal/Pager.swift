/// Parte líneas ya dibujadas en pantallas, dejando la última fila para el aviso
/// («Intro para seguir»).
///
/// Las pantallas son trozos seguidos del texto: puestas una detrás de otra, dan las mismas
/// líneas (sin las líneas en blanco del principio y del final). Se prefiere cortar justo
/// después de una línea en blanco si la hay en el último tercio de la pantalla, para no
/// partir un párrafo, una tabla o un diagrama cuando se puede evitar, y no se deja un
/// encabezado subrayado solo al pie de una pantalla.
///
/// Pensado para mostrar las pantallas seguidas: al pulsar Intro, conviene borrar la fila
/// del aviso (`ESC[1A`, `ESC[2K`) y escribir la pantalla siguiente debajo.
///
/// ```swift
/// let pages = Pager.pages(of: lines, height: style.height)
/// for (index, page) in pages.enumerated() {
///   page.forEach { print($0) }
///   if index < pages.count - 1 { _ = readLine() }   // Intro para seguir
/// }
/// ```
public enum Pager {
  /// Las pantallas de `lines` para una terminal de `height` filas: cada una tiene como
  /// mucho `height - 1` líneas. Sin líneas (o solo en blanco), no hay pantallas.
  ///
  /// - Parameter shownAbove: filas ya escritas encima (un aviso, el saludo de vuelta), que
  ///   la primera pantalla deja a la vista: tiene `height - 1 - shownAbove` líneas, y al
  ///   menos `minimumFirstPage` (o toda la pantalla, si la terminal es más baja).
  public static func pages(of lines: [String], height: Int, shownAbove: Int = 0) -> [[String]] {
    pageRanges(of: lines, height: height, shownAbove: shownAbove).map { Array(lines[$0]) }
  }

  /// Lo mismo que `pages(of:height:shownAbove:)`, como tramos de `lines`: quien pagina sabe
  /// así en qué línea empieza cada pantalla.
  public static func pageRanges(
    of lines: [String], height: Int, shownAbove: Int = 0
  ) -> [Range<Int>] {
    let full = max(1, height - 1)
    let first = min(full, max(minimumFirstPage, full - max(0, shownAbove)))
    guard let firstLine = lines.firstIndex(where: { !$0.isBlank }),
      let last = lines.lastIndex(where: { !$0.isBlank })
    else { return [] }
    var pages: [Range<Int>] = []
    var start = firstLine
    while start <= last {
      let size = pages.isEmpty ? first : full
      var end = min(last + 1, start + size)
      if end <= last, !lines[end - 1].isBlank, !lines[end].isBlank {
        let earliest = min(start + size - size / 3, end - 1)
        if let blank = (earliest..<(end - 1)).last(where: { lines[$0].isBlank }) {
          end = blank + 1
        }
      }
      if end <= last, let heading = headingAtTheBottom(lines, start: start, end: end) {
        end = heading
      }
      pages.append(start..<end)
      start = end
    }
    return pages
  }
}

extension Pager {
  /// Las líneas que tiene como poco la primera pantalla, por mucho que haya encima.
  public static let minimumFirstPage = 5

  /// Si la pantalla `start..<end` termina en un encabezado subrayado (quizá seguido de
  /// líneas en blanco), dónde empieza ese encabezado, para pasarlo a la pantalla siguiente
  /// junto con su texto; `nil` si no termina así o si la pantalla quedaría casi vacía.
  fileprivate static func headingAtTheBottom(_ lines: [String], start: Int, end: Int) -> Int? {
    var last = end - 1
    while last > start, lines[last].isBlank { last -= 1 }
    guard last - 1 > start + 2, lines[last].isRule, !lines[last - 1].isBlank else { return nil }
    var first = last - 1
    while first - 1 > start, !lines[first - 1].isBlank, !lines[first - 1].isRule { first -= 1 }
    return first > start + (end - start) / 2 ? first : nil
  }
}

extension String {
  fileprivate var isBlank: Bool { allSatisfy { $0 == " " } }

  /// Una raya de subrayado (`═══`, `───`, `===`, `---`), con o sin color.
  fileprivate var isRule: Bool {
    var sawRule = false
    var inEscape = false
    for character in self {
      if inEscape {
        if character.isLetter { inEscape = false }
        continue
      }
      if character == "\u{1B}" {
        inEscape = true
        continue
      }
      guard "═─=-".contains(character) else { return false }
      sawRule = true
    }
    return sawRule
  }
}
