/// Parte líneas ya dibujadas en pantallas, dejando la última fila para el aviso
/// («Intro para seguir»).
///
/// Prefiere cortar tras una línea en blanco si la hay en el último tercio de la pantalla,
/// para no partir un párrafo, una tabla o un diagrama cuando se puede evitar.
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
      var page = Array(lines[start..<end])
      while let last = page.last, last.isBlank { page.removeLast() }
      pages.append(page)
      start = end
    }
    return pages
  }
}

extension String {
  fileprivate var isBlank: Bool { allSatisfy { $0 == " " } }
}
