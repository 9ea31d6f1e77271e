/// Lo que cabe en una línea del tutor, y cómo se cita lo escrito en un mensaje.
///
/// ```swift
/// InputLimits.refusal(for: String(repeating: "a ", count: 5120))
/// // .lineTooLong(length: 10240, limit: 1000)
/// InputLimits.quoted(String(repeating: "x", count: 500))  // "xxxx…" (40 letras y «…»)
/// ```
enum InputLimits {
  /// Lo más largo que se atiende: una orden o una línea de respuesta (la más larga de
  /// verdad no llega a 200). Lo que pasa de aquí ni se responde ni va al historial.
  static let maxLineLength = 1000

  /// Lo más largo de lo escrito que se repite dentro de un mensaje.
  static let maxQuoted = 40

  /// Por qué no se atiende `line`, o `nil` si cabe.
  static func refusal(for line: String) -> TutorError? {
    let length = line.count
    return length > maxLineLength ? .lineTooLong(length: length, limit: maxLineLength) : nil
  }

  /// `text` para citarlo en un mensaje: entero si es corto; si no, su principio y «…».
  static func quoted(_ text: String) -> String {
    text.count <= maxQuoted ? text : String(text.prefix(maxQuoted - 1)) + "…"
  }

  /// `line` para repetirla en la transcripción: entera si se atiende; si no, su principio
  /// y cuánto mide.
  static func echo(_ line: String) -> String {
    guard line.count > maxLineLength else { return line }
    return String(line.prefix(80)) + "… (\(line.count) caracteres)"
  }
}
