import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Averigua qué sabe hacer la terminal: color, caracteres Unicode y tamaño.
///
/// La decisión es una función pura de las variables de entorno, de si la salida es una
/// terminal y de lo que contestó `ioctl(TIOCGWINSZ)`, para poder probarla:
///
/// ```swift
/// let style = TerminalCapabilities.detect(
///   environment: ["TERM": "xterm-256color", "LANG": "es_ES.UTF-8"],
///   isTerminal: true, windowSize: (columns: 120, rows: 40))
/// style.usesColor  // true
/// style.width      // 100 (el texto no pasa de 100 columnas)
/// ```
public enum TerminalCapabilities {
  /// Filas y columnas de la terminal según `ioctl`.
  public typealias WindowSize = (columns: Int, rows: Int)

  /// El estilo que corresponde a este entorno.
  ///
  /// - Color: no si `NO_COLOR` tiene valor, si `TERM=dumb` o si la salida no es una terminal.
  /// - Unicode: si la primera de `LC_ALL`, `LC_CTYPE` y `LANG` que tiene valor dice UTF-8 y
  ///   `TERM` no es `dumb`.
  /// - Ancho: `COLUMNS` si es un número positivo; si no, el de `ioctl`; si no, 80. El texto
  ///   no pasa de `TerminalStyle.maximumTextWidth`.
  /// - Alto: `LINES`, el de `ioctl` o 24.
  ///
  /// - Parameters:
  ///   - environment: las variables de entorno.
  ///   - isTerminal: si la salida es una terminal (`isatty`).
  ///   - windowSize: lo que contestó `ioctl(TIOCGWINSZ)`, o `nil` si falló.
  public static func detect(
    environment: [String: String], isTerminal: Bool, windowSize: WindowSize?
  ) -> TerminalStyle {
    let isDumb = environment["TERM"] == "dumb"
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let locale =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty } ?? ""
    let normalized = locale.lowercased().replacingOccurrences(of: "-", with: "")
    let isUTF8 = normalized.contains("utf8")
    let columns = positiveNumber(environment["COLUMNS"]) ?? windowSize?.columns ?? 80
    let rows = positiveNumber(environment["LINES"]) ?? windowSize?.rows ?? 24
    return TerminalStyle(
      usesColor: isTerminal && !isDumb && !noColor,
      usesUnicode: isUTF8 && !isDumb,
      width: columns,
      height: rows)
  }

  /// El estilo de la salida estándar de este proceso, leído ahora (tras un cambio de tamaño
  /// de la ventana, basta con volver a llamarla).
  public static func current(fileDescriptor: Int32 = STDOUT_FILENO) -> TerminalStyle {
    let isTerminal = isatty(fileDescriptor) == 1
    return detect(
      environment: ProcessInfo.processInfo.environment,
      isTerminal: isTerminal,
      windowSize: isTerminal ? windowSize(of: fileDescriptor) : nil)
  }

  /// Filas y columnas de la terminal de `fileDescriptor`, o `nil` si no lo es.
  public static func windowSize(of fileDescriptor: Int32) -> WindowSize? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return (columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  private static func positiveNumber(_ text: String?) -> Int? {
    guard let text, let value = Int(text.trimmingCharacters(in: .whitespaces)), value > 0
    else { return nil }
    return value
  }
}
