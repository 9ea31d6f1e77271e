import Foundation
import Lessons
import Testing
import Workspace

@testable import Grading

/// `leccion tarea nueva`: cada opción mala con su mensaje exacto, y un archivo que se
/// puede usar cuando todo vale.
@Suite struct AssignmentCommandTests {
  func run(_ arguments: [String]) throws -> (outcome: CommandOutcome, directory: String) {
    let directory = try GradingFixture.temporaryDirectory()
    let context = GradingFixture.context(in: directory, cache: directory + "/cache")
    let outcome = AssignmentCommand.execute(
      arguments: ["nueva", "--curso", GradingFixture.courseDirectory] + arguments,
      context: context)
    return (outcome, directory)
  }

  @Test(arguments: [
    (
      ["--modo", "examen"], "«examen» no vale para «--modo»: escribe practica, intentos o diferida."
    ),
    (
      ["--modo", "diferida", "--penalizacion", "0.5"],
      "«--penalizacion» solo tiene sentido con «--modo intentos»."
    ),
    (
      ["--modo", "intentos", "--penalizacion", "2"],
      "«2» no vale para «--penalizacion»: escribe un número entre 0 y 1 (0.25, 1/3 o 25%)."
    ),
    (
      ["--modo", "intentos", "--intentos", "cero"],
      "«cero» no vale para «--intentos»: escribe un entero de 1 a 1000."
    ),
    (
      ["--modo", "diferida", "--fecha-limite", "mañana"],
      "«mañana» no vale para «--fecha-limite»: escribe una fecha ISO 8601 con hora y zona, como 2026-12-20T23:59:00Z."
    ),
    (["--modo", "diferida", "--contar-tardias"], "«--contar-tardias» va con --fecha-limite."),
    (
      ["--modo", "practica", "--curso-alumno", "alumnos"],
      "«--curso-alumno» va con --modo intentos o diferida (en práctica el alumno ve las respuestas)."
    ),
    (
      ["--modo", "diferida", "--ejercicios", "caja.copai"],
      "tarea.json, campo «exercises[0]»: el curso no tiene ninguna lección ni ejercicio «caja.copai». ¿Quisiste decir «caja.copia»?"
    ),
  ])
  func badOptionsSayWhatToDo(arguments: [String], message: String) throws {
    let (outcome, directory) = try run(arguments)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(outcome.code == 2)
    #expect(outcome.errors == ["error: " + message])
    #expect(!FileManager.default.fileExists(atPath: directory + "/tarea.json"))
  }

  @Test func aGoodAssignmentIsWrittenAndReadsBack() throws {
    let (outcome, directory) = try run(["--modo", "intentos", "--intentos", "3", "--semilla", "s"])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(outcome.code == 0)
    let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/tarea.json"))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"mode\": \"intentos\""))
    #expect(text.contains("\"maxTries\": 3"))
    #expect(text.contains("\"seed\": \"s\""))
  }

  /// La copia del alumno sale junto a la tarea; las entregas hechas con ella llevan la huella
  /// del curso completo, y `corregir` no acepta la copia como curso.
  @Test func aStudentCopyIsWrittenNextToTheAssignment() async throws {
    let (outcome, directory) = try run([
      "--modo", "intentos", "--semilla", "s", "--curso-alumno", "alumnos",
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(outcome.code == 0, "\(outcome.errors)")
    #expect(
      outcome.output.last?.hasPrefix(
        "Copia del alumno escrita en alumnos: sin soluciones ni explicaciones; las claves de ")
        == true)
    let copy = try #require(
      CourseLoader.load(
        from: URL(fileURLWithPath: directory + "/alumnos"), studentCopies: .workspace
      ).course)
    let full = try #require(
      CourseLoader.load(from: URL(fileURLWithPath: GradingFixture.courseDirectory)).course)
    #expect(copy.studentCopy?.mode == .tries)
    #expect(try CourseFingerprint.stamp(of: copy) == CourseFingerprint.stamp(of: full))
    let again = try run(["--modo", "diferida", "--curso-alumno", directory + "/alumnos"])
    defer { try? FileManager.default.removeItem(atPath: again.directory) }
    #expect(
      again.outcome.errors.joined().contains(
        "«--curso-alumno» no se puede usar: la carpeta «\(directory)/alumnos» ya existe y no "
          + "está vacía: elige otra o bórrala antes."))
    let context = GradingFixture.context(in: directory, cache: directory + "/cache")
    let graded = await GradingCommand.execute(
      arguments: ["--curso", directory + "/alumnos", directory], context: context)
    #expect(graded.code == 2)
    #expect(
      graded.errors.joined().contains(
        "es la copia del alumno (copia-alumno.json): corrige con el curso completo"))
  }
}
