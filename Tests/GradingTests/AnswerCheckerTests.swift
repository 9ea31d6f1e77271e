import Checker
import Lessons
import Testing

@testable import Grading

/// Non-code answers go through the checker's own per-kind checks; the adapter maps the
/// hand-in's answers to them and turns verdicts into points.
@Suite struct AnswerAssessorTests {
  let course = GradingFixture.course
  let assessor = CheckerAnswerAssessor()

  func assess(_ id: String, _ answer: SubmittedAnswer) throws -> AnswerAssessment {
    let exercise = try #require(course.exercise(id))
    return assessor.assess(answer, for: exercise, in: course)
  }

  @Test(arguments: [
    ("caja.copia", SubmittedAnswer.choice(selected: [1]), true),
    ("caja.copia", .choice(selected: [0]), false),
    ("caja.metodo", .freeText("  WITH lock! "), true),
    ("caja.metodo", .freeText("wrappedValue"), false),
    ("caja.imprime", .prediction(lines: ["2", "fin"]), true),
    ("caja.imprime", .prediction(lines: ["1", "fin"]), false),
    ("decidir.saldo", .flowchartWalk(path: ["No", "no"]), true),
    ("decidir.saldo", .flowchartWalk(path: ["no", "sí"]), false),
    ("decidir.tipos", .admission(verdicts: ["admitida", "rechazada", "higiene"]), true),
    ("caja.dibujo", .flowchartRebuild(mermaid: "flowchart TD\nP[PANTALLA DE SALDO] --> K[caja de la cuenta]\nQ[Pantalla de pagos] --> K"), true),
  ] as [(String, SubmittedAnswer, Bool)])
  func sameVerdictAsTheChecker(id: String, answer: SubmittedAnswer, passed: Bool) throws {
    let exercise = try #require(course.exercise(id))
    let verdict = AnswerChecker(course: course).check(exercise, answer: CheckerAnswerAssessor.answer(answer))
    let assessment = try assess(id, answer)
    #expect(assessment.passed == passed)
    #expect(assessment.score == (passed ? 1 : 0))
    #expect(assessment.message == verdict.message)
    #expect(!assessment.message.isEmpty)
  }

  @Test func partialScoresBecomeAShareOfThePoints() throws {
    let admission = try assess("decidir.tipos", .admission(verdicts: ["admitida", "admitida", "higiene"]))
    #expect(!admission.passed)
    #expect(abs(admission.score - 2.0 / 3.0) < 1e-9)
  }

  @Test func aWrongKindIsWrongNotACrash() throws {
    let assessment = try assess("caja.imprime", .flowchartWalk(path: ["no"]))
    #expect(!assessment.passed)
    #expect(assessment.score == 0)
  }
}
