import Checker
import Foundation
import Lessons

/// `SnippetRunning` con `CodeRunner`: la precomprobación, los fragmentos de `ejecutar` y las
/// declaraciones de `compilador`.
struct RunnerSnippets: SnippetRunning {
  let engine: RunnerLocator

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
