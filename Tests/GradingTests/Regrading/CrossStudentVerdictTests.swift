import Foundation
import Lessons
import Synchronization
import Testing
import Workspace

@testable import Checker
@testable import Grading

/// Un corrector de mentira en el que un ejercicio con `// ataque` echa a perder los
/// veredictos de todo lo que se compila con él, como hacía un `write` interpuesto o un `==`
/// propio cuando el código de la persona y las pruebas compartían programa.
final class CollusionCodeGrader: CodeChecking, Sendable {
  private let calls = Mutex<Int>(0)
  var batches: Int { calls.withLock { $0 } }

  func check(students: [[CodeSubmission]], jobs: Int) async -> CodeCheckingResult {
    calls.withLock { $0 += students.count }
    let verdicts = students.map { batch in
      let spoiled = batch.contains { $0.learnerFile.contents.contains("// ataque") }
      return batch.map { submission in
        CodeVerdict(
          exerciseID: submission.exerciseID,
          tests: [
            TestCaseResult(
              name: "prueba",
              status: spoiled ? .failed(messages: ["\u{1B}]0;falsificado\u{07}"]) : .passed)
          ],
          output: "", limits: .standard)
      }
    }
    return CodeCheckingResult(verdicts: verdicts, compilerRuns: students.count)
  }
}

/// Hallazgo 2: un veredicto guardado no cruza de un alumno a otro. «abel» entrega la
/// solución oficial de dos ejercicios y, en el tercero, algo que estropea su programa; «ana»
/// y «beto» entregan la solución oficial de todo. Antes, los veredictos de «abel» se
/// guardaban con la clave del código solo, y «ana» y «beto» suspendían, también al volver a
/// corregir sin «abel».
@Suite struct CrossStudentVerdictTests {
  func grade(_ made: RegradingClass, stored: Bool = true) async throws -> [String] {
    let store = stored ? try ResultStore.open(directory: made.storeDirectory) : nil
    let code = StoredCodeGrader(
      inner: CollusionCodeGrader(), store: store, keying: RegradingClass.keying)
    let grader = ClassGrader(
      setup: GradingSetup(course: GradingFixture.course, stamp: GradingFixture.stamp), code: code,
      jobs: 1)
    let inputs = InputDiscovery.inputs(
      for: [made.folder], currentDirectory: made.root, workspaces: TutorWorkspaceReader())
    let report = try await grader.grade(inputs)
    return report.students.map { "\($0.student ?? ""): \($0.points)" }
  }

  @Test func anAttackerDoesNotSpoilTheVerdictsOfOthers() async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    try made.write("abel", changes: ["caja.contador": "// ataque\n"])
    try made.write("ana")
    try made.write("beto")
    let together = try await grade(made)
    #expect(together == ["abel: 6.0", "ana: 9.0", "beto: 9.0"])
    try FileManager.default.removeItem(atPath: made.folder + "/abel.json")
    #expect(try await grade(made) == ["ana: 9.0", "beto: 9.0"])
    #expect(try await grade(made, stored: false) == ["ana: 9.0", "beto: 9.0"])
  }
}
