/// El escapado del informe HTML: todo texto que viene de una entrega (ids, nombres de archivo,
/// respuestas, mensajes, salida del compilador) pasa por aquí antes de llegar a la página.
///
/// ```swift
/// HTMLText.escape("<script>")  // "&lt;script&gt;"
/// ```
enum HTMLText {
  /// `text`, seguro dentro de un elemento y dentro de un atributo entre comillas
  /// (`MarkupEscape.html`).
  static func escape(_ text: String) -> String {
    MarkupEscape.html.escape(text)
  }

  /// Un elemento con su texto escapado: `element("td", "a<b", class: "n")`.
  static func element(_ name: String, _ text: String, class className: String? = nil) -> String {
    let attribute = className.map { " class=\"\($0)\"" } ?? ""
    return "<\(name)\(attribute)>\(escape(text))</\(name)>"
  }

  /// `0.62` → `62 %`; `nil` → `—`.
  static func percent(_ fraction: Double?) -> String {
    guard let fraction else { return "—" }
    return "\(Int((fraction * 100).rounded())) %"
  }

  /// `0.4127` → `0.41`; `nil` → `—`.
  static func figure(_ value: Double?) -> String {
    value.map { Descriptive.format($0, places: 2) } ?? "—"
  }
}
