import Checker
import Foundation
import Lessons
import Workspace
import Testing

@testable import Grading

/// Las respuestas que no son código pasan por las comprobaciones de cada tipo del propio
/// corrector; el adaptador les lleva las respuestas de la entrega y convierte los
/// veredictos en puntos.
@Suite struct CourseAnswerCheckerTests {
  let course = GradingFixture.course
  let checker = CourseAnswerChecker()

  func assess(_ id: String, _ answer: RawAnswer) throws -> Rulebook.Assessment {
    let exercise = try #require(course.exercise(id))
    return AttemptGrading.assessment(checker.check(answer, for: exercise, in: course, order: nil))
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

  /// Un «casi» (un nodo del diagrama que se parece poco, una errata en un texto) es un
  /// intento fallido: 0 puntos, nunca 0,99.
  @Test(
    arguments: [
      (
        "caja.dibujo",
        RawAnswer.flowchartRebuild(
          mermaid:
            "flowchart TD\nP[Pantalla] --> K[caja de la cuenta]\nQ[Pantalla de pagos] --> K")
      ),
      ("caja.metodo", .freeText("withLok")),
    ] as [(String, RawAnswer)])
  func almostScoresZero(id: String, answer: RawAnswer) throws {
    let exercise = try #require(course.exercise(id))
    let verdict = AnswerChecker(course: course).check(exercise, raw: answer)
    #expect(verdict.outcome == .almost, "\(verdict.message)")
    let assessment = try assess(id, answer)
    #expect(!assessment.passed)
    #expect(assessment.score == 0)
  }

  @Test func aWrongKindIsWrongNotACrash() throws {
    let assessment = try assess("caja.imprime", .flowchartWalk(path: ["no"]))
    #expect(!assessment.passed)
    #expect(assessment.score == 0)
  }
}

/// Las entregas de antes de que las opciones llevaran `{#id}` guardan la letra del lugar de
/// la opción en el archivo (`"b"`): `corregir` las puntúa como las que guardan el id, y el
/// informe cuenta su primera respuesta con ese id.
@Suite struct StoredLetterGradingTests {
  static let course: Course = {
    let directory = GradingFixture.packageRoot + "/Tests/Fixtures/curso-tarea"
    return CourseLoader.load(from: URL(fileURLWithPath: directory)).course ?? Course(id: "vacío")
  }()

  /// La fila de `tarea.copia` (`{#propia}`, `{#misma}` la correcta, `{#ninguna}`) de una
  /// entrega que respondió `answer`, con las opciones barajadas.
  func row(_ answer: RawAnswer) throws -> ExerciseResult {
    try Self.row(answer, in: Self.course)
  }

  /// La fila de `tarea.copia` en `course` (`curso-tarea` o una variante suya).
  static func row(_ answer: RawAnswer, in course: Course) throws -> ExerciseResult {
    let exercise = try #require(course.exercise("tarea.copia"))
    let submission = GradingFixture.submission(
      "ana", answers: ["tarea.copia": answer], code: [:],
      stamp: CourseStamp(id: "curso-tarea", contentHash: ""))
    let context = ExerciseGrading.Context(
      submission: submission, course: course, policy: Assignment(mode: .tries),
      answers: CourseAnswerChecker(), codeVerdict: nil, starter: nil)
    return ExerciseGrading.result(exercise, worth: 2, context: context)
  }

  @Test func aHandInWithTheOldLettersGradesLikeOneWithIDs() throws {
    for (letter, id) in [("a", "propia"), ("b", "misma"), ("c", "ninguna")] {
      #expect(try row(.choice(options: [letter])) == row(.choice(options: [id])))
    }
    let right = try row(.choice(options: ["b"]))
    #expect(right.status == .pass)
    #expect(right.points == 2)
    #expect(right.firstAnswer == "misma")
    #expect(try row(.choice(options: ["a"])).firstAnswer == "propia")
  }

  @Test func anIDTheExerciseDoesNotHaveIsAFailWithItsReason() throws {
    let row = try row(.choice(options: ["quiza"]))
    #expect(row.status == .fail)
    #expect(row.points == 0)
    #expect(
      row.message == "La respuesta guardada nombra la opción «quiza», que este ejercicio no tiene.")
  }
}

/// Tras reordenar las opciones de `tarea.copia` con su línea `letras:`
/// (`curso-tarea-reordenado`), una entrega con las letras de antes, o con las posiciones del
/// formato 1, se corrige como la que guarda los ids: la «a» de antes es «propia», aunque hoy
/// la primera opción sea la buena.
@Suite struct StoredLetterAfterReorderingTests {
  static let course: Course = {
    let directory = GradingFixture.packageRoot + "/Tests/Fixtures/curso-tarea-reordenado"
    return CourseLoader.load(from: URL(fileURLWithPath: directory)).course ?? Course(id: "vacío")
  }()

  func row(_ answer: RawAnswer) throws -> ExerciseResult {
    try StoredLetterGradingTests.row(answer, in: Self.course)
  }

  @Test func oldLettersAndPositionsGradeAsTheOptionTheyNamed() throws {
    for (position, (letter, id)) in [("a", "propia"), ("b", "misma"), ("c", "ninguna")]
      .enumerated()
    {
      let byID = try row(.choice(options: [id]))
      #expect(try row(.choice(options: [letter])) == byID)
      #expect(try row(.choicePositions([position])) == byID)
    }
    let old = try row(.choice(options: ["a"]))
    #expect(old.status == .fail)
    #expect(old.firstAnswer == "propia")
    let right = try row(.choicePositions([1]))
    #expect(right.status == .pass)
    #expect(right.points == 2)
    #expect(right.firstAnswer == "misma")
  }

  @Test func theCheckerReadsAnOldLetterThroughTheLine() throws {
    let exercise = try #require(Self.course.exercise("tarea.copia"))
    let checker = AnswerChecker(course: Self.course)
    #expect(checker.check(exercise, raw: .choice(options: ["a"])).outcome == .failed)
    #expect(checker.check(exercise, raw: .choice(options: ["b"])).outcome == .passed)
    #expect(checker.check(exercise, raw: .choicePositions([0])).outcome == .failed)
    #expect(checker.check(exercise, raw: .choicePositions([1])).outcome == .passed)
  }
}
