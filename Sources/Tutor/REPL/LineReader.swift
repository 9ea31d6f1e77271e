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
  /// Una tecla del paginador, leída sin esperar a Intro con `prompt` a la vista (y
  /// borrado después); `nil` sin escribir nada si este lector no lee teclas sueltas (no hay
  /// terminal): entonces el paginador lee una línea.
  func readKey(prompt: String) -> PagerKey?
}

extension LineReader {
  public func readKey(prompt: String) -> PagerKey? { nil }
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

  private var keys: [PagerKey]?

  /// Crea un lector con `lines`; cada `nil` hace de Ctrl-C. Si hay `console`, escribe en
  /// ella el indicador y la línea, como el lector simple. Con `keys`, el paginador lee de
  /// ahí sus teclas (como en una terminal), y al acabarse, un Ctrl-D.
  public init(_ lines: [String?], console: Console? = nil, keys: [PagerKey]? = nil) {
    self.lines = lines
    self.console = console
    self.keys = keys
  }

  public func readKey(prompt: String) -> PagerKey? {
    guard keys != nil else { return nil }
    prompts.append(prompt)
    let key = keys?.first ?? .endOfInput
    if keys?.isEmpty == false { keys?.removeFirst() }
    console?.line(prompt + " [\(key)]")
    return key
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

/// El lector del tutor interactivo: el que se le da, avisando a la consola de cada línea
/// leída (`Console.inputWasRead()`), para que el paginador sepa cuánto hay ya en pantalla
/// encima de lo que va a mostrar.
final class InputMarkingReader: LineReader {
  private let base: LineReader
  private let console: Console

  init(_ base: LineReader, console: Console) {
    self.base = base
    self.console = console
  }

  var completions: ((String) -> [String])? {
    get { base.completions }
    set { base.completions = newValue }
  }

  func readLine(prompt: String) -> LineInput {
    defer { console.inputWasRead() }
    return base.readLine(prompt: prompt)
  }

  func remember(_ line: String) { base.remember(line) }

  func readKey(prompt: String) -> PagerKey? { base.readKey(prompt: prompt) }
}
