import Foundation

/// Donde escribe `leccion`: la salida, los errores y el estilo (colores o no).
///
/// Las pruebas usan `Console.capturing()` y leen `captured`; el ejecutable escribe en
/// la salida estándar sin búfer de líneas perdidas.
///
/// ```swift
/// let console = Console.capturing()
/// console.line("hola")
/// console.captured.output  // ["hola"]
/// ```
public final class Console: @unchecked Sendable {
  /// Lo que se escribió, cuando la consola captura.
  public struct Captured: Sendable {
    /// Líneas de la salida.
    public var output: [String] = []
    /// Líneas de error.
    public var errors: [String] = []
  }

  /// El estilo de la salida (color y Unicode; el ancho de ahora es `columns`).
  public let style: TerminalStyle
  /// El ancho en columnas (el de ahora: sigue a la terminal si cambia de tamaño).
  public var columns: Int { measureColumns() }
  private let measureColumns: @Sendable () -> Int
  /// El alto en filas (para el paginador).
  public let rows: Int
  private let lock = NSLock()
  private var capture: Captured?
  private var rowsWritten = 0
  private var openLineWidth = 0

  /// Una consola que escribe en la salida y el error estándar, de `columns` columnas.
  public convenience init(style: TerminalStyle, columns: Int, rows: Int = 24) {
    self.init(style: style, rows: rows, measuringColumns: { columns })
  }

  /// Una consola cuyo ancho se vuelve a medir cada vez (`measuringColumns`).
  public init(
    style: TerminalStyle, rows: Int = 24, measuringColumns: @escaping @Sendable () -> Int
  ) {
    self.style = style
    self.rows = rows
    self.measureColumns = measuringColumns
  }

  /// Una consola que guarda lo que se escribe (sin colores, 80 columnas y 24 filas).
  public static func capturing(columns: Int = 80, rows: Int = 24) -> Console {
    let console = Console(
      style: TerminalStyle(usesColor: false, usesUnicode: true, width: columns), columns: columns,
      rows: rows)
    console.capture = Captured()
    return console
  }

  /// Lo escrito hasta ahora (vacío si la consola no captura).
  public var captured: Captured {
    lock.lock()
    defer { lock.unlock() }
    return capture ?? Captured()
  }

  /// Las filas de la terminal escritas desde la última línea que escribió la persona
  /// (`inputWasRead()`), contando las que ocupa una línea más ancha que la terminal: lo
  /// que el paginador deja a la vista encima de su primera pantalla.
  public var rowsSinceInput: Int {
    lock.lock()
    defer { lock.unlock() }
    return rowsWritten
  }

  /// La persona acaba de escribir una línea (con su Intro): lo escrito antes queda por
  /// encima de su indicador, y la cuenta de `rowsSinceInput` vuelve a cero.
  public func inputWasRead() {
    lock.lock()
    defer { lock.unlock() }
    rowsWritten = 0
    openLineWidth = 0
  }

  /// Escribe `text` y un salto de línea en la salida.
  public func line(_ text: String = "") {
    write(text + "\n", toError: false)
  }

  /// Escribe `text` ajustado al ancho, cada línea pasada por `paint` (un color).
  public func paragraph(_ text: String, paint: (String) -> String = { $0 }) {
    for line in TextWrapping.wrapLines(text, width: columns - 1) { self.line(paint(line)) }
  }

  /// Escribe `text` sin salto de línea (un indicador, por ejemplo).
  public func text(_ text: String) {
    write(text, toError: false)
  }

  /// Escribe `text` y un salto de línea en la salida de errores.
  public func error(_ text: String) {
    write(text + "\n", toError: true)
  }

  private func write(_ text: String, toError: Bool) {
    let columns = max(1, self.columns)
    lock.lock()
    defer { lock.unlock() }
    count(text, columns: columns)
    if capture != nil {
      append(text, toError: toError)
      return
    }
    let data = Data(text.utf8)
    let descriptor = toError ? STDERR_FILENO : STDOUT_FILENO
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }

  /// Suma las filas que ocupa `text` en una terminal de `columns` columnas: cada línea
  /// terminada, las que llene (al menos una); la que queda abierta, al cerrarse.
  private func count(_ text: String, columns: Int) {
    let pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, piece) in pieces.enumerated() {
      openLineWidth += DisplayWidth.of(piece)
      guard index < pieces.count - 1 else { break }
      rowsWritten += max(1, (openLineWidth + columns - 1) / columns)
      openLineWidth = 0
    }
  }

  private func append(_ text: String, toError: Bool) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Un texto sin salto final (un indicador) queda como línea propia.
    if text.hasSuffix("\n") { lines.removeLast() }
    if toError { capture?.errors += lines } else { capture?.output += lines }
  }
}
