/// Pintar texto suelto (mensajes, marcas, órdenes) con el estilo de la terminal: con
/// colores ANSI o sin nada, y con símbolos Unicode o ASCII.
///
/// ```swift
/// let style = TerminalStyle(usesColor: true, usesUnicode: true)
/// style.bold("Lección 1")  // "\u{1B}[1mLección 1\u{1B}[0m"
/// TerminalStyle.plain.bold("Lección 1")  // "Lección 1"
/// ```
extension TerminalStyle {
  /// Negrita.
  public func bold(_ text: String) -> String { paint(text, "1") }
  /// Atenuado.
  public func dim(_ text: String) -> String { paint(text, "2") }
  /// Verde: lo que está bien.
  public func success(_ text: String) -> String { paint(text, "32") }
  /// Rojo: lo que está mal.
  public func failure(_ text: String) -> String { paint(text, "31") }
  /// Amarillo: avisos.
  public func warning(_ text: String) -> String { paint(text, "33") }
  /// Cian: órdenes e ids.
  public func accent(_ text: String) -> String { paint(text, "36") }

  /// Marca de resuelto.
  public var passedMark: String { usesUnicode ? "✓" : "+" }
  /// Marca de intentado sin resolver.
  public var failedMark: String { usesUnicode ? "✗" : "x" }
  /// Marca de sin empezar.
  public var pendingMark: String { usesUnicode ? "·" : "." }
  /// Marca de la posición actual.
  public var hereMark: String { usesUnicode ? "▸" : ">" }

  private func paint(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
