import Foundation

/// Muestra un paso largo una pantalla cada vez (con `Pager` de `Rendering`): Intro para
/// seguir, «q» o Ctrl-C para saltar el resto. Sin terminal, lo escribe todo seguido.
struct ReplPager {
  let console: Console
  let reader: LineReader
  /// Si hay una persona delante de una terminal.
  let interactive: Bool

  func show(_ lines: [String]) {
    let pages = interactive ? Pager.pages(of: lines, height: console.rows) : [lines]
    guard pages.count > 1 else {
      lines.forEach(console.line)
      return
    }
    for (index, page) in pages.enumerated() {
      page.forEach(console.line)
      guard index < pages.count - 1 else { break }
      let hint = console.style.dim("— Intro: seguir leyendo · q: saltar al final —")
      let input = reader.readLine(prompt: hint + " ")
      // Se borra la fila del aviso para que el texto siga seguido.
      if console.style.color || console.style.unicode { console.text("\u{1B}[1A\u{1B}[2K") }
      guard case .line(let text) = input, text.trimmingCharacters(in: .whitespaces).isEmpty
      else { return }
    }
  }
}
