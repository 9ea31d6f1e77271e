import Checker
import Foundation

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

  /// `error` dicho por la orden `command` (su ayuda es a la que remite).
  static func failure(_ error: GradingError, command: String) -> CommandOutcome {
    CommandOutcome(errors: [error.message(in: command)], code: error.exitCode)
  }
}

/// Writes a file all at once (a temporary file renamed into place), so an interrupted
/// run never leaves half a report.
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
