/// Cuánto de un veredicto de código llega a quien lo lee (el alumno en el tutor, el
/// profesor en el informe, el alumno en su devolución): un archivo de 253 KB con 36 000
/// errores o una prueba que anota un mensaje de un mega no pueden llenar un informe.
///
/// ```swift
/// FeedbackBounds.count(35_990)  // "35 990"
/// FeedbackBounds.lines("a\nb\nc", maxLines: 2)  // "a\nb\n… (1 línea más)"
/// ```
enum FeedbackBounds {
  /// Los errores de compilación que se muestran; del resto se da la cuenta.
  static let shownErrors = 10
  /// Hasta cuántos errores se cuentan con su número exacto; más allá, «más de 1000».
  static let countedErrors = 1000
  /// Los fallos anotados por prueba que se muestran.
  static let shownDetails = 5
  /// Las líneas de cada fallo anotado (o de un diagnóstico).
  static let linesPerMessage = 5
  /// Los caracteres de cada línea.
  static let charactersPerLine = 300
  /// Los bytes de la salida del programa que se muestran.
  static let outputBytes = 4096

  /// `text` con como mucho `maxLines` líneas de `charactersPerLine` caracteres.
  static func lines(_ text: String, maxLines: Int = linesPerMessage) -> String {
    // Solo se recorren entero, byte a byte, las líneas que no se muestran.
    let pieces = text.split(
      separator: "\n", maxSplits: maxLines, omittingEmptySubsequences: false)
    var kept = pieces.prefix(maxLines).map { line -> String in
      let head = line.prefix(charactersPerLine)
      return head.count < charactersPerLine || head.endIndex == line.endIndex
        ? String(head) : head.dropLast() + "…"
    }
    let rest =
      pieces.count > maxLines ? pieces[maxLines].utf8.reduce(1) { $1 == 10 ? $0 + 1 : $0 } : 0
    if rest > 0 { kept.append("… (\(rest == 1 ? "1 línea más" : "\(count(rest)) líneas más"))") }
    return kept.joined(separator: "\n")
  }

  /// Los primeros `outputBytes` bytes de `output`, sin partir un carácter, y si se cortó.
  static func output(_ output: String) -> (text: String, cut: Bool) {
    guard output.utf8.count > outputBytes else { return (output, false) }
    var text = ""
    var bytes = 0
    for character in output {
      bytes += character.utf8.count
      if bytes > outputBytes { break }
      text.append(character)
    }
    return (text, true)
  }

  /// Un número como se escribe en castellano: con un espacio cada tres cifras desde las
  /// cinco («35 990», pero «4990»).
  static func count(_ number: Int) -> String {
    let digits = String(number.magnitude)
    guard digits.count > 4 else { return number < 0 ? "-" + digits : digits }
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.insert(digits[start..<end], at: 0)
      end = start
    }
    return (number < 0 ? "-" : "") + groups.joined(separator: " ")
  }
}
