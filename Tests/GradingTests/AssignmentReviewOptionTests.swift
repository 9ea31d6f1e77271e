import Foundation
import Testing
import Workspace

@testable import Grading

/// `leccion tarea nueva --revision COSA=CUANDO,…`: el campo `review` de la tarea desde la
/// línea de órdenes, con las reglas del archivo (`ReviewOptionsTests`) y un mensaje exacto
/// para cada valor que no vale.
@Suite struct AssignmentReviewOptionTests {
  func run(_ arguments: [String]) -> (outcome: CommandOutcome, directory: String)? {
    guard let directory = try? GradingFixture.temporaryDirectory() else { return nil }
    let context = GradingFixture.context(in: directory, cache: directory + "/cache")
    let outcome = AssignmentCommand.execute(
      arguments: ["nueva", "--curso", GradingFixture.courseDirectory, "--semilla", "s"]
        + arguments, context: context)
    return (outcome, directory)
  }

  @Test func theReviewOptionIsWrittenIntoTheAssignment() throws {
    let (outcome, directory) = try #require(
      run([
        "--modo", "intentos", "--revision", "explanation=nunca, RightAnswer=Al-Responder",
      ]))
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(outcome.code == 0, "\(outcome.errors)")
    let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/tarea.json"))
    #expect(
      String(decoding: data, as: UTF8.self).contains(
        "  \"review\": { \"rightAnswer\": \"al-responder\", \"explanation\": \"nunca\" }\n"))
    let read = try AssignmentFile.parse(data, shownAs: "tarea.json", course: nil)
    #expect(read.review.time(of: .rightAnswer) == .afterAnswering)
    #expect(read.review.time(of: .explanation) == .never)
    // Lo que no se dice sigue el modo.
    #expect(read.review.time(of: .feedback) == .afterAnswering)
    #expect(read.review.time(of: .points) == .afterAnswering)
  }

  @Test func withoutTheOptionTheModeDecides() throws {
    let (outcome, directory) = try #require(run(["--modo", "diferida"]))
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(outcome.code == 0, "\(outcome.errors)")
    let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/tarea.json"))
    #expect(!String(decoding: data, as: UTF8.self).contains("review"))
    let read = try AssignmentFile.parse(data, shownAs: "tarea.json", course: nil)
    #expect(read.review == ReviewOptions(mode: .deferred))
  }

  @Test(arguments: [
    (
      ["--modo", "intentos", "--revision", "respuesta=nunca"],
      "«--revision respuesta=nunca» no vale: «respuesta» no es ninguna de las cinco cosas"
        + " (correctness, points, feedback, rightAnswer o explanation)."
    ),
    (
      ["--modo", "intentos", "--revision", "rigthAnswer=nunca"],
      "«--revision rigthAnswer=nunca» no vale: «rigthAnswer» no es ninguna de las cinco cosas"
        + " (correctness, points, feedback, rightAnswer o explanation). ¿Quisiste decir"
        + " «rightAnswer»?"
    ),
    (
      ["--modo", "intentos", "--revision", "rightAnswer=pronto"],
      "«--revision rightAnswer=pronto» no vale: después de «=» escribe «al-responder»,"
        + " «devolucion» o «nunca»."
    ),
    (
      ["--modo", "intentos", "--revision", "rightAnswer"],
      "«--revision rightAnswer» no vale: escribe COSA=CUANDO, separadas por comas, como"
        + " «rightAnswer=al-responder»."
    ),
    (
      ["--modo", "intentos", "--revision", ","],
      "«--revision ,» no vale: escribe COSA=CUANDO, separadas por comas."
    ),
    (
      ["--modo", "intentos", "--revision", "rightAnswer=nunca,rightAnswer=devolucion"],
      "«--revision rightAnswer=devolucion» no vale: «rightAnswer» ya está antes; déjalo una vez."
    ),
    (
      ["--modo", "intentos", "--revision", "correctness=nunca"],
      "«--revision correctness=nunca» no vale: en «intentos» el alumno ve al responder si"
        + " acertó (para intentarlo otra vez): para callarlo, usa «--modo diferida»."
    ),
    (
      ["--modo", "intentos", "--revision", "points=nunca"],
      "«--revision points=nunca» no vale: la devolución siempre lleva los puntos: escribe"
        + " «al-responder» o «devolucion»."
    ),
    (
      ["--modo", "diferida", "--revision", "points=al-responder"],
      "«--revision points=al-responder» no vale: en «diferida» solo la devolución dice la nota:"
        + " escribe «devolucion» o quítalo de «--revision»."
    ),
    (
      ["--modo", "diferida", "--revision", "explanation=al-responder"],
      "«--revision explanation=al-responder» no vale: en «diferida» no se ve nada al responder:"
        + " escribe «devolucion» o «nunca»."
    ),
  ])
  func badReviewOptionsSayWhatToDo(arguments: [String], message: String) throws {
    let (outcome, directory) = try #require(run(arguments))
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(outcome.errors == ["error: " + message])
    #expect(outcome.code == 2)
    #expect(!FileManager.default.fileExists(atPath: directory + "/tarea.json"))
  }

  @Test func theHelpExplainsTheOption() {
    let help = GradingHelp.assignment.text(width: 80)
    #expect(help.contains("--revision L"))
    #expect(help.contains("COSA=CUANDO"))
    #expect(help.contains("QUÉ VE EL ALUMNO Y CUÁNDO"))
  }
}
