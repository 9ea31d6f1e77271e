/// Cómo se pinta el texto: con color o sin él, con caracteres de caja Unicode o ASCII, y a
/// qué ancho y alto.
///
/// Se obtiene de la terminal con `TerminalCapabilities.current()` o se construye a mano en
/// las pruebas:
///
/// ```swift
/// let style = TerminalStyle(usesColor: false, usesUnicode: true, width: 80, height: 24)
/// MarkdownRenderer(style: style).render("Hola, *mundo*.")  // ["Hola, *mundo*."]
/// ```
public struct TerminalStyle: Sendable, Hashable {
  /// El ancho máximo del texto, aunque la terminal sea más ancha.
  public static let maximumTextWidth = 100
  /// El ancho mínimo con el que se dibuja, aunque la terminal sea más estrecha.
  public static let minimumTextWidth = 20

  /// Si se emiten secuencias de escape ANSI (negrita, colores).
  public var usesColor: Bool
  /// Si se usan caracteres de caja Unicode (`┌─┐`, `│`, `•`) en lugar de ASCII.
  public var usesUnicode: Bool
  /// El ancho del texto en columnas, entre `minimumTextWidth` y `maximumTextWidth`.
  public var width: Int
  /// El alto de la terminal en filas (al menos 2).
  public var height: Int

  /// Crea un estilo; `width` y `height` se ajustan a sus límites.
  public init(usesColor: Bool, usesUnicode: Bool, width: Int = 80, height: Int = 24) {
    self.usesColor = usesColor
    self.usesUnicode = usesUnicode
    self.width = min(Self.maximumTextWidth, max(Self.minimumTextWidth, width))
    self.height = max(2, height)
  }

  /// Sin color, en ASCII, a 80 columnas: lo que se escribe cuando la salida no es una
  /// terminal o `TERM=dumb`.
  public static let plain = TerminalStyle(usesColor: false, usesUnicode: false)

  /// El mismo estilo con otro ancho (por ejemplo, el que queda dentro de una cita).
  public func withWidth(_ width: Int) -> TerminalStyle {
    var copy = self
    copy.width = max(1, width)
    return copy
  }
}
