import Foundation
import Lessons
import Support
import Testing
import Workspace

/// Issue 24: el registro se pliega en un solo sitio (`Rulebook.Tally`): lo que muestra el
/// tutor, los intentos que cuenta al responder, la última respuesta de una entrega y la nota
/// salen del mismo recorrido.
@Suite struct RulebookTallyTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  static func at(_ second: Int) -> Date { start.addingTimeInterval(Double(second)) }

  static let events: [ProgressEvent] = [
    .hint(0, exercise: "x", date: at(0)),
    .answer(.freeText("mal"), passed: false, exercise: "x", date: at(1)),
    .hint(0, exercise: "x", date: at(2)),
    .answer(.freeText("bien"), passed: true, exercise: "x", date: at(3)),
    .reset(exercise: "x", date: at(4)),
    .solution(exercise: "x", date: at(5)),
    .answer(.freeText("otra"), passed: false, exercise: "x", date: at(6)),
    .hint(1, exercise: "y", date: at(7)),
  ]

  @Test func theTutorsRecordIsTheTallySinceTheLastReset() {
    let records = LearnerProgress(courseID: "c", events: Self.events).records()
    var expected = ExerciseRecord()
    expected.attempts = 1
    expected.isPassed = false
    expected.lastAnswer = .freeText("otra")
    expected.solutionSeen = true
    expected.lastActivity = Self.at(6)
    #expect(records["x"] == expected)
    #expect(records["y"]?.hintsShown == 2)
    #expect(records["y"]?.attempts == 0)
  }

  @Test func withoutResetsTheTallyKeepsTheWholeHistory() {
    let tally = Rulebook.tally(Self.events.filter { $0.exerciseID == "x" }, resets: false)
    #expect(tally.answers.count == 3)
    #expect(tally.anyPassed)
    // La nota resta `hintCost` por cada pista distinta: ver la misma otra vez no cuenta.
    #expect(tally.hints == 1)
    #expect(tally.hintIndexes == [0])
    #expect(tally.hintsShown == 1)
    #expect(tally.solutionSeen)
  }

  @Test func aSubmissionsLastAnswersComeFromTheSameTally() {
    let submission = Submission(
      student: "ana", course: CourseStamp(id: "c", contentHash: "h"), events: Self.events)
    #expect(submission.lastAnswers["x"]?.answer == .freeText("otra"))
    #expect(submission.lastAnswers["y"] == nil)
  }

  @Test func theGradeSeesWhatTheTallySawBeforeEachAnswer() throws {
    let policy = Assignment(mode: .tries, hintCost: 0.1)
    let exercise = Exercise(
      id: "x", title: "X", lessonID: "01-x",
      kind: .freeText(FreeTextExercise(answer: "bien", synonyms: [], explanation: "")),
      location: SourceLocation(file: "ejercicios.md", line: 1))
    let result = Rulebook.grade(
      Array(Self.events.filter { $0.exerciseID == "x" }), of: exercise, worth: 1, policy: policy
    ) { answer in
      answer == .freeText("bien")
        ? Rulebook.Assessment(score: 1, passed: true, message: "Correcto.")
        : Rulebook.Assessment(score: 0, passed: false, message: "No.")
    }
    // «bien» es el segundo intento, con la misma pista vista dos veces antes (cuenta una):
    // 1 − 1/3 − 0.1.
    #expect(
      result.message
        == "Correcto, pero vale 0.57 de 1: acertaste al segundo intento y viste 1 pista antes. (3 intentos; cuenta el que más vale.)"
    )
    #expect(result.hints == 1)
    #expect(abs((result.score ?? 0) - (1 - 1.0 / 3 - 0.1)) < 1e-12)
    #expect(result.tries == 3)
  }
}
