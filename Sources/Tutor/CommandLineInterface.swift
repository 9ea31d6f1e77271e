import Foundation

/// Punto de entrada de `leccion`: interpreta los argumentos y delega en cada orden.
///
/// ```swift
/// let code = CommandLineInterface.run(arguments: ["--version"])
/// ```
public enum CommandLineInterface {
  /// Ejecuta `leccion` con `arguments` (sin el nombre del programa) y devuelve el código de salida.
  public static func run(
    arguments: [String],
    output: (String) -> Void = { print($0) },
    errorOutput: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) -> Int32 {
    switch ParsedCommand.parse(arguments) {
    case .success(.help):
      output(HelpText.general)
      return ExitCode.success.rawValue
    case .success(.version):
      output("leccion \(LeccionVersion.current)")
      return ExitCode.success.rawValue
    case .failure(let error):
      errorOutput(error.message)
      return ExitCode.usage.rawValue
    }
  }
}
