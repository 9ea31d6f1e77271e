/// El único filtro de caracteres de control para lo que viene de una entrega o de un
/// programa (ids, nombres de archivo, huellas, escritores, mensajes, salida, diagnósticos):
/// se aplica antes del escapado propio de cada salida (terminal, CSV, HTML, XML, JSON,
/// devolución), así que ninguna entrega manda órdenes a una terminal (ESC, las secuencias
/// OSC, BEL, el retorno de carro que reescribe una línea), corta un archivo (NUL) ni da la
/// vuelta a un texto (los controles bidireccionales U+202A–U+202E y U+2066–U+2069).
///
/// Cada carácter quitado pasa a ser `�` (U+FFFD), que se ve: un texto manipulado se nota.
/// `\r\n` pasa a `\n`.
///
/// ```swift
/// UntrustedText.clean("rojo\u{1B}[31m\nverde")  // "rojo�[31m\nverde"
/// UntrustedText.line("ana\u{202E}nos", limit: 100)  // "ana�nos"
/// ```
public enum UntrustedText {
  /// Lo que pone en lugar de cada carácter quitado.
  public static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Si el filtro quita `scalar` (el salto de línea y el tabulador aparte): los controles
  /// C0 y C1, `DEL` y los controles bidireccionales.
  public static func isFiltered(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  /// Un texto de varias líneas (un mensaje, la salida de un programa): deja `\n` y `\t`.
  public static func clean(_ text: String) -> String {
    filtered(text, keeping: ["\n", "\t"])
  }

  /// Un texto de una línea (un id, un nombre de archivo, una huella): quita también los
  /// saltos y los tabuladores, y lo corta a `limit` caracteres con `…`.
  public static func line(_ text: String, limit: Int = 200) -> String {
    let cleaned = filtered(text, keeping: [])
    guard cleaned.count > limit else { return cleaned }
    return String(cleaned.prefix(max(0, limit - 1))) + "…"
  }

  private static func filtered(_ text: String, keeping kept: Set<Unicode.Scalar>) -> String {
    let scalars = text.unicodeScalars
    guard scalars.contains(where: { isFiltered($0) && !kept.contains($0) }) else { return text }
    var result = String.UnicodeScalarView()
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      if scalar == "\r", kept.contains("\n"), next < scalars.endIndex, scalars[next] == "\n" {
        index = next
        continue
      }
      result.append(isFiltered(scalar) && !kept.contains(scalar) ? replacement : scalar)
      index = next
    }
    return String(result)
  }
}
