import Foundation
import Presentation

/// Muestra un paso largo una pantalla cada vez (con `Pager` de `Rendering`): Intro para
/// seguir, «q» o Ctrl-C para saltar el resto. Sin terminal, lo escribe todo seguido.
///
/// Si en vez de Intro se escribe otra cosa (una respuesta, una orden), se escribe el resto
/// sin más pausas y esa línea vuelve al tutor como si se hubiera escrito en su indicador.
struct ReplPager {
  let console: Console
  let reader: LineReader
  /// Si hay una persona delante de una terminal.
  let interactive: Bool

  /// Muestra `lines`; devuelve la línea escrita en lugar de Intro, si la hubo.
  func show(_ lines: [String]) -> String? {
    let pages = interactive ? Pager.pages(of: lines, height: console.rows) : [lines]
    guard pages.count > 1 else {
      lines.forEach(console.line)
      return nil
    }
    for (index, page) in pages.enumerated() {
      page.forEach(console.line)
      guard index < pages.count - 1 else { break }
      let hint = console.style.dim("— Intro: seguir leyendo · q: saltar al final —")
      let input = reader.readLine(prompt: hint + " ")
      guard case .line(let text) = input else { return nil }
      let typed = text.trimmingCharacters(in: .whitespaces)
      if typed.isEmpty {
        // Se borra la fila del aviso para que el texto siga seguido.
        console.text("\u{1B}[1A\u{1B}[2K")
        continue
      }
      if ReplCommand.fold(typed) == "q" { return nil }
      pages.dropFirst(index + 1).joined().forEach(console.line)
      return typed
    }
    return nil
  }
}
