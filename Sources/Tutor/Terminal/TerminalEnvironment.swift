import Foundation
import Presentation

/// Lo que `leccion` sabe del mundo en que se ejecuta: variables de entorno, si la entrada
/// y la salida son una terminal, su ancho y la carpeta actual.
///
/// Las pruebas crean uno a mano; el ejecutable usa `TerminalEnvironment.current()`.
///
/// ```swift
/// let environment = TerminalEnvironment(variables: ["NO_COLOR": "1"], currentDirectory: "/tmp")
/// environment.usesColor  // false
/// ```
public struct TerminalEnvironment: Sendable {
  /// Las variables de entorno.
  public var variables: [String: String]
  /// Si la entrada estándar es una terminal.
  public var inputIsTerminal: Bool
  /// Si la salida estándar es una terminal.
  public var outputIsTerminal: Bool
  /// La carpeta de trabajo.
  public var currentDirectory: String
  /// El ancho que dice la terminal (`TIOCGWINSZ`), si lo hay.
  public var terminalColumns: Int?
  /// El alto que dice la terminal, si lo hay.
  public var terminalRows: Int?

  /// Crea un entorno.
  public init(
    variables: [String: String] = [:], inputIsTerminal: Bool = false,
    outputIsTerminal: Bool = false, currentDirectory: String = "/",
    terminalColumns: Int? = nil, terminalRows: Int? = nil
  ) {
    self.variables = variables
    self.inputIsTerminal = inputIsTerminal
    self.outputIsTerminal = outputIsTerminal
    self.currentDirectory = currentDirectory
    self.terminalColumns = terminalColumns
    self.terminalRows = terminalRows
  }

  /// El entorno de este proceso.
  public static func current() -> TerminalEnvironment {
    TerminalEnvironment(
      variables: ProcessInfo.processInfo.environment,
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      currentDirectory: FileManager.default.currentDirectoryPath,
      terminalColumns: TerminalCapabilities.windowSize(of: STDOUT_FILENO)?.columns,
      terminalRows: TerminalCapabilities.windowSize(of: STDOUT_FILENO)?.rows)
  }

  /// Si la terminal es tonta (`TERM=dumb`) o no hay `TERM`.
  public var isDumbTerminal: Bool {
    let term = variables["TERM"] ?? ""
    return term.isEmpty || term == "dumb"
  }

  /// Lo que sabe hacer la terminal, según `TerminalCapabilities` (la misma decisión que usa
  /// la presentación de las lecciones).
  public var capabilities: TerminalStyle {
    TerminalCapabilities.detect(
      environment: variables, isTerminal: outputIsTerminal,
      windowSize: terminalColumns.map { (columns: $0, rows: terminalRows ?? 24) })
  }

  /// Si se escriben colores: solo en una terminal de verdad, sin `NO_COLOR` ni `TERM=dumb`.
  public var usesColor: Bool { capabilities.usesColor }

  /// Si se usa la edición de línea (libedit): entrada y salida en una terminal que no es tonta.
  public var usesLineEditing: Bool {
    inputIsTerminal && outputIsTerminal && !isDumbTerminal
  }

  /// Si se dibuja con Unicode (cajas, ✓): con una configuración regional UTF-8 y sin
  /// `TERM=dumb`.
  public var usesUnicode: Bool { capabilities.usesUnicode }

  /// El ancho para escribir: `COLUMNS`, si no el de la terminal, si no 80; como mucho 100.
  public var columns: Int {
    if let text = variables["COLUMNS"], let value = Int(text), value >= 20 {
      return min(value, 100)
    }
    if let terminalColumns, terminalColumns >= 20 { return min(terminalColumns, 100) }
    return 80
  }

  /// El ancho de la terminal medido en cada momento (si la salida es una terminal y no hay
  /// `COLUMNS`), para volver a ajustar el texto cuando cambia de tamaño.
  public var liveColumns: @Sendable () -> Int {
    let fixed = columns
    guard outputIsTerminal, variables["COLUMNS"].flatMap(Int.init) == nil else { return { fixed } }
    return {
      let measured = TerminalCapabilities.windowSize(of: STDOUT_FILENO)?.columns ?? fixed
      return min(max(measured, 20), 100)
    }
  }

  /// `$XDG_DATA_HOME`, o `~/.local/share`.
  public var dataHome: String {
    if let value = variables["XDG_DATA_HOME"], value.hasPrefix("/") { return value }
    let home = variables["HOME"] ?? NSHomeDirectory()
    return (home as NSString).appendingPathComponent(".local/share")
  }

  /// `$XDG_STATE_HOME`, o `~/.local/state`: donde van los archivos de recuperación.
  public var stateHome: String {
    if let value = variables["XDG_STATE_HOME"], value.hasPrefix("/") { return value }
    let home = variables["HOME"] ?? NSHomeDirectory()
    return (home as NSString).appendingPathComponent(".local/state")
  }

  /// Una ruta tal como la escribió la persona, hecha absoluta respecto a la carpeta actual.
  public func absolutePath(_ path: String) -> String {
    let expanded =
      path.hasPrefix("~/")
      ? ((variables["HOME"] ?? NSHomeDirectory()) as NSString)
        .appendingPathComponent(String(path.dropFirst(2)))
      : path
    let absolute =
      expanded.hasPrefix("/")
      ? expanded : (currentDirectory as NSString).appendingPathComponent(expanded)
    return (absolute as NSString).standardizingPath
  }
}
