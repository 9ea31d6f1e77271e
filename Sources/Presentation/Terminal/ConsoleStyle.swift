/// Estilos de texto para la terminal: con colores ANSI o sin nada, y con Unicode o ASCII.
///
/// ```swift
/// let style = ConsoleStyle(color: true, unicode: true)
/// style.bold("Lección 1")  // "\u{1B}[1mLección 1\u{1B}[0m"
/// ConsoleStyle(color: false, unicode: true).bold("Lección 1")  // "Lección 1"
/// ```
public struct ConsoleStyle: Sendable, Equatable {
  /// Si se escriben códigos de color.
  public var color: Bool
  /// Si se usan símbolos Unicode (✓, ✗, ▸); si no, ASCII.
  public var unicode: Bool

  /// Crea un estilo.
  public init(color: Bool, unicode: Bool) {
    self.color = color
    self.unicode = unicode
  }

  /// Negrita.
  public func bold(_ text: String) -> String { wrap(text, "1") }
  /// Atenuado.
  public func dim(_ text: String) -> String { wrap(text, "2") }
  /// Verde: lo que está bien.
  public func success(_ text: String) -> String { wrap(text, "32") }
  /// Rojo: lo que está mal.
  public func failure(_ text: String) -> String { wrap(text, "31") }
  /// Amarillo: avisos.
  public func warning(_ text: String) -> String { wrap(text, "33") }
  /// Cian: órdenes e ids.
  public func accent(_ text: String) -> String { wrap(text, "36") }

  /// Marca de resuelto.
  public var passedMark: String { unicode ? "✓" : "+" }
  /// Marca de intentado sin resolver.
  public var failedMark: String { unicode ? "✗" : "x" }
  /// Marca de sin empezar.
  public var pendingMark: String { unicode ? "·" : "." }
  /// Marca de la posición actual.
  public var hereMark: String { unicode ? "▸" : ">" }

  private func wrap(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
