import Support

/// El `--help` de una orden escrito para una terminal de `width` columnas (como mucho
/// `CommandHelp.maximumWidth`): cada línea cabe, medida por columnas de terminal
/// (`DisplayWidth`), y ninguna palabra se parte (`TextWrapping.pack`).
///
/// - Los párrafos se vuelven a ajustar: las líneas seguidas de una parte `.lines` con la
///   misma sangría son un párrafo, que se ajusta con esa sangría; una línea vacía los separa.
/// - En una lista de dos columnas, el texto de cada fila es un párrafo que sigue, con sangría
///   francesa, en su columna; si la columna deja menos de `minimumTextWidth` para el texto,
///   el texto va debajo de la etiqueta, sangrado seis espacios.
/// - Una línea de uso que no cabe sigue debajo, sangrada seis espacios, sin separar una
///   opción (`[--formato F]`) de su valor.
///
/// ```swift
/// let help = CommandHelp(
///   command: "leccion x", summary: "un ejemplo", usage: ["leccion x"],
///   sections: [.table("OPCIONES", [.init("--salida F", "escribe el informe en F")])])
/// help.text(width: 30)
/// // leccion x — un ejemplo
/// //
/// // USO
/// //   leccion x
/// //
/// // OPCIONES
/// //   --salida F  escribe el
/// //               informe en F
/// ```
extension CommandHelp {
  /// El ancho al que se escribe la ayuda en una terminal ancha (y sin terminal).
  public static let maximumWidth = 80

  /// Lo menos que ha de quedar para el texto al lado de una etiqueta.
  public static let minimumTextWidth = 20

  /// La ayuda entera a `width` columnas (como mucho `maximumWidth`), sin salto de línea al
  /// final.
  public func text(width: Int) -> String {
    let width = max(CommandHelp.minimumTextWidth, min(width, CommandHelp.maximumWidth))
    let heading = DisplayWidth.of(command + " — ")
    var lines = Self.fill(
      "\(command) — \(summary)", width: width, first: "",
      rest: String(repeating: " ", count: min(heading, width / 2)))
    lines += ["", "USO"]
    for line in usage {
      lines += TextWrapping.pack(
        Self.usageTokens(line), width: width, first: "  ", rest: "      ")
    }
    for section in sections {
      lines.append("")
      if let title = section.title { lines += Self.fill(title, width: width) }
      for part in section.parts { lines += Self.lines(of: part, width: width) }
    }
    return lines.joined(separator: "\n")
  }

  private static func lines(of part: Part, width: Int) -> [String] {
    switch part {
    case .lines(let lines):
      return paragraphs(of: lines).flatMap { paragraph -> [String] in
        guard let indent = paragraph.indent else { return [""] }
        let margin = String(repeating: " ", count: indent)
        return fill(paragraph.text, width: width, first: margin, rest: margin)
      }
    case .table(let rows, let labelWidth):
      let column = (labelWidth ?? Self.labelWidth(rows)) + 2
      let beside = width - 2 - column >= minimumTextWidth
      let blank = String(repeating: " ", count: 2 + column)
      return rows.flatMap { row -> [String] in
        let text = row.lines.joined(separator: " ")
        guard !text.isEmpty else { return ["  " + row.label] }
        guard beside else {
          return ["  " + row.label] + fill(text, width: width, first: "      ", rest: "      ")
        }
        let gap = String(repeating: " ", count: max(2, column - DisplayWidth.of(row.label)))
        return fill(text, width: width, first: "  " + row.label + gap, rest: blank)
      }
    }
  }

  /// `text` ajustado por palabras (varios espacios seguidos cuentan como uno).
  private static func fill(
    _ text: String, width: Int, first: String = "", rest: String = ""
  ) -> [String] {
    TextWrapping.pack(
      text.split(separator: " ").map(String.init), width: width, first: first, rest: rest)
  }

  /// Un párrafo: su sangría y su texto en una línea; sin sangría, una línea vacía.
  private struct Paragraph {
    var indent: Int?
    var text: String
  }

  private static func paragraphs(of lines: [String]) -> [Paragraph] {
    var paragraphs: [Paragraph] = []
    for line in lines {
      let indent = line.prefix { $0 == " " }.count
      let text = line.dropFirst(indent)
      guard !text.isEmpty else {
        paragraphs.append(Paragraph(indent: nil, text: ""))
        continue
      }
      if let last = paragraphs.last, last.indent == indent {
        paragraphs[paragraphs.count - 1].text += " " + text
      } else {
        paragraphs.append(Paragraph(indent: indent, text: String(text)))
      }
    }
    return paragraphs
  }

  /// Las palabras de una línea de uso, con cada opción entre corchetes entera:
  /// `leccion x [--formato F]` da `leccion`, `x`, `[--formato F]`.
  private static func usageTokens(_ line: String) -> [String] {
    var tokens: [String] = []
    var depth = 0
    for word in line.split(separator: " ") {
      if depth > 0, let last = tokens.popLast() {
        tokens.append(last + " " + word)
      } else {
        tokens.append(String(word))
      }
      depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
      depth = max(0, depth)
    }
    return tokens
  }
}
