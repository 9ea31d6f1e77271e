import Foundation
import Lessons
import Support
import Synchronization
import Testing
import Workspace

@testable import Checker
@testable import Tutor

/// `comprobar` en el tutor pide al mismo protocolo que la corrección (`CodeChecking`) un lote
/// de uno con los bytes del archivo, leídos una vez, y anota la huella de esos bytes.
@Suite struct TutorCodeCheckingTests {
  /// Un comprobador de pega que apunta lo que recibe y nunca compila.
  final class RecordingChecker: CodeChecking, SnippetRunning {
    private let calls = Mutex<[[[CodeSubmission]]]>([])
    var batches: [[[CodeSubmission]]] { calls.withLock { $0 } }

    func check(students: [[CodeSubmission]], jobs: Int) async -> CodeCheckingResult {
      calls.withLock { $0.append(students) }
      let verdicts = students.map { exercises in
        exercises.map { CodeVerdict(exerciseID: $0.exerciseID, limits: .standard) }
      }
      return CodeCheckingResult(verdicts: verdicts, compilerRuns: 0)
    }

    func precheck(source: SourceFile, for exercise: Exercise) async -> Verdict {
      Verdict(passed: false, message: "")
    }

    func run(snippet: String, name: String) async -> SnippetRun {
      SnippetRun(succeeded: false, output: "")
    }

    func typecheck(declaration: String, context: String?) async -> SnippetRun {
      SnippetRun(succeeded: false, output: "")
    }
  }

  @Test func checkAsksForOneExerciseWithTheBytesItRecords() async throws {
    let harness = TutorHarness()
    await harness.initialize()
    let text = "func contar() -> Int { 1 }\n// ñ\n"
    let file = harness.workspace.appendingPathComponent("codigo/caja.contador.swift")
    try Data(text.utf8).write(to: file)
    let checker = RecordingChecker()
    let services = TutorServices(
      answers: TutorServices.withoutEngine.answers, code: checker, snippets: checker)
    let run = await harness.run(["comprobar", "caja.contador"], services: services)
    #expect(run.code == 1, "\(run.text)")
    let batches = checker.batches
    #expect(batches.count == 1)
    let submission = try #require(batches.first?.first?.first)
    #expect(batches.first?.count == 1 && batches.first?.first?.count == 1)
    #expect(submission.exerciseID == "caja.contador")
    #expect(submission.learnerFile == SourceFile(name: "caja.contador.swift", contents: text))
    // Lo anotado es la huella de los bytes que se comprobaron.
    var digest = SHA256Digest()
    digest.update(Data(text.utf8))
    let store = try ProgressStore.open(url: harness.progressURL, courseID: "curso-tutor")
    let recorded = store.progress.events.last { $0.exerciseID == "caja.contador" }
    #expect(recorded?.answer == .code(fingerprint: digest.hexDigest(), bytes: text.utf8.count))
    #expect(recorded?.passed == false)
  }

  /// Sin motor, el ejercicio no se comprueba y el veredicto dice por qué, con la frase de la
  /// corrección para lo que no se pudo comprobar.
  @Test func withoutAnEngineTheExerciseIsNotChecked() async {
    let checker = LocatedCodeChecker(engine: RunnerLocator(unavailable: "falta el motor"))
    let submission = CodeSubmission(
      exerciseID: "caja.contador", learnerFile: SourceFile(name: "a.swift", contents: ""),
      tests: SourceFile(name: "pruebas.swift", contents: ""))
    let verdict = await checker.check(submission).verdict
    #expect(!verdict.passed)
    #expect(
      verdict.message
        == "No se pudo comprobar el ejercicio. No puedo compilar código: No se pudo usar : "
        + "falta el motor.")
  }
}
