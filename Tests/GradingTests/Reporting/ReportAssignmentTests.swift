import Foundation
import Support
import Testing
import Workspace

@testable import Grading

/// La tarea de un informe (`leccion-informe`, campo `assignment`) es la `Assignment` misma:
/// sus bytes son los del esquema documentado, con las fracciones a 4 decimales, y `--unir`
/// la vuelve a leer igual.
@Suite struct ReportAssignmentTests {
  static func json(_ assignment: ReportAssignment) throws -> String {
    String(decoding: try WorkspaceJSON.encoder().encode(assignment), as: UTF8.self)
  }

  @Test func aTriesAssignmentWritesEveryFieldOfTheSchema() throws {
    let assignment = ReportAssignment(
      Assignment(
        mode: .tries, title: "Parcial 1", courseID: "c", penalty: 1.0 / 3, maxTries: 3,
        hintCost: 0.1, solutionCost: 1, deadline: Timestamp.parse("2026-12-20T23:59:00Z"),
        seed: "s", exercises: ["x"], weights: ["x": 2], fingerprint: "f00d"))
    #expect(
      try Self.json(assignment) == """
        {
          "countLate" : false,
          "deadline" : "2026-12-20T23:59:00.000Z",
          "fingerprint" : "f00d",
          "hintCost" : 0.1,
          "maxTries" : 3,
          "mode" : "intentos",
          "penalty" : 0.3333,
          "solutionCost" : 1,
          "title" : "Parcial 1"
        }
        """)
    #expect(assignment.penalty == 0.3333)
    #expect(assignment.mode == .tries)
  }

  @Test func whatAPracticeAssignmentLacksIsLeftOut() throws {
    let assignment = ReportAssignment(Assignment(mode: .practice, fingerprint: "f00d"))
    #expect(
      try Self.json(assignment) == """
        {
          "countLate" : false,
          "fingerprint" : "f00d",
          "hintCost" : 0,
          "mode" : "practica",
          "penalty" : 0.3333,
          "solutionCost" : 1
        }
        """)
  }

  @Test(arguments: Assignment.Mode.allCases)
  func aReportAssignmentIsReadBackTheSame(mode: Assignment.Mode) throws {
    let assignment = ReportAssignment(
      Assignment(
        mode: mode, title: "T", penalty: 0.25, maxTries: mode == .tries ? 2 : nil,
        hintCost: 1.0 / 6, solutionCost: 0.5, deadline: Timestamp.parse("2026-12-20T23:59:00Z"),
        countLate: true, fingerprint: "f"))
    let data = try WorkspaceJSON.encoder().encode(assignment)
    let read = try WorkspaceJSON.decoder().decode(ReportAssignment.self, from: data)
    #expect(read == assignment)
    #expect(try WorkspaceJSON.encoder().encode(read) == data)
  }
}
