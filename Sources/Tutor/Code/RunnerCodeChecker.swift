import Checker
import Foundation
import Lessons
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

/// Compila y ejecuta con `CodeRunner`: el archivo de la persona con las pruebas ocultas, los
/// fragmentos de `ejecutar` y las declaraciones de `compilador`.
struct RunnerCodeChecker: CodeChecking {
  let engine: RunnerLocator

  func check(source: SourceFile, for exercise: Exercise, code: any CompiledKind) async -> Verdict {
    let runner: CodeRunner
    switch engine.runner() {
    case .success(let found): runner = found
    case .failure(let error): return Verdict(passed: false, message: Self.noEngine(error))
    }
    guard let tests = code.files.contents(.tests) else {
      return Verdict(passed: false, message: "No puedo leer \(source.name).")
    }
    let submission = CodeSubmission(
      exerciseID: exercise.id, learnerFile: source,
      tests: SourceFile(name: "pruebas.swift", contents: String(decoding: tests, as: UTF8.self)))
    return await runner.check(submission).verdict
  }

  func precheck(source: SourceFile, for exercise: Exercise) async -> Verdict {
    let runner: CodeRunner
    switch engine.runner() {
    case .success(let found): runner = found
    case .failure(let error): return Verdict(passed: false, message: Self.noEngine(error))
    }
    do {
      let errors = try await runner.typecheck([source]).filter { $0.severity == .error }
      return Precheck.verdict(errors: errors.map(\.formatted))
    } catch {
      return Verdict(passed: false, message: error.message)
    }
  }

  func run(snippet: String, name: String) async -> SnippetRun {
    let runner: CodeRunner
    switch engine.runner() {
    case .success(let found): runner = found
    case .failure(let error): return SnippetRun(succeeded: false, output: Self.noEngine(error))
    }
    do {
      let outcome = try await runner.run(snippet: SourceFile(name: name, contents: snippet))
      var output = outcome.standardOutput
      if output.hasSuffix("\n") { output.removeLast() }
      if !outcome.standardError.isEmpty {
        output += (output.isEmpty ? "" : "\n") + outcome.standardError
      }
      if let failure = outcome.failureMessage { output += (output.isEmpty ? "" : "\n") + failure }
      return SnippetRun(
        succeeded: outcome.succeeded, output: output, printed: outcome.standardOutput)
    } catch {
      return SnippetRun(succeeded: false, output: error.message)
    }
  }

  func typecheck(declaration: String, context: String?) async -> SnippetRun {
    let runner: CodeRunner
    switch engine.runner() {
    case .success(let found): runner = found
    case .failure(let error): return SnippetRun(succeeded: false, output: Self.noEngine(error))
    }
    // Como en la prueba de las claves de admisión: la declaración dentro de una función,
    // tras los tipos del contexto.
    let source = (context.map { $0 + "\n" } ?? "") + "func __compilador() {\n  \(declaration)\n}\n"
    do {
      let diagnostics = try await runner.typecheck([
        SourceFile(name: "compilador.swift", contents: source)
      ])
      let errors = diagnostics.filter { $0.severity == .error }
      return SnippetRun(
        succeeded: errors.isEmpty,
        output: errors.map { "error: " + $0.message }.joined(separator: "\n"))
    } catch {
      return SnippetRun(succeeded: false, output: error.message)
    }
  }

  static func noEngine(_ error: CodeRunnerError) -> String {
    "No puedo compilar código: " + error.message
  }
}
