import Checker
import Foundation

/// Abre un archivo en el editor de la persona: `$VISUAL`, `$EDITOR`, `nano` o `vi`, en
/// ese orden. El editor hereda la terminal y `leccion` espera a que termine.
enum EditorLauncher {
  /// Los editores que se buscan en el `PATH` sin `$VISUAL` ni `$EDITOR`, en orden.
  static let fallbacks = ["nano", "vi"]

  /// La orden del editor, o `nil` si no hay ninguno.
  static func command(environment: TerminalEnvironment) -> String? {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment.variables[name]?.trimmingCharacters(in: .whitespaces),
        !value.isEmpty
      {
        return value
      }
    }
    let path = environment.variables["PATH"] ?? "/usr/bin:/bin"
    for editor in fallbacks {
      for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(editor)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }

  /// Abre `file` y espera; la orden del editor puede llevar argumentos (`code -w`).
  ///
  /// El editor va en el grupo de procesos de `leccion`, que es el que tiene la terminal:
  /// en un grupo propio, la terminal lo pararía en cuanto leyera una tecla. Al volver, la
  /// terminal recupera el modo que tenía (el editor la deja como quiere, sobre todo si
  /// muere por una señal) y se tira lo que el editor no llegó a leer.
  static func edit(_ file: URL, environment: TerminalEnvironment) throws(TutorError) {
    guard let command = command(environment: environment) else { throw .noEditor }
    // `exec`: la shell se reemplaza por el editor, así su final (y sus señales) son los
    // del editor.
    let arguments = ["/bin/sh", "-c", "exec \(command) \"$1\"", "leccion-editar", file.path]
    let terminal = TerminalMode.save()
    defer { terminal?.restore() }
    let termination = EditorProcess.run(arguments, environment: environment.variables)
    _ = Signals.takeInterrupt()  // un Ctrl-C dentro del editor no es para el tutor
    switch termination {
    case nil:
      throw .editorFailed(command: command, status: 127)
    case .exited(0):
      return
    case .exited(let code):
      throw .editorFailed(command: command, status: code)
    case .signaled(let signal):
      // Un editor que muere no sale de la pantalla alternativa ni vuelve a mostrar el
      // cursor: se hace por él, o el mensaje se escribiría en una pantalla que se va.
      if environment.outputIsTerminal, !environment.isDumbTerminal {
        FileHandle.standardOutput.write(Data("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8))
      }
      throw .editorKilled(command: command, signal: signal)
    }
  }
}

/// El modo de la terminal (el que deja libedit entre dos líneas), para devolvérselo
/// cuando el editor termina.
struct TerminalMode {
  private var saved: termios

  /// El modo de la entrada estándar, si es una terminal.
  static func save() -> TerminalMode? {
    guard isatty(STDIN_FILENO) == 1 else { return nil }
    var mode = termios()
    guard tcgetattr(STDIN_FILENO, &mode) == 0 else { return nil }
    return TerminalMode(saved: mode)
  }

  /// Vuelve al modo guardado y tira la entrada pendiente (las respuestas de la terminal
  /// a las preguntas del editor, que ya no lee nadie).
  func restore() {
    var mode = saved
    // Sin la terminal en primer plano, cambiar su modo pararía a `leccion` (SIGTTOU).
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var previous = sigaction()
    sigaction(SIGTTOU, &ignore, &previous)
    while tcsetattr(STDIN_FILENO, TCSAFLUSH, &mode) != 0, errno == EINTR {}
    sigaction(SIGTTOU, &previous, nil)
  }
}
