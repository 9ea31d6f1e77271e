import Foundation
import Lessons
import Testing
import Workspace

@testable import Grading

/// `tarea nueva --alumnos F`: la tarea guarda una ficha por alumno (no su id) y se vuelve a
/// leer igual; un archivo que no sirve se dice con su mensaje.
@Suite struct VariantAssignmentTests {
  func run(_ arguments: [String], in directory: String) -> CommandOutcome {
    let context = GradingFixture.context(in: directory, cache: directory + "/cache")
    return AssignmentCommand.execute(
      arguments: ["nueva", "--curso", GradingFixture.courseDirectory] + arguments,
      context: context)
  }

  @Test func theRosterIsStoredAsTokensAndReadBack() throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "# clase A\nana.garcia\n\nluis.perez\nana.garcia\n".write(
      toFile: directory + "/clase.txt", atomically: true, encoding: .utf8)
    let outcome = run(
      ["--modo", "intentos", "--semilla", "s", "--alumnos", "clase.txt"], in: directory)
    #expect(outcome.code == 0, "\(outcome.errors)")
    let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/tarea.json"))
    let tokens = ["ana.garcia", "luis.perez"].map { VariantDraw.token(seed: "s", student: $0) }
    #expect(String(decoding: data, as: UTF8.self).contains("\"roster\": ["))
    #expect(!String(decoding: data, as: UTF8.self).contains("ana.garcia"))
    let assignment = try AssignmentFile.parse(data, shownAs: "tarea.json", course: nil)
    #expect(assignment.roster == tokens.sorted())
    #expect(assignment.variantDraw.roster == tokens.sorted())
  }

  @Test func anEmptyRosterFileIsRefused() throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "# nadie\n\n".write(toFile: directory + "/clase.txt", atomically: true, encoding: .utf8)
    let outcome = run(["--modo", "intentos", "--alumnos", "clase.txt"], in: directory)
    #expect(outcome.code == 2)
    #expect(
      outcome.errors.joined().contains(
        "«clase.txt» no vale para «--alumnos»: escribe un archivo de texto con un id por línea."))
  }
}
