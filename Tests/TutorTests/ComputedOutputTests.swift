import Checker
import Foundation
import Lessons
import Testing

@testable import Tutor

/// La salida de una predicción con parámetros que calcula el tutor es la misma que calcula
/// `corregir` (`VariantOutputs`): solo la salida estándar, sin los saltos de línea del final.
@Suite struct ComputedOutputTests {
  /// Un motor de pega: el fragmento imprime `stdout` y escribe `stderr` en la de errores; el
  /// tutor muestra las dos juntas, como `RunnerSnippets`.
  struct TwoChannelRunner: SnippetRunning {
    let stdout: String
    let stderr: String

    func precheck(source: SourceFile, for exercise: Exercise) async -> Verdict {
      Verdict(passed: false, message: "")
    }

    func run(snippet: String, name: String) async -> SnippetRun {
      SnippetRun(succeeded: true, output: stdout + stderr, printed: stdout)
    }

    func typecheck(declaration: String, context: String?) async -> SnippetRun {
      SnippetRun(succeeded: true, output: "")
    }
  }

  static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/curso-variantes")

  @Test func onlyTheStandardOutputIsThePredictionsOutput() async throws {
    let loaded = try #require(CourseLoader.load(from: Self.content).course)
    let course = loaded.resolved { _ in 0 }
    let exercise = try #require(course.exercises.first { $0.id == "var.suma" })
    let runner = TwoChannelRunner(stdout: "3 2\n\n", stderr: "aviso del motor\n")
    let completed = await ComputedOutput.complete(exercise, in: course, snippets: runner)
    let prediction = try #require(completed.kind.model(PredictionExercise.self))
    #expect(prediction.expectedOutput == "3 2")
  }
}
