import Foundation
import Synchronization
import Testing

@testable import Checker

/// El protocolo único para comprobar código (`CodeChecking`): un ejercicio solo es un lote de
/// uno, y el de verdad (`RunnerCodeChecker`, el del tutor y el de la corrección) da el mismo
/// veredicto que el ejecutor.
@Suite struct CodeCheckingTests {
  /// Un comprobador de pega que apunta los lotes que recibe.
  final class RecordingChecker: CodeChecking {
    let answers: [[CodeVerdict]]?
    private let calls = Mutex<[(students: [[CodeSubmission]], jobs: Int)]>([])
    var received: [(students: [[CodeSubmission]], jobs: Int)] { calls.withLock { $0 } }

    init(answers: [[CodeVerdict]]? = nil) { self.answers = answers }

    func check(students: [[CodeSubmission]], jobs: Int) async -> CodeCheckingResult {
      calls.withLock { $0.append((students, jobs)) }
      let verdicts =
        answers
        ?? students.map { $0.map { CodeVerdict(exerciseID: $0.exerciseID, limits: .standard) } }
      return CodeCheckingResult(verdicts: verdicts, compilerRuns: 1)
    }
  }

  static let submission = CodeSubmission(
    exerciseID: "caja.sumar", learnerFile: SourceFile(name: "Sumar.swift", contents: "let x = 1\n"),
    tests: SourceFile(name: "pruebas.swift", contents: "func pruebaNada() {}\n"))

  @Test func oneExerciseIsABatchOfOne() async {
    let checker = RecordingChecker()
    let verdict = await checker.check(Self.submission)
    #expect(checker.received.count == 1)
    #expect(checker.received.first?.students == [[Self.submission]])
    #expect(checker.received.first?.jobs == 1)
    #expect(verdict.exerciseID == "caja.sumar")
  }

  /// Un comprobador que no devuelve veredicto no deja el ejercicio por bueno.
  @Test func aMissingVerdictIsNotChecked() async {
    let verdict = await RecordingChecker(answers: [[]]).check(Self.submission)
    #expect(verdict.outcome == .setupFailed)
    #expect(verdict.message == "No se pudo comprobar el ejercicio. no se llegó a comprobar.")
  }

  /// El tutor y la corrección comprueban con el mismo `RunnerCodeChecker`: un ejercicio solo
  /// da el veredicto del ejecutor, y el resultado que muestra el tutor sale de él.
  @Test func theRunnerCheckerGivesTheRunnersVerdict() async throws {
    let runner = try RunnerFixture.runner(cache: false)
    let submission = CodeSubmission(
      exerciseID: "caja.contar",
      learnerFile: SourceFile(name: "Contar.swift", contents: "func contar() -> Int { 2 }\n"),
      tests: SourceFile(
        name: "pruebas.swift",
        contents: "func pruebaCuenta() { expect(contar() == 3, \"cuenta tres\") }\n"))
    let checked = await RunnerCodeChecker(runner: runner).check(submission)
    let direct = await runner.check(submission)
    #expect(checked.outcome == .testsFailed)
    #expect(checked.message == direct.message)
    #expect(checked.verdict.score == Score(earned: 0, possible: 1))
    #expect(checked.verdict.code == checked)
  }
}
