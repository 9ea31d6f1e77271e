import Foundation
import Presentation

/// Muestra un paso largo una pantalla cada vez (con `Pager` de Presentation). Sin
/// terminal, lo escribe todo seguido.
///
/// - La primera pantalla deja a la vista lo que ya se escribió desde la última línea de la
///   persona (un aviso, el saludo de vuelta): es más corta (`Console.rowsSinceInput`).
/// - En una terminal se pulsa una tecla, sin Intro: Intro o espacio, la pantalla
///   siguiente; `q` o Ctrl-C dejan de paginar; Ctrl-D sale del tutor, como en su indicador.
/// - `q` no se salta nunca el enunciado de un ejercicio (`question`): en un ejercicio, lo
///   que queda se escribe entero, sin más pausas, y debajo vuelve el indicador para
///   responder. En el texto de una lección, `q` salta al final.
/// - Si en vez de Intro se escribe otra cosa (una respuesta, una orden), con teclas sueltas
///   o con un lector de líneas, se escribe el resto sin pausas y esa línea vuelve al tutor
///   como si se hubiera escrito en su indicador (con teclas sueltas, se repite tras
///   `prompt`, para que se vea qué se escribió).
/// - El aviso de cada pausa cabe siempre en una fila (`footer(skipping:width:)`): así se
///   borra entero al seguir.
struct ReplPager {
  let console: Console
  let reader: LineReader
  /// Si hay una persona delante de una terminal.
  let interactive: Bool
  /// El indicador del tutor, delante de la línea escrita en una pausa.
  var prompt = ""

  /// Cómo acabó.
  enum Outcome: Equatable {
    /// Se mostró (entero o hasta donde se pidió).
    case shown
    /// Se escribió esta línea en lugar de Intro: la atiende el tutor.
    case typed(String)
    /// Ctrl-D: la persona quiere salir.
    case quit
  }

  /// Lo que se pide en cada pausa.
  private enum Request {
    case next, skip, quit
    /// Una línea escrita; `echo`, si no quedó a la vista (se escribió en la fila del aviso,
    /// que se borra).
    case typed(String, echo: Bool)
  }

  /// Muestra `lines`. Desde la línea `question` (si la hay), es el enunciado de un
  /// ejercicio: se muestra siempre, aunque se pulse `q`.
  func show(_ lines: [String], question: Int? = nil) -> Outcome {
    let pages =
      interactive
      ? Pager.pageRanges(of: lines, height: console.rows, shownAbove: console.rowsSinceInput)
      : []
    guard pages.count > 1, let end = pages.last?.upperBound else {
      lines.forEach(console.line)
      return .shown
    }
    for (index, page) in pages.enumerated() {
      lines[page].forEach(console.line)
      guard index < pages.count - 1 else { break }
      let rest = page.upperBound..<end
      // Lo que `q` no se salta: el enunciado que queda por mostrar.
      let kept = question.map { max($0, rest.lowerBound)..<end }
      let skipping = kept?.lowerBound == rest.lowerBound
      switch ask(hint: Self.footer(skipping: skipping, width: console.columns - 2)) {
      case .next:
        continue
      case .skip:
        if let kept { lines[kept].forEach(console.line) }
        return .shown
      case .quit:
        return .quit
      case .typed(let text, let echo):
        lines[rest].forEach(console.line)
        if echo { console.line(prompt + text) }
        return .typed(text)
      }
    }
    return .shown
  }

  /// El aviso de una pausa, el más largo que cabe en `width` columnas; `skipping`, si `q`
  /// escribe el resto sin pausas (en un ejercicio) en vez de saltar al final.
  static func footer(skipping: Bool, width: Int) -> String {
    let long = skipping ? "q: el resto sin pausas" : "q: saltar al final"
    let short = skipping ? "q: sin pausas" : "q: saltar"
    let candidates = [
      "— Intro: seguir leyendo · \(long) · Ctrl-D: salir —",
      "— Intro: seguir · \(long) · Ctrl-D: salir —",
      "Intro: seguir · \(short) · Ctrl-D: salir",
      "Intro: seguir · \(short)",
      "Intro · q · Ctrl-D",
      "Intro",
    ]
    return candidates.first { DisplayWidth.of($0) <= width } ?? ""
  }

  /// Escribe el aviso y espera una tecla (o una línea, si no hay teclas sueltas); después
  /// borra el aviso, para que el texto siga seguido.
  private func ask(hint: String) -> Request {
    let painted = console.style.dim(hint)
    switch reader.readKey(prompt: painted) {
    case .next: return .next
    case .skip, .interrupt: return .skip
    case .endOfInput: return .quit
    case .typed(let text):
      let typed = text.trimmingCharacters(in: .whitespaces)
      return ReplCommand.fold(typed) == "q" ? .skip : .typed(typed, echo: true)
    case nil: break
    }
    switch reader.readLine(prompt: painted + " ") {
    case .endOfInput:
      return .quit
    case .interrupted:
      return .skip
    case .line(let text):
      let typed = text.trimmingCharacters(in: .whitespaces)
      if typed.isEmpty {
        console.text("\u{1B}[1A\u{1B}[2K")
        return .next
      }
      return ReplCommand.fold(typed) == "q" ? .skip : .typed(typed, echo: false)
    }
  }
}
