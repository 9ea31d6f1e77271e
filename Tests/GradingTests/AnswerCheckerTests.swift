import Checker
import Lessons
import Workspace
import Testing

@testable import Grading

/// Las respuestas que no son código pasan por las comprobaciones de cada tipo del propio
/// corrector; el adaptador les lleva las respuestas de la entrega y convierte los
/// veredictos en puntos.
@Suite struct AnswerAssessorTests {
  let course = GradingFixture.course
  let assessor = CheckerAnswerAssessor()

  func assess(_ id: String, _ answer: RawAnswer) throws -> AnswerAssessment {
    let exercise = try #require(course.exercise(id))
    return assessor.assess(answer, for: exercise, in: course, order: nil)
  }

  @Test(
    arguments: [
      ("caja.copia", RawAnswer.choicePositions([1]), true),
      ("caja.copia", .choicePositions([0]), false),
      ("caja.metodo", .freeText("  WITH lock! "), true),
      ("caja.metodo", .freeText("wrappedValue"), false),
      ("caja.imprime", .prediction(lines: ["2", "fin"]), true),
      ("caja.imprime", .prediction(lines: ["1", "fin"]), false),
      ("decidir.saldo", .flowchartWalk(path: ["No", "no"]), true),
      ("decidir.saldo", .flowchartWalk(path: ["no", "sí"]), false),
      ("decidir.tipos", .admission(verdicts: ["admitida", "rechazada", "higiene"]), true),
      (
        "caja.dibujo",
        .flowchartRebuild(
          mermaid:
            "flowchart TD\nP[PANTALLA DE SALDO] --> K[caja de la cuenta]\nQ[Pantalla de pagos] --> K"
        ), true
      ),
    ] as [(String, RawAnswer, Bool)])
  func sameVerdictAsTheChecker(id: String, answer: RawAnswer, passed: Bool) throws {
    let exercise = try #require(course.exercise(id))
    let verdict = AnswerChecker(course: course).check(exercise, raw: answer)
    let assessment = try assess(id, answer)
    #expect(assessment.passed == passed)
    // Un recorrido que se tuerce en la segunda pregunta vale la primera (1 de 2).
    let partial = id == "decidir.saldo" && !passed ? 0.5 : 0.0
    #expect(assessment.score == (passed ? 1 : partial))
    #expect(assessment.message == verdict.message)
    #expect(!assessment.message.isEmpty)
  }

  @Test func partialScoresBecomeAShareOfThePoints() throws {
    let admission = try assess(
      "decidir.tipos", .admission(verdicts: ["admitida", "admitida", "higiene"]))
    #expect(!admission.passed)
    #expect(abs(admission.score - 2.0 / 3.0) < 1e-9)
  }

  @Test func aWrongKindIsWrongNotACrash() throws {
    let assessment = try assess("caja.imprime", .flowchartWalk(path: ["no"]))
    #expect(!assessment.passed)
    #expect(assessment.score == 0)
  }
}
