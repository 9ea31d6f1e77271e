import Testing

@testable import Grading

/// `--parte auto`: la parte que da cada sistema de colas, y lo que se dice cuando no da ninguna
/// o da una equivocada.
@Suite struct PartEnvironmentTests {
  static func parse(_ part: String, _ environment: [String: String]) throws(GradingError)
    -> ReportPart?
  {
    try GradingOptions.parse(["clase", "--parte", part], processors: 1, environment: environment)
      .part
  }

  @Test(arguments: [
    (["JOB_COMPLETION_INDEX": "0", "LECCION_PARTES": "4"], "auto", 1, 4),
    (["JOB_COMPLETION_INDEX": "3"], "auto/4", 4, 4),
    (
      ["SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_MAX": "8"],
      "auto", 3, 4
    ),
    (
      [
        "SLURM_ARRAY_TASK_ID": "20", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "30",
        "SLURM_ARRAY_TASK_STEP": "10",
      ], "auto", 3, 4
    ),
    (
      ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "6"],
      "auto", 2, 6
    ),
    (["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "5"], "auto", 2, 5),
    (["LECCION_PARTE": "3/8"], "auto", 3, 8),
    (["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "5"], "1/2", 1, 2),
  ])
  func partFromTheEnvironment(environment: [String: String], value: String, index: Int, count: Int)
    throws
  {
    #expect(try Self.parse(value, environment) == ReportPart(index: index, count: count))
  }

  @Test(arguments: [
    (
      [:],
      "«--parte auto» no encuentra la parte: ninguna de SLURM_ARRAY_TASK_ID, CI_NODE_INDEX, JOB_COMPLETION_INDEX ni LECCION_PARTE está definida. Lánzalo desde el sistema de colas o usa «--parte K/N»."
    ),
    (
      ["JOB_COMPLETION_INDEX": "1"],
      "«--parte auto» sabe qué parte es pero no cuántas hay: define LECCION_PARTES (o --parte auto/N)."
    ),
    (
      ["CI_NODE_INDEX": "6", "CI_NODE_TOTAL": "5"],
      "«--parte auto»: CI_NODE_INDEX da la parte 6, y solo hay 5."
    ),
    (
      ["CI_NODE_INDEX": "dos", "CI_NODE_TOTAL": "5"],
      "«--parte auto»: CI_NODE_INDEX=«dos» no vale: debe ser un número entero desde 0 (y, en un array de Slurm, uno de sus índices)."
    ),
    (
      ["LECCION_PARTE": "9/8"],
      "«--parte auto»: LECCION_PARTE=«9/8» no vale: escribe K/N con 1 ≤ K ≤ N, por ejemplo «2/8»."
    ),
  ])
  func partProblems(environment: [String: String], message: String) {
    do {
      _ = try Self.parse("auto", environment)
      Issue.record("se aceptó \(environment)")
    } catch {
      #expect(error.message == message)
      #expect(error.exitCode == 2)
    }
  }

  @Test func aRepeatedIdenticalPartCountsOnceAndADifferentOneIsRefused() throws {
    func part(_ index: Int, _ students: [String]) -> GradeReport {
      GradeReport(
        course: ReportCourse(id: "c", title: "C", contentHash: "h"), weights: nil,
        hiddenTests: nil, timeLimitSeconds: 10, part: ReportPart(index: index, count: 2),
        exercises: [], notes: [],
        students: students.map {
          StudentResult(
            student: $0, source: "clase/\($0).json", status: .graded, message: nil, points: 0,
            maxPoints: 0, exportedAt: nil, exercises: [])
        })
    }
    let merged = try ReportMerge.merge([
      ("p1.json", part(1, ["ana"])), ("p2.json", part(2, ["beto"])),
      ("p2-otra-vez.json", part(2, ["beto"])),
    ])
    #expect(merged.students.map(\.student) == ["ana", "beto"])
    #expect(throws: GradingError.mergeDuplicatePart(path: "p2-distinta.json", part: 2)) {
      try ReportMerge.merge([
        ("p1.json", part(1, ["ana"])), ("p2.json", part(2, ["beto"])),
        ("p2-distinta.json", part(2, ["carla"])),
      ])
    }
  }
}
