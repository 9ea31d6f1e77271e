import Checker
import Presentation
import Foundation
import Support

/// Lo que las órdenes toman del mundo exterior, para que las pruebas puedan dar lo suyo:
/// la carpeta actual, el entorno, el número de núcleos y cómo crear un ejecutor de código.
struct GradingContext: Sendable {
  var currentDirectory: String
  var environment: [String: String]
  var processorCount: Int
  /// El binario en ejecución (para encontrar el `Content/` que tiene al lado).
  var executable: URL?
  /// Crea el ejecutor de código (`corregir` le quita la caché de programas del alumno:
  /// usa solo el almacén de resultados).
  var makeRunner: @Sendable (_ options: CodeRunnerOptions) throws(CodeRunnerError) -> CodeRunner
  /// El momento actual (para `exportedAt`).
  var now: @Sendable () -> Date
  /// El ancho de la terminal, al que se ajusta `--help` (80 sin terminal).
  var columns = CommandHelp.maximumWidth

  /// El proceso de verdad.
  static var standard: GradingContext {
    GradingContext(
      currentDirectory: FileManager.default.currentDirectoryPath,
      environment: ProcessInfo.processInfo.environment,
      processorCount: ProcessInfo.processInfo.activeProcessorCount,
      executable: Bundle.main.executableURL,
      makeRunner: { options throws(CodeRunnerError) in try CodeRunner.locate(options: options) },
      now: { Date() })
  }

  /// `path` hecha absoluta respecto a la carpeta actual.
  func absolute(_ path: String) -> String {
    InputDiscovery.absolute(path, from: currentDirectory)
  }
}

/// Lo que escribió una orden y su código de salida.
struct CommandOutcome: Sendable {
  var output: [String] = []
  var errors: [String] = []
  var code: Int32 = 0

  /// `error` dicho por la orden `command` (su ayuda es a la que remite), con la etiqueta
  /// «error:» (`ErrorLabel`), y `code` como código de salida (por omisión, el del error).
  static func failure(_ error: GradingError, command: String, code: Int32? = nil)
    -> CommandOutcome
  {
    CommandOutcome(
      errors: [ErrorLabel.labeled(error.message(in: command))], code: code ?? error.exitCode)
  }

  /// Escribe la salida por `output` y los errores por `errorOutput`, y devuelve el código
  /// de salida: el final de la función `run` de cada orden.
  func deliver(output: (String) -> Void, errorOutput: (String) -> Void) -> Int32 {
    self.output.forEach(output)
    errors.forEach(errorOutput)
    return code
  }
}

extension AtomicFile {
  /// Escribe un informe o un archivo del profesor de una vez (`AtomicFile.write`): una
  /// corrección interrumpida nunca deja medio informe. `shownAs` es el nombre del error.
  static func save(_ text: String, to path: String, shownAs: String) throws(GradingError) {
    do {
      try write(Data(text.utf8), toPath: path)
    } catch {
      throw .cannotWrite(path: shownAs, reason: error.detail)
    }
  }
}
