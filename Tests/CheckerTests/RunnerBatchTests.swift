import Testing

@testable import Checker

@Suite("Corrector de código: lotes")
struct RunnerBatchTests {
  static func exercise(_ id: String, type: String, correct: Bool) -> CodeSubmission {
    RunnerFixture.submission(
      "struct \(type) { var n = \(correct ? 1 : 2) }",
      tests: "func prueba\(type)() { expect(\(type)().n == 1, \"\(type) empieza en 1\") }", id: id)
  }

  @Test func disjointExercisesShareOneCompilation() async throws {
    let runner = try RunnerFixture.runner()
    let batch = [
      Self.exercise("a.uno", type: "Uno", correct: true),
      Self.exercise("a.dos", type: "Dos", correct: false),
      Self.exercise("a.tres", type: "Tres", correct: true),
    ]
    let result = await runner.check(batch: batch)
    #expect(result.compilerRuns == 1)
    #expect(result.verdicts.map(\.exerciseID) == ["a.uno", "a.dos", "a.tres"])
    #expect(result.verdicts.map(\.outcome) == [.passed, .testsFailed, .passed])
    #expect(
      result.verdicts[1].message
        == "La prueba no pasa.\n✗ pruebaDos\n  · Dos empieza en 1" + RunnerFixture.notes())
    let again = await runner.check(batch: batch)
    #expect(again.compilerRuns == 0)
    #expect(again.cacheHits == 3)
  }

  @Test func clashingNamesAreCompiledApart() async throws {
    let runner = try RunnerFixture.runner(cache: false)
    let batch = [
      Self.exercise("b.uno", type: "Contador", correct: true),
      Self.exercise("b.dos", type: "Contador", correct: false),
    ]
    let result = await runner.check(batch: batch)
    #expect(result.compilerRuns == 2)
    #expect(result.verdicts.map(\.outcome) == [.passed, .testsFailed])
  }

  @Test func aBrokenExerciseDoesNotSinkTheOthers() async throws {
    let runner = try RunnerFixture.runner(cache: false)
    var broken = Self.exercise("c.roto", type: "Roto", correct: true)
    broken.learnerFile.contents = "struct Roto { var n = }"
    let batch = [
      Self.exercise("c.bien", type: "Bien", correct: true), broken,
      Self.exercise("c.otro", type: "Otro", correct: false),
    ]
    let result = await runner.check(batch: batch)
    // Una conjunta que falla, la rota sola y las dos limpias juntas otra vez.
    #expect(result.compilerRuns == 3)
    #expect(result.verdicts.map(\.outcome) == [.passed, .compileFailed, .testsFailed])
    #expect(result.verdicts[0].message == "La prueba pasa." + RunnerFixture.notes())
    #expect(
      result.verdicts[1].message
        == "No compila (1 error):\nEjercicio.swift:1:23: error: expected initial value after '='")
  }

  @Test func groupingKeepsNamesApartAndRespectsTheLimit() {
    let pending: [(position: Int, names: Set<String>)] = [
      (0, ["A", "pruebaA"]), (1, ["A", "pruebaB"]), (2, ["C"]), (3, ["D"]),
    ]
    #expect(CodeRunner.groups(pending, limit: 8) == [[0, 2, 3], [1]])
    #expect(CodeRunner.groups(pending, limit: 2) == [[0, 2], [1, 3]])
  }
}
