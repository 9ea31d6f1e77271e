import Checker
import Presentation

/// Cómo se ve en la terminal el veredicto de un ejercicio de código, a partir de sus partes
/// (`CodeVerdict.report`): cada prueba que no pasa con su marca en rojo y sus fallos con una
/// viñeta atenuada, la salida del programa atenuada, las notas del aislamiento como aviso, y
/// todo ajustado al ancho, con las continuaciones bajo su texto. Sin colores, las líneas
/// cortas son las de `CodeReport.plainText`.
///
/// ```swift
/// CodeVerdictView.lines(veredicto.report, style: console.style, width: 78)
/// ```
enum CodeVerdictView {
  static func lines(_ report: CodeReport, style: TerminalStyle, width: Int) -> [String] {
    var lines: [String] = []
    for (index, section) in report.sections.enumerated() {
      if index > 0 { lines.append("") }
      for part in section { lines += Self.lines(of: part, style: style, width: width) }
    }
    return lines
  }

  private static func lines(
    of part: CodeReport.Part, style: TerminalStyle, width: Int
  ) -> [String] {
    switch part {
    case .summary(let text), .explanation(let text):
      return wrapped(text, width: width)
    case .diagnostic(let text):
      return wrapped(text, width: width, hangingIndent: 2)
    case .diagnosticNote(let text):
      return wrapped(text, indent: 2, width: width).map(style.dim)
    case .failedTest(let name, let problem, let details):
      let mark = style.failedMark
      let head = wrapped(
        name + (problem.map { ": " + $0 } ?? ""), lead: (style.failure(mark) + " ", mark.count + 1),
        width: width)
      return head
        + details.flatMap {
          wrapped($0, lead: (style.dim("·") + " ", 2), indent: 2, width: width)
        }
    case .programOutput(let output, let truncated):
      let body = wrapped(output, width: width).map(style.dim)
      return [style.dim(CodeReport.outputHeading)] + body
        + (truncated ? [style.dim(CodeReport.truncationNote)] : [])
    case .sandboxNote(let text):
      return wrapped(CodeReport.notePrefix + text, width: width).map(style.warning)
    }
  }

  /// `text` ajustado a `width`, línea a línea (cada una conserva su sangría): la primera tras
  /// `lead` (una marca ya pintada, con sus columnas visibles), y las demás y todas las
  /// continuaciones bajo el texto que la sigue.
  private static func wrapped(
    _ text: String, lead: (text: String, width: Int) = ("", 0), indent: Int = 0,
    width: Int, hangingIndent: Int = 0
  ) -> [String] {
    var result: [String] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let leading = line.prefix { $0 == " " }.count
      let rest = String(line.dropFirst(leading))
      if index == 0 {
        result += TextWrapping.wrap(
          lead.text + rest, width: width, hangingIndent: lead.width + hangingIndent,
          indent: indent + leading)
      } else if rest.isEmpty {
        result.append("")
      } else {
        result += TextWrapping.wrap(
          rest, width: width, hangingIndent: hangingIndent,
          indent: indent + lead.width + leading)
      }
    }
    return result
  }
}
