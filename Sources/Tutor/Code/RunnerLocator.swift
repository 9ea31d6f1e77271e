import Checker
import Synchronization

/// El corrector de código (`CodeRunner`), buscado una sola vez y solo si hace falta.
final class RunnerLocator: Sendable {
  private let found = Mutex<Result<CodeRunner, CodeRunnerError>?>(nil)
  private let unavailable: String?

  /// `unavailable`: si se da, el motor no se busca y este es el motivo.
  init(unavailable: String? = nil) {
    self.unavailable = unavailable
  }

  /// El corrector, o por qué no está.
  func runner() -> Result<CodeRunner, CodeRunnerError> {
    if let unavailable { return .failure(.fileSystem(path: "", reason: unavailable)) }
    return found.withLock { found in
      if let found { return found }
      let result: Result<CodeRunner, CodeRunnerError>
      do throws(CodeRunnerError) {
        result = .success(try CodeRunner.locate())
      } catch {
        result = .failure(error)
      }
      found = result
      return result
    }
  }
}
