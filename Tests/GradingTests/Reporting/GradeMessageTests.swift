import Checker
import Foundation
import Lessons
import Testing
import Workspace

@testable import Grading

/// Issue 24, hallazgos 4, 5 y 6: el mensaje dice lo que dice la nota, las explicaciones van
/// enteras y los puntos se redondean una sola vez, al escribirlos.
@Suite struct GradeMessageTests {
  static let tries = Assignment(mode: .tries, hintCost: 0.1)

  static func message(
    _ checker: String = "Correcto.", score: Double = 1, passed: Bool = true, worth: Double,
    try index: Int = 0, hints: Int = 0, solution: Bool = false, maxPoints: Double = 1
  ) -> String {
    Rulebook.message(
      checker, answerScore: score, answerPassed: passed, worth: worth,
      deductions: Rulebook.Deductions(tryIndex: index, hints: hints, solutionSeen: solution),
      policy: tries, maxPoints: maxPoints)
  }

  // MARK: hallazgo 4

  @Test func aRightAnswerWorthLessSaysHowMuchAndWhy() {
    #expect(
      Self.message(worth: 0, solution: true)
        == "Correcto, pero vale 0 de 1: viste la solución antes de responder.")
    #expect(
      Self.message(worth: 1.0 / 3, try: 2)
        == "Correcto, pero vale 0.33 de 1: acertaste al tercer intento.")
    #expect(
      Self.message(worth: 2.0 / 3 - 0.2, try: 1, hints: 2, maxPoints: 2)
        == "Correcto, pero vale 0.93 de 2: acertaste al segundo intento y viste 2 pistas antes.")
    #expect(
      Self.message(worth: 0.9, hints: 1) == "Correcto, pero vale 0.9 de 1: viste 1 pista antes.")
    #expect(
      Self.message(worth: 0, try: 11)
        == "Correcto, pero vale 0 de 1: acertaste al intento 12.")
  }

  @Test func fullMarksKeepTheCheckersMessage() {
    #expect(Self.message(worth: 1) == "Correcto.")
    // Una respuesta que ya valía 0 no necesita más explicación que la del corrector.
    #expect(
      Self.message("«x» no es la respuesta.", score: 0, passed: false, worth: 0, try: 2)
        == "«x» no es la respuesta.")
  }

  @Test func aPartialAnswerWithDeductionsSaysItOnItsFirstLine() {
    #expect(
      Self.message(
        "Aristas correctas: 3 de 4.\nFalta la arista de X a Y.", score: 0.75, passed: false,
        worth: 0.75 - 1.0 / 3, try: 1)
        == "Aristas correctas: 3 de 4. Vale 0.42 de 1: respondiste al segundo intento.\n"
        + "Falta la arista de X a Y.")
  }

  @Test func codeThatPassesAfterSeeingTheSolutionIsNotCalledCorrect() {
    #expect(
      Self.message("Pasan todas las pruebas (3 de 3).", worth: 0, solution: true, maxPoints: 2)
        == "Pasan todas las pruebas (3 de 3), pero vale 0 de 2: viste la solución antes de "
        + "responder.")
  }

  @Test func theStatusComesFromTheWorth() {
    #expect(ExerciseStatus(worth: 1) == .pass)
    #expect(ExerciseStatus(worth: 1 - 1e-12) == .pass)
    #expect(ExerciseStatus(worth: 1.0 / 3) == .partial)
    #expect(ExerciseStatus(worth: 0) == .fail)
    #expect(
      ExerciseStatus.allCases.map(\.rawValue) == [
        "pass", "partial", "fail", "unanswered", "not_attempted", "error",
      ])
    #expect(
      ExerciseStatus.allCases.map(\.spanish) == [
        "correcta", "parcial", "incorrecta", "sin responder", "sin hacer", "error",
      ])
  }

  @Test func aCodeFileSavedLateIsUnansweredLikeALateAnswer() throws {
    let deadline = Date(timeIntervalSince1970: 1_800_000_000)
    let exercise = try #require(
      GradingFixture.course.exercises.first { $0.id == "caja.contador" })
    let submission = Submission(
      student: "ana", course: GradingFixture.stamp,
      code: [
        "caja.contador": CodeEntry(
          file: "ejercicio.swift", contents: "// tarde",
          savedAt: deadline.addingTimeInterval(60))
      ])
    let result = ExerciseGrading.result(
      exercise, worth: 2,
      context: ExerciseGrading.Context(
        submission: submission, course: GradingFixture.course,
        policy: Assignment(mode: .tries, deadline: deadline), answers: CourseAnswerChecker(),
        codeVerdict: nil, starter: nil))
    #expect(result.status == .unanswered)
    #expect(result.points == 0)
    #expect(result.late == 1)
    #expect(result.message == "El archivo se guardó después de la fecha límite: no cuenta.")
  }

  // MARK: hallazgo 5

  static let cut = ExerciseResult(
    id: "caja.copia", status: .fail, points: 0, maxPoints: 1,
    message: "La opción a («Cada una») no es correcta. No: las dos tienen la misma referencia.\n"
      + "Te falta una opción correcta por marcar.")

  static func report(_ exercise: ExerciseResult, points: Double = 0) -> GradeReport {
    GradeReport(
      course: ReportCourse(id: "curso", title: "Curso", contentHash: "ab"), weights: nil,
      hiddenTests: nil, timeLimitSeconds: 10, part: nil,
      exercises: [
        ReportExercise(id: exercise.id, lesson: "01-caja", kind: "eleccion", maxPoints: 1)
      ], notes: [],
      students: [
        StudentResult(
          student: "ana", source: "clase/ana.json", status: .graded, message: nil,
          points: points, maxPoints: 1, exportedAt: nil, exercises: [exercise])
      ])
  }

  @Test func junitCarriesTheWholeMessage() {
    let xml = JUnitReport.render(Self.report(Self.cut))
    #expect(
      xml.contains(
        "<failure message=\"La opción a («Cada una») no es correcta. No: las dos tienen la misma"
          + " referencia.&#10;Te falta una opción correcta por marcar.\" type=\"fail\">"))
  }

  @Test func htmlShowsAnAnswersWholeMessageWithoutADetail() {
    let html = HTMLReport.render(Self.report(Self.cut))
    #expect(
      html.contains(
        "La opción a («Cada una») no es correcta. No: las dos tienen la misma referencia.<br>"
          + "Te falta una opción correcta por marcar."))
    #expect(!html.contains("Detalle"))
  }

  @Test func aStoredLineBreakInAnExplanationIsASpace() throws {
    #expect(
      ProseLines.unwrap("No: las dos tienen\nla misma referencia.")
        == "No: las dos tienen la misma referencia.")
    #expect(
      ProseLines.unwrap("Dos cosas:\n- una\n  que sigue\n- otra\n\nOtro párrafo\nentero.")
        == "Dos cosas:\n- una que sigue\n- otra\nOtro párrafo entero.")
    #expect(
      ProseLines.unwrap("Mira:\n```swift\nlet a = 1\nlet b = 2\n```\nY ya.")
        == "Mira:\n```swift\nlet a = 1\nlet b = 2\n```\nY ya.")
  }

  @Test func theGraderNeverCutsACoursesExplanation() throws {
    let root = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let copy = root + "/curso"
    try FileManager.default.copyItem(atPath: GradingFixture.courseDirectory, toPath: copy)
    let file = copy + "/01-caja/ejercicios.md"
    let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
      of: "  > No: las dos tienen la misma referencia.",
      with: "  > No: las dos tienen\n  > la misma referencia.")
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let course = try #require(CourseLoader.load(from: URL(fileURLWithPath: copy)).course)
    let exercise = try #require(course.exercises.first { $0.id == "caja.copia" })
    let assessment = AttemptGrading.assessment(
      CourseAnswerChecker().check(.choicePositions([0]), for: exercise, in: course, order: nil))
    #expect(
      assessment.message
        == "La opción a («Cada una su propia cuenta.») no es correcta. No: las dos tienen la "
        + "misma referencia.")
  }

  // MARK: hallazgo 6

  @Test func pointsAreExactInMemoryAndRoundedOnceWhenWritten() throws {
    let third = ExerciseResult(
      id: "caja.copia", status: .partial, points: 1.0 / 3, maxPoints: 1, message: "m",
      score: 1.0 / 3)
    let row = StudentResult(
      student: "ana", source: "ana.json", status: .graded, message: nil,
      points: 3 * (1.0 / 3), maxPoints: 3, exportedAt: nil, exercises: [third, third, third])
    #expect(row.writtenPoints == 1)
    let data = try WorkspaceJSON.encoder().encode(row)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["points"] as? Double == 1)
    let exercise = try #require((object["exercises"] as? [[String: Any]])?.first)
    #expect(exercise["points"] as? Double == 0.33)
    #expect(exercise["score"] as? Double == 0.3333)
  }
}
