import Checker
import Foundation
import Testing

@testable import Grading

/// Lo que cuesta el lote de un alumno cuando un ejercicio no compila: la compilación
/// conjunta que falla, los demás juntos otra vez y el roto tal como está escrito, solo (para
/// sus diagnósticos exactos); no una compilación por ejercicio. Antes, además, el roto
/// renombrado y solo, cuyo veredicto se tiraba (cuatro).
@Suite struct BatchFallbackTests {
  @Test func aBrokenExerciseCostsThreeCompilationsNotOnePerExercise() async throws {
    let toolchain = try SharedCoreToolchain.locate(currentDirectory: GradingFixture.packageRoot)
    let runner = CodeRunner(
      toolchain: toolchain, options: CodeRunnerOptions(limits: GradingFixture.shortLimits),
      cache: nil)
    var requests: [CodeSubmission] = []
    for id in GradingFixture.codeExercises {
      let tests = try GradingFixture.code(id, "pruebas")
      let solution = try GradingFixture.code(id, "solucion")
      requests.append(
        CodeSubmission(
          exerciseID: id, learnerFile: SourceFile(name: "e.swift", contents: solution),
          tests: SourceFile(name: "pruebas.swift", contents: tests)))
    }
    let more = requests.map { request -> CodeSubmission in
      var copy = request
      copy.exerciseID += "-bis"
      return copy
    }
    var all = requests + more
    all[1].learnerFile.contents += "\nlet roto: Int = \"texto\"\n"
    let result = await RunnerCodeChecker(runner: runner).check(students: [all], jobs: 1)
    #expect(result.compilerRuns == 3)
    let outcomes = result.verdicts[0].map(\.outcome)
    #expect(outcomes == [.passed, .compileFailed, .passed, .passed, .passed, .passed])
    #expect(
      result.verdicts[0][1].message
        == "No compila (1 error):\ne.swift:9:17: error: cannot convert value of type 'String' to specified type 'Int'"
    )
  }
}
