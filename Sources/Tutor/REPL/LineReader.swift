import Foundation
import Presentation

/// Lo que devuelve una lectura de línea.
public enum LineInput: Equatable, Sendable {
  /// Una línea (sin el salto).
  case line(String)
  /// Ctrl-C: se cancela lo que se estaba escribiendo.
  case interrupted
  /// Ctrl-D o fin de la entrada.
  case endOfInput
}

/// De donde lee el tutor interactivo: libedit en una terminal, líneas simples si no, o
/// una lista de líneas en las pruebas.
public protocol LineReader: AnyObject {
  /// Lee una línea mostrando `prompt`.
  func readLine(prompt: String) -> LineInput
  /// Anota `line` en el historial (solo las órdenes, no las respuestas a medias).
  func remember(_ line: String)
  /// Quien propone las terminaciones con el tabulador: recibe la línea hasta el cursor.
  var completions: ((String) -> [String])? { get set }
}

/// Lee líneas de la entrada estándar sin edición (entrada que no es una terminal, o
/// `TERM=dumb`): el indicador es texto simple y cada línea leída se repite en la salida,
/// para que la transcripción de un guion se entienda.
final class PlainLineReader: LineReader {
  private let console: Console
  private let echoInput: Bool
  var completions: ((String) -> [String])?

  init(console: Console, echoInput: Bool) {
    self.console = console
    self.echoInput = echoInput
  }

  func readLine(prompt: String) -> LineInput {
    console.text(prompt)
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    clearerr(Self.input)
    let count = getline(&buffer, &capacity, Self.input)
    if count < 0 {
      if Signals.takeInterrupt() {
        console.line()
        return .interrupted
      }
      console.line()
      return .endOfInput
    }
    guard let buffer else { return .endOfInput }
    var line = String(cString: buffer)
    if line.hasSuffix("\n") { line.removeLast() }
    if line.hasSuffix("\r") { line.removeLast() }
    if echoInput { console.line(InputLimits.echo(line)) }
    return .line(line)
  }

  func remember(_ line: String) {}

  /// La entrada estándar como `FILE *` propio (Swift 6 no deja usar la global `stdin`).
  nonisolated(unsafe) private static let input = fdopen(STDIN_FILENO, "r")
}

/// Un lector que devuelve líneas ya escritas, para las pruebas; `nil` es Ctrl-C.
public final class ScriptedLineReader: LineReader {
  private var lines: [String?]
  /// Los indicadores que se mostraron.
  public private(set) var prompts: [String] = []
  /// Lo que se anotó en el historial.
  public private(set) var history: [String] = []
  public var completions: ((String) -> [String])?
  private let console: Console?

  /// Crea un lector con `lines`; cada `nil` hace de Ctrl-C. Si hay `console`, escribe en
  /// ella el indicador y la línea, como el lector simple.
  public init(_ lines: [String?], console: Console? = nil) {
    self.lines = lines
    self.console = console
  }

  public func readLine(prompt: String) -> LineInput {
    prompts.append(prompt)
    guard !lines.isEmpty else {
      console?.line(prompt)
      return .endOfInput
    }
    let next = lines.removeFirst()
    console?.line(prompt + (next ?? "^C"))
    guard let next else { return .interrupted }
    return .line(next)
  }

  public func remember(_ line: String) { history.append(line) }
}
