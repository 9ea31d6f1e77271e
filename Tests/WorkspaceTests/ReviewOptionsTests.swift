import Foundation
import Lessons
import Testing

@testable import Workspace

/// Las opciones de revisión de una tarea (`review`): los valores de cada modo, lo que
/// cambia una tarea, cada valor que no vale con su mensaje exacto y la ida y vuelta.
@Suite struct ReviewOptionsTests {
  func parse(_ mode: String, review: String? = nil) throws(AssignmentProblem) -> Assignment {
    let field = review.map { #", "review": "# + $0 } ?? ""
    let text = #"{"format": "leccion-tarea", "version": 1, "mode": ""# + mode + #"""# + field + "}"
    return try AssignmentFile.parse(
      Data(text.utf8), shownAs: "tarea.json", course: AssignmentFileTests.course)
  }

  func problem(_ mode: String, _ review: String) -> String? {
    do {
      _ = try parse(mode, review: review)
      return nil
    } catch {
      return error.message
    }
  }

  typealias Item = ReviewOptions.Item

  @Test func eachModeHasItsDefaults() throws {
    let practice = try parse("practica").review
    let tries = try parse("intentos").review
    let deferred = try parse("diferida").review
    for item in Item.allCases {
      #expect(practice.shows(item, at: .afterAnswering), "práctica: \(item)")
      #expect(deferred.time(of: item) == .handback, "diferida: \(item)")
      #expect(!deferred.shows(item, at: .afterAnswering))
      #expect(deferred.shows(item, at: .handback))
      #expect(tries.shows(item, at: .handback), "intentos: \(item)")
    }
    for item in [Item.correctness, .points, .feedback] {
      #expect(tries.shows(item, at: .afterAnswering))
    }
    for item in [Item.rightAnswer, .explanation] {
      #expect(!tries.shows(item, at: .afterAnswering))
    }
  }

  @Test func anAssignmentChangesWhatItNames() throws {
    let tries = try parse(
      "intentos", review: #"{"rightAnswer": "al-responder", "explanation": "Nunca"}"#
    ).review
    #expect(tries.time(of: .rightAnswer) == .afterAnswering)
    #expect(tries.time(of: .explanation) == .never)
    #expect(tries.time(of: .feedback) == .afterAnswering)
    let deferred = try parse("diferida", review: #"{"rightAnswer": "nunca"}"#).review
    #expect(!deferred.shows(.rightAnswer, at: .handback))
    #expect(deferred.shows(.explanation, at: .handback))
    // Con tilde y mayúsculas también.
    let practice = try parse("practica", review: #"{"points": "Devolución"}"#).review
    #expect(practice.time(of: .points) == .handback)
  }

  @Test(arguments: [
    (
      "intentos", #""todo""#,
      "tarea.json, campo «review»: «todo» no vale; escribe un objeto como { \"rightAnswer\": "
        + "\"devolucion\" } con «correctness», «points», «feedback», «rightAnswer», «explanation»."
    ),
    (
      "intentos", #"{"rightAnswers": "nunca"}"#,
      "tarea.json, campo «review.rightAnswers»: este campo no existe en una tarea. ¿Quisiste "
        + "decir «rightAnswer»? Los campos están en «leccion tarea nueva --help»."
    ),
    (
      "intentos", #"{"feedback": "mañana"}"#,
      "tarea.json, campo «review.feedback»: «mañana» no vale; escribe «al-responder», "
        + "«devolucion» o «nunca»."
    ),
    (
      "intentos", #"{"feedback": true}"#,
      "tarea.json, campo «review.feedback»: «true» no vale; escribe «al-responder», "
        + "«devolucion» o «nunca»."
    ),
    (
      "diferida", #"{"explanation": "al-responder"}"#,
      "tarea.json, campo «review.explanation»: «al-responder» no vale; en «diferida» no se ve "
        + "nada al responder: escribe «devolucion» o «nunca»."
    ),
    (
      "diferida", #"{"points": "nunca"}"#,
      "tarea.json, campo «review.points»: «nunca» no vale; en «diferida» solo la devolución "
        + "dice la nota: escribe «devolucion» o quita el campo."
    ),
    (
      "intentos", #"{"correctness": "devolucion"}"#,
      "tarea.json, campo «review.correctness»: «devolucion» no vale; en «intentos» el alumno ve "
        + "al responder si acertó (para intentarlo otra vez): para callarlo, usa «\"mode\": "
        + "\"diferida\"»."
    ),
    (
      "practica", #"{"points": "nunca"}"#,
      "tarea.json, campo «review.points»: «nunca» no vale; la devolución siempre lleva los "
        + "puntos: escribe «al-responder» o «devolucion»."
    ),
  ])
  func eachBadValueNamesItsField(mode: String, review: String, message: String) {
    #expect(problem(mode, review) == message)
  }

  @Test func whatDiffersFromTheModeIsWrittenAndReadBack() throws {
    let assignment = try parse(
      "intentos", review: #"{"rightAnswer": "al-responder", "feedback": "al-responder"}"#)
    let text = String(decoding: AssignmentFile.encode(assignment), as: UTF8.self)
    #expect(text.contains(#""review": { "rightAnswer": "al-responder" }"#))
    let again = try AssignmentFile.parse(
      AssignmentFile.encode(assignment), shownAs: "tarea.json", course: AssignmentFileTests.course)
    #expect(again.review == assignment.review)
    let plain = String(decoding: AssignmentFile.encode(try parse("diferida")), as: UTF8.self)
    #expect(!plain.contains("review"))
  }
}
