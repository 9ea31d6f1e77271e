import Foundation

/// Abre un archivo en el editor de la persona: `$VISUAL`, `$EDITOR`, `nano` o `vi`, en
/// ese orden. El editor hereda la terminal y `leccion` espera a que termine.
enum EditorLauncher {
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
    for editor in ["nano", "vi"] {
      for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(editor)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }

  /// Abre `file` y espera; la orden del editor puede llevar argumentos (`code -w`).
  static func edit(_ file: URL, environment: TerminalEnvironment) throws(TutorError) {
    guard let command = command(environment: environment) else { throw .noEditor }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\(command) \"$1\"", "leccion-editar", file.path]
    process.environment = environment.variables
    do {
      try process.run()
    } catch {
      throw .editorFailed(command: command, status: 127)
    }
    process.waitUntilExit()
    _ = Signals.takeInterrupt()  // un Ctrl-C dentro del editor no es para el tutor
    if process.terminationStatus != 0 {
      throw .editorFailed(command: command, status: process.terminationStatus)
    }
  }
}
