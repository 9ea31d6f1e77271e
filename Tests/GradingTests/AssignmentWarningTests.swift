import Foundation
import Lessons
import Testing
import Workspace

@testable import Grading

/// Una entrega hecha sin la tarea (o con otra) se corrige con la del profesor, con un aviso
/// en su fila, y sus mensajes usan el orden de opciones que el alumno vio de verdad.
@Suite struct AssignmentWarningTests {
  func grade(_ submission: Submission, assignment: Assignment) async throws -> StudentResult {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/" + submission.student + ".json"
    try GradingFixture.write(submission, to: path)
    let setup = GradingSetup(
      course: GradingFixture.course, stamp: GradingFixture.stamp, assignment: assignment)
    let grader = ClassGrader(setup: setup, code: nil, jobs: 1)
    let report = try await grader.grade([GradingInput(path: path, shownAs: "e.json", kind: .file)])
    return try #require(report.students.first)
  }

  @Test func aHandInMadeWithoutTheAssignmentIsGradedWithItAndFlagged() async throws {
    var assignment = Assignment(mode: .tries, seed: "s")
    assignment.fingerprint = String(repeating: "f", count: 64)
    let submission = GradingFixture.submission("ana", code: [:])
    let row = try await grade(submission, assignment: assignment)
    #expect(
      row.warnings == ["se hizo sin la tarea (el alumno no vio sus reglas); se corrige con ella"])
    #expect(row.exercises.first { $0.id == "caja.copia" }?.status == .pass)
  }

  @Test func aHandInMadeWithTheSameAssignmentHasNoWarning() async throws {
    var assignment = Assignment(mode: .tries, seed: "s")
    assignment.fingerprint = String(repeating: "f", count: 64)
    var submission = GradingFixture.submission("ana", code: [:])
    submission.assignment = assignment.fingerprint
    let row = try await grade(submission, assignment: assignment)
    #expect(row.warnings == nil)
  }
}
