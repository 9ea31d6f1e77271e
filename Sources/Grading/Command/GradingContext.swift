import Checker
import Foundation
import Support

/// What the commands take from the outside world, so tests can give their own: the
/// current folder, the environment, the number of cores and how to make a code runner.
struct GradingContext: Sendable {
  var currentDirectory: String
  var environment: [String: String]
  var processorCount: Int
  /// The running binary (to find `Content/` next to it).
  var executable: URL?
  /// Makes the code runner; `cache` says whether to use the user's cache.
  var makeRunner:
    @Sendable (_ options: CodeRunnerOptions, _ cache: Bool) throws(CodeRunnerError) -> CodeRunner
  /// Now (for `exportedAt`).
  var now: @Sendable () -> Date

  /// The real process.
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

  /// `path` made absolute against the current folder.
  func absolute(_ path: String) -> String {
    InputDiscovery.absolute(path, from: currentDirectory)
  }
}

/// What a command printed and its exit code.
struct CommandOutcome: Sendable {
  var output: [String] = []
  var errors: [String] = []
  var code: Int32 = 0

  static func failure(_ error: GradingError) -> CommandOutcome {
    CommandOutcome(errors: [error.message], code: error.exitCode)
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

/// Runs async command work from synchronous code (the executable's `main`).
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
