import CEditLine
import Foundation

/// Lee líneas con libedit: flechas, historial persistente (flecha arriba) y terminación
/// con el tabulador.
///
/// Usa la interfaz compatible con readline de libedit. Ctrl-C durante la lectura vuelve
/// como `.interrupted` (la señal la anota `Signals`), Ctrl-D como `.endOfInput`.
final class EditLineReader: LineReader {
  private let historyPath: String?
  var completions: ((String) -> [String])? {
    get { EditLineCompletion.provider }
    set { EditLineCompletion.provider = newValue }
  }

  /// Prepara libedit; `historyURL` es el archivo del historial (se lee ahora y se
  /// reescribe tras cada orden).
  init(historyURL: URL?) {
    historyPath = historyURL?.path
    Self.configureLocale()
    leccion_rl_setup { text, _, _ in EditLineCompletion.matches(for: text) }
    // rl_initialize crea el historial de nuevo: hay que leer el archivo después.
    _ = rl_initialize()
    using_history()
    stifle_history(1000)
    if let historyPath { _ = read_history(historyPath) }
  }

  func readLine(prompt: String) -> LineInput {
    _ = Signals.takeInterrupt()
    // libedit cuenta como visible todo lo del indicador salvo lo que va entre dos \u{1}.
    let marked = prompt.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "\u{1}$0\u{1}", options: .regularExpression)
    guard let raw = readline(marked) else {
      if Signals.takeInterrupt() {
        FileHandle.standardOutput.write(Data("\n".utf8))
        return .interrupted
      }
      FileHandle.standardOutput.write(Data("\n".utf8))
      return .endOfInput
    }
    defer { free(raw) }
    if Signals.takeInterrupt() {
      return .interrupted
    }
    return .line(String(cString: raw))
  }

  func readKey(prompt: String) -> PagerKey? {
    guard isatty(STDIN_FILENO) == 1 else { return nil }
    FileHandle.standardOutput.write(Data(prompt.utf8))
    // Se borra la fila del aviso, sea cual sea la tecla: el texto sigue seguido.
    defer { FileHandle.standardOutput.write(Data("\r\u{1B}[2K".utf8)) }
    return PagerKeys.read()
  }

  func remember(_ line: String) {
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty,
      InputLimits.refusal(for: line) == nil
    else { return }
    add_history(line)
    if let historyPath {
      _ = Signals.critical { write_history(historyPath) }
    }
  }

  /// libedit necesita una configuración regional UTF-8 para las tildes.
  private static func configureLocale() {
    if let current = setlocale(LC_CTYPE, ""), String(cString: current) != "C",
      String(cString: current) != "POSIX"
    {
      return
    }
    _ = setlocale(LC_CTYPE, "C.UTF-8")
  }
}

/// El estado de la terminación con el tabulador (libedit llama a funciones de C sin
/// contexto, así que vive aquí).
enum EditLineCompletion {
  nonisolated(unsafe) static var provider: ((String) -> [String])?
  nonisolated(unsafe) private static var candidates: [String] = []

  /// Las terminaciones de la palabra `text`, calculadas con la línea hasta el cursor.
  static func matches(for text: UnsafePointer<CChar>?) -> UnsafeMutablePointer<
    UnsafeMutablePointer<CChar>?
  >? {
    leccion_rl_completion_over()
    guard let provider, let buffer = leccion_rl_line_buffer() else { return nil }
    let line = String(cString: buffer)
    let prefix = String(decoding: Array(line.utf8).prefix(Int(leccion_rl_point())), as: UTF8.self)
    candidates = provider(prefix)
    guard !candidates.isEmpty else { return nil }
    return rl_completion_matches(text) { _, state in
      let index = Int(state)
      guard index < EditLineCompletion.candidates.count else { return nil }
      return strdup(EditLineCompletion.candidates[index])
    }
  }
}
