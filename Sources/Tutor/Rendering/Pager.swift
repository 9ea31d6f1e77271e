/// Parte líneas ya dibujadas en pantallas, dejando la última fila para el aviso
/// («Intro para seguir»).
///
/// Prefiere cortar tras una línea en blanco si la hay en el último tercio de la pantalla,
/// para no partir un párrafo, una tabla o un diagrama cuando se puede evitar, y no deja
/// un encabezado subrayado solo al pie de una pantalla.
///
/// Tras cada pantalla queda la fila del aviso; al seguir, conviene borrarla (`ESC[1A`,
/// `ESC[2K`) para que la pantalla siguiente ocupe la terminal entera.
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
  /// mucho `height - 1` líneas y ninguna empieza por una línea en blanco. Sin líneas, no
  /// hay pantallas.
  public static func pages(of lines: [String], height: Int) -> [[String]] {
    let size = max(1, height - 1)
    var pages: [[String]] = []
    var start = 0
    while start < lines.count {
      while start < lines.count, lines[start].isBlank { start += 1 }
      guard start < lines.count else { break }
      var end = min(lines.count, start + size)
      if end < lines.count, !lines[end].isBlank {
        let earliest = start + size - size / 3
        if let blank = (earliest..<end).last(where: { lines[$0].isBlank }) {
          end = blank
        }
      }
      if end < lines.count, let heading = headingAtTheBottom(lines, start: start, end: end) {
        end = heading
      }
      var page = Array(lines[start..<end])
      while let last = page.last, last.isBlank { page.removeLast() }
      pages.append(page)
      start = end
    }
    return pages
  }
}

extension Pager {
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
