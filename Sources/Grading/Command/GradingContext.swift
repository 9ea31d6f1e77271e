import Checker
import Foundation

/// Lo que las órdenes toman del mundo exterior, para que las pruebas puedan dar lo suyo:
/// la carpeta actual, el entorno, el número de núcleos y cómo crear un ejecutor de código.
struct GradingContext: Sendable {
  var currentDirectory: String
  var environment: [String: String]
  var processorCount: Int
  /// El binario en ejecución (para encontrar el `Content/` que tiene al lado).
  var executable: URL?
  /// Crea el ejecutor de código; `cache` dice si usa la caché del usuario.
  var makeRunner:
    @Sendable (_ options: CodeRunnerOptions, _ cache: Bool) throws(CodeRunnerError) -> CodeRunner
  /// El momento actual (para `exportedAt`).
  var now: @Sendable () -> Date

  /// El proceso de verdad.
  static var standard: GradingContext {
    GradingContext(
      currentDirectory: FileManager.default.currentDirectoryPath,
      environment: ProcessInfo.processInfo.environment,
      processorCount: ProcessInfo.processInfo.activeProcessorCount,
      executable: Bundle.main.executableURL,
      makeRunner: { options, cache throws(CodeRunnerError) in
        var runner = try CodeRunner.locate(options: options)
        if !cache { runner.cache = nil }
        return runner
      },
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

  static func failure(_ error: GradingError) -> CommandOutcome {
    CommandOutcome(errors: [error.message], code: error.exitCode)
  }
}

/// Escribe un archivo de una vez (un temporal que se renombra sobre el destino), para que
/// una ejecución interrumpida nunca deje medio informe.
enum AtomicWriter {
  static func write(_ text: String, to path: String, shownAs: String) throws(GradingError) {
    let directory = (path as NSString).deletingLastPathComponent
    let temporary = directory + "/.\((path as NSString).lastPathComponent).\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
      throw .cannotWrite(path: shownAs, reason: "no se puede crear un archivo en «\(directory)»")
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw .cannotWrite(path: shownAs, reason: SafeFile.describe(errno: code))
    }
  }
}

/// Ejecuta el trabajo asíncrono de una orden desde código síncrono (el `main` del
/// ejecutable).
enum Blocking {
  static func wait(_ work: @escaping @Sendable () async -> CommandOutcome) -> CommandOutcome {
    let box = OutcomeBox()
    let semaphore = DispatchSemaphore(value: 0)
    Task.detached {
      box.value = await work()
      semaphore.signal()
    }
    semaphore.wait()
    return box.value
  }

  private final class OutcomeBox: @unchecked Sendable {
    var value = CommandOutcome()
  }
}
