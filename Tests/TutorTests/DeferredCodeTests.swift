import Foundation
import Lessons
import Testing
import Workspace

@testable import Checker
@testable import Tutor

/// El código en una tarea diferida (#24, hallazgo 7): `comprobar` dice solo si el archivo
/// compila, nunca el resultado de las pruebas, hasta la devolución.
@Suite struct DeferredCodeTests {
  /// Un corrector de código de pega (`CodeChecking`, el de la corrección también, y lo que el
  /// tutor pide sin pruebas) que dice de qué prueba habla (una que falla, para que su nombre
  /// salga en el veredicto) y anota qué se le pidió.
  final class RecordingCodeChecker: CodeChecking, SnippetRunning, @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [String] = []
    var called: [String] { lock.withLock { calls } }

    func check(students: [[CodeSubmission]], jobs: Int) async -> CodeCheckingResult {
      lock.withLock { calls += students.joined().map { _ in "check" } }
      let verdicts = students.map { exercises in
        exercises.map {
          CodeVerdict(
            exerciseID: $0.exerciseID,
            tests: [
              TestCaseResult(name: "sumaDosVeces", status: .failed(messages: ["esperaba 2"]))
            ],
            limits: .standard)
        }
      }
      return CodeCheckingResult(verdicts: verdicts, compilerRuns: 0)
    }

    func precheck(source: SourceFile, for exercise: Exercise) async -> Verdict {
      lock.withLock { calls.append("precheck") }
      return Precheck.verdict(errors: [])
    }

    func run(snippet: String, name: String) async -> SnippetRun {
      SnippetRun(succeeded: true, output: "")
    }

    func typecheck(declaration: String, context: String?) async -> SnippetRun {
      SnippetRun(succeeded: true, output: "")
    }
  }

  func services(_ checker: RecordingCodeChecker) -> TutorServices {
    TutorServices(answers: TutorServices.withoutEngine.answers, code: checker, snippets: checker)
  }

  func assigned(_ mode: String) async -> TutorHarness {
    let harness = TutorHarness()
    let text = #"{"format": "leccion-tarea", "version": 1, "mode": ""# + mode + #""}"#
    try? Data(text.utf8).write(to: harness.root.appendingPathComponent("tarea.json"))
    let result = await harness.run(
      ["iniciar", "espacio", "--alumno", "ana", "--tarea", "tarea.json"], workspace: false)
    #expect(result.code == 0, "\(result.errors)")
    return harness
  }

  @Test func deferredCheckSaysOnlyWhetherItCompiles() async throws {
    let harness = await assigned("diferida")
    let checker = RecordingCodeChecker()
    let file = harness.workspace.appendingPathComponent("codigo/caja.contador.swift")
    try Data("func contar() {}\n".utf8).write(to: file)
    let repl = await harness.run(
      [], input: ["ir caja.contador", "comprobar"], services: services(checker))
    let shell = await harness.run(["comprobar", "caja.contador"], services: services(checker))
    #expect(
      repl.output.joined(separator: " ").contains("En el código, «comprobar» te dice solo si"),
      "\(repl.text)")
    for run in [repl, shell] {
      #expect(
        run.text.contains("Compila. En esta tarea las pruebas se pasan cuando tu profesor"),
        "\(run.text)")
      #expect(!run.text.contains("sumaDosVeces"), "\(run.text)")
    }
    // Como una respuesta guardada sin veredicto: no sale con 0, que diría «pasa».
    #expect(shell.code == 1)
    #expect(checker.called == ["precheck", "precheck"])
    // Que compile no es un veredicto: el progreso lo guarda sin él.
    let store = try ProgressStore.open(url: harness.progressURL, courseID: "curso-tutor")
    let answers = store.progress.events.filter { $0.exerciseID == "caja.contador" }
    #expect(answers.count == 2 && answers.allSatisfy { $0.passed == nil })
  }

  @Test func aFileThatDoesNotCompileShowsItsErrorsAndFails() {
    let verdict = Precheck.verdict(errors: ["caja.contador.swift:1:13: error: expected type"])
    #expect(
      verdict.message == "No compila:\ncaja.contador.swift:1:13: error: expected type")
    #expect(!verdict.passed)
  }

  @Test func triesStillRunsTheTests() async throws {
    let harness = await assigned("intentos")
    let checker = RecordingCodeChecker()
    let file = harness.workspace.appendingPathComponent("codigo/caja.contador.swift")
    try Data("func contar() {}\n".utf8).write(to: file)
    let run = await harness.run(["comprobar", "caja.contador"], services: services(checker))
    #expect(run.text.contains("sumaDosVeces"), "\(run.text)")
    #expect(checker.called == ["check"])
  }
}
