import Foundation
import Testing

@testable import Lessons

/// `retirados.txt`: los ids que dejaron el curso, cada línea mala con su mensaje, y las
/// comprobaciones de `validar` (un id retirado no vuelve, su sustituto existe).
@Suite struct RetiredIDsTests {
  func parse(_ text: String) -> ([String: String?], [String]) {
    var log = DiagnosticCollector(file: "retirados.txt")
    let retired = RetiredParser.parse(text, log: &log)
    return (retired, log.diagnostics.map(\.description))
  }

  @Test func linesWithAndWithoutReplacement() {
    let (retired, problems) = parse(
      "# comentario\ncaja.vieja → caja.copia\ncaja.otra -> caja.metodo  # cambió\ncaja.sola\n")
    #expect(problems == [])
    #expect(retired["caja.vieja"] == .some("caja.copia"))
    #expect(retired["caja.otra"] == .some("caja.metodo"))
    #expect(retired["caja.sola"] == .some(nil))
  }

  @Test func badLinesAreLocated() {
    let (_, problems) = parse("no es un id\ncaja.vieja → caja.copia\ncaja.vieja\n")
    #expect(
      problems == [
        "retirados.txt:1: «no es un id» no es una línea de retirados: escribe «id.viejo → id.nuevo» o solo «id.viejo».",
        "retirados.txt:3: el id «caja.vieja» ya está retirado en la línea 2.",
      ])
  }

  @Test func validateRefusesAReusedIDAndAMissingReplacement() throws {
    let loaded = try #require(CourseLoader.load(from: FixturePaths.validCourse).course)
    let course = Course(
      id: loaded.id, directory: loaded.directory, lessons: loaded.lessons,
      retired: ["caja.copia": String?.none, "caja.vieja": "caja.nada"])
    let problems = CourseValidator.validate(course).map(\.message)
    #expect(
      problems.contains(
        "el id «caja.copia» está en retirados.txt y un ejercicio lo vuelve a usar: un id retirado no se reutiliza; dale otro id al ejercicio."
      ))
    #expect(
      problems.contains(
        "«caja.vieja» se retira a favor de «caja.nada», que no es ningún ejercicio del curso."))
  }

  @Test func theRealCourseKnowsItsRetiredIDs() throws {
    let content = FixturePaths.root.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Content")
    let course = try #require(CourseLoader.load(from: content).course)
    #expect(
      course.retirement(of: "withlock.abrazo")?.message
        == "el ejercicio «withlock.abrazo» se retiró del curso; el que lo sustituye es «withlock.orden-fijo»."
    )
    #expect(course.retirement(of: "withlock.carrera") == nil)
    #expect(CourseValidator.validate(course).isEmpty)
  }
}

/// Los ids de opción: escritos (`{#id}`) o, si no, la letra de su lugar; los malos y los
/// repetidos se señalan con su línea.
@Suite struct OptionIDsTests {
  @Test func writtenAndDerivedIDs() {
    #expect(ExerciseBuilder.optionID(in: "{#lento} Un texto") == .valid("lento", rest: "Un texto"))
    #expect(ExerciseBuilder.optionID(in: "Sin id") == .none)
    #expect(ExerciseBuilder.optionID(in: "{#Mal} x") == .invalid("Mal"))
    #expect(ExerciseBuilder.optionID(in: "{#sin-cerrar x") == .invalid("{#sin-cerrar x"))
    #expect(ChoiceExercise.derivedID(position: 0) == "a")
    #expect(ChoiceExercise.derivedID(position: 2) == "c")
  }

  @Test func theMessagesNameWhatToDo() {
    #expect(
      Diagnostic.Problem.malformedOptionID("Mal").message
        == "el id de opción «Mal» no vale: escríbelo como «{#nombre}» justo tras la casilla, con minúsculas sin tildes, cifras o guiones (hasta 30)."
    )
    #expect(
      Diagnostic.Problem.duplicatedOptionID("b", firstLine: 4).message
        == "el id de opción «b» ya lo tiene la opción de la línea 4: cada opción de un ejercicio necesita el suyo (sin id escrito, es la letra de su lugar)."
    )
  }
}
