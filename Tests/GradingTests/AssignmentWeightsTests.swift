import Foundation
import Lessons
import Testing
import Workspace

@testable import Grading

/// Issue 24: los pesos son de la tarea. El tutor dice «vale X de Y» con los de la tarea, así
/// que `corregir --tarea` no acepta un `--pesos` que diga otra cosa; uno que dice lo mismo
/// da el informe de sin `--pesos`, y `--pesos` sin tarea sigue valiendo.
@Suite struct AssignmentWeightsTests {
  func grade(_ group: CrossFormatClass, _ extra: [String]) async -> CommandOutcome {
    await GradingCommand.execute(
      arguments: ["clase", "--curso", GradingFixture.courseDirectory, "--formato", "json"] + extra,
      context: GradingFixture.context(in: group.root, cache: group.root + "/cache"))
  }

  func write(_ text: String, _ name: String, in group: CrossFormatClass) throws {
    try text.write(toFile: group.root + "/" + name, atomically: true, encoding: .utf8)
  }

  @Test func weightsThatAreTheAssignmentsGiveTheSameReport() async throws {
    let group = try CrossFormatClass.make()
    defer { try? FileManager.default.removeItem(atPath: group.root) }
    // Lo mismo que la tarea (todo 1), también en un ejercicio que no cuenta en ella.
    try write("caja.metodo: 1\n01-caja: 1\ncaja.sumar: 5\n", "pesos.txt", in: group)
    let plain = await grade(group, ["--tarea", "tarea.json"])
    let both = await grade(group, ["--tarea", "tarea.json", "--pesos", "pesos.txt"])
    #expect(plain.code == 0, "\(plain.errors)")
    #expect(both.errors == [])
    #expect(both.output == plain.output)
  }

  @Test func weightsOtherThanTheAssignmentsAreRefused() async throws {
    let group = try CrossFormatClass.make()
    defer { try? FileManager.default.removeItem(atPath: group.root) }
    try write("caja.metodo: 1\ncaja.imprime: 2,5\n", "pesos.txt", in: group)
    let refused = await grade(group, ["--tarea", "tarea.json", "--pesos", "pesos.txt"])
    #expect(
      refused.errors == [
        "error: «--pesos pesos.txt» no son los pesos de la tarea «tarea.json»: «caja.imprime»"
          + " vale 2.5 con «pesos.txt» y 1 con la tarea. Los pesos son de la tarea (con ellos"
          + " dice el tutor a cada alumno lo que vale cada ejercicio): escríbelos en ella"
          + " («leccion tarea nueva --pesos pesos.txt …») y corrige sin «--pesos»."
      ])
    #expect(refused.code == 2)
    #expect(refused.output == [])
  }

  /// `tarea nueva --pesos` los pone en la tarea: el tutor (`Assignment.maxPoints`) y el
  /// informe dicen lo mismo de cada ejercicio, y el mismo archivo se admite al corregir.
  @Test func weightsWrittenIntoTheAssignmentAreTheReportsAndTheTutors() async throws {
    let group = try CrossFormatClass.make()
    defer { try? FileManager.default.removeItem(atPath: group.root) }
    try write("01-caja: 2\ncaja.imprime: 1,5\n", "pesos.txt", in: group)
    let context = GradingFixture.context(in: group.root, cache: group.root + "/cache")
    let written = AssignmentCommand.execute(
      arguments: [
        "nueva", "--curso", GradingFixture.courseDirectory, "--modo", "intentos", "--semilla",
        "cruce", "--pesos", "pesos.txt", "--ejercicios",
        CrossFormatClass.exercises.joined(
          separator: ","), "--salida", "con-pesos.json",
      ], context: context)
    #expect(written.code == 0, "\(written.errors)")
    let assignment = try AssignmentFile.load(
      path: group.root + "/con-pesos.json", shownAs: "con-pesos.json",
      course: GradingFixture.course)
    let plain = await grade(group, ["--tarea", "con-pesos.json"])
    let both = await grade(group, ["--tarea", "con-pesos.json", "--pesos", "pesos.txt"])
    #expect(both.output == plain.output)
    let report = try JSONReport.decode(Data(plain.output.joined(separator: "\n").utf8))
    let tutor = Dictionary(
      uniqueKeysWithValues: GradingFixture.course.exercises.filter(assignment.counts).map {
        ($0.id, assignment.maxPoints(for: $0))
      })
    let graded = Dictionary(
      uniqueKeysWithValues: report.exercises.filter { tutor[$0.id] != nil }.map {
        ($0.id, $0.maxPoints)
      })
    #expect(graded == tutor)
    #expect(tutor["caja.imprime"] == 3)
    #expect(tutor["decidir.saldo"] == 1)
  }
}
