import Checker
import Foundation
import Lessons
import Support
import Testing
import Workspace

@testable import Grading

/// `AttemptGrading` con cifras calculadas a mano: un corrector inventado da 1 a `bien`,
/// 0.5 a `medio` y 0 a todo lo demás, y cada suceso va un segundo después del anterior.
@Suite struct AttemptGradingTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  static func at(_ second: Int) -> Date { start.addingTimeInterval(Double(second)) }

  /// La historia `steps` de un ejercicio: `"bien"`, `"medio"` o cualquier otra palabra es
  /// una respuesta, `"pista"` la primera pista (`"pista 2"`, la tercera: la de índice 2),
  /// `"solución"` la solución y `"reinicio"` un reinicio.
  static func history(_ steps: [String]) -> [ProgressEvent] {
    steps.enumerated().map { second, step in
      let date = at(second)
      switch step {
      case "pista": return .hint(0, exercise: "x", date: date)
      case _ where step.hasPrefix("pista "):
        return .hint(Int(step.dropFirst("pista ".count)) ?? 0, exercise: "x", date: date)
      case "solución": return .solution(exercise: "x", date: date)
      case "reinicio": return .reset(exercise: "x", date: date)
      default: return .answer(.freeText(step), passed: nil, exercise: "x", date: date)
      }
    }
  }

  /// Un corrector de pega: «bien» es correcta, «medio» vale la mitad y lo demás, nada.
  static func check(_ answer: RawAnswer) -> Verdict {
    guard let text = answer.base.asText else {
      return Verdict(passed: false, message: "?")
    }
    switch text {
    case "bien": return Verdict(passed: true, message: "Correcto.")
    case "medio":
      return Verdict(
        outcome: .failed, feedback: [.reported("A medias.")],
        score: Score(earned: 1, possible: 2))
    default: return Verdict(passed: false, message: "«\(text)» no es la respuesta.")
    }
  }

  /// El ejercicio «x», de texto, que vale 1 punto.
  static let exercise = Exercise(
    id: "x", title: "X", lessonID: "01-x",
    kind: .freeText(FreeTextExercise(answer: "bien", synonyms: [], explanation: "")),
    location: SourceLocation(file: "ejercicios.md", line: 1))

  /// El resultado de la historia `steps` con `policy`.
  static func grade(_ steps: [String], _ policy: Assignment) -> ExerciseResult {
    AttemptGrading.grade(history(steps), of: exercise, worth: 1, policy: policy, check: check)
  }

  static let tries = Assignment(mode: .tries)

  // MARK: práctica

  @Test func practiceCountsTheLastAnswerSinceTheLastReset() throws {
    let outcome = Self.grade(["bien", "reinicio", "mal", "medio"], Assignment(mode: .practice))
    #expect(outcome.score == 0.5)
    #expect(outcome.tries == 2)
    #expect(outcome.firstAnswer == "mal")
    #expect(outcome.firstAnswerCorrect == false)
    #expect(outcome.message == "A medias.")
  }

  @Test func practiceCountsALaterWrongAnswerOverAnEarlierRightOne() throws {
    let outcome = Self.grade(["bien", "mal"], Assignment(mode: .practice))
    #expect(outcome.score == 0)
    #expect(outcome.message == "«mal» no es la respuesta.")
  }

  @Test func aResetAfterTheLastAnswerLeavesNothingInPracticeButNotInTheOtherModes() throws {
    #expect(
      Self.grade(["bien", "reinicio"], Assignment(mode: .practice)).message == "Sin respuesta.")
    #expect(Self.grade(["bien", "reinicio"], Assignment(mode: .deferred)).score == 1)
    #expect(Self.grade(["bien", "reinicio"], Self.tries).score == 1)
  }

  // MARK: intentos

  @Test func triesTakeAThirdOffForEveryEarlierTry() throws {
    // 1 − 2 × 1/3 = 1/3.
    let outcome = Self.grade(["mal", "mal", "bien"], Self.tries)
    #expect(abs((outcome.score ?? 0) - 1.0 / 3) < 1e-12)
    #expect(outcome.tries == 3)
    #expect(outcome.message == "Correcto, pero vale 0.33 de 1: acertaste al tercer intento.")
    #expect(outcome.firstAnswer == "mal")
    #expect(outcome.firstAnswerCorrect == false)
  }

  @Test func theThirdWrongTryLeavesNothingAndMoreNeverGoesBelowZero() throws {
    // 1 − 3 × 1/3 = 0 y 1 − 4 × 1/3 < 0 → 0.
    #expect(Self.grade(["mal", "mal", "mal", "bien"], Self.tries).score == 0)
    #expect(
      Self.grade(["mal", "mal", "mal", "mal", "bien"], Self.tries).score == 0)
  }

  @Test func theDefaultPenaltyReadsBackFromTheFileAsAThird() throws {
    // `tarea nueva` escribía 0.3333: tres intentos malos dejaban 0.0001 («parcial»).
    let data = AssignmentFile.encode(Self.tries)
    #expect(String(decoding: data, as: UTF8.self).contains(#""penalty": "1/3""#))
    let read = try AssignmentFile.parse(data, shownAs: "tarea.json", course: nil)
    #expect(read.penalty == 1.0 / 3)
    #expect(Self.grade(["mal", "mal", "mal", "bien"], read).score == 0)
    var quarter = Self.tries
    quarter.penalty = 0.25
    #expect(
      String(decoding: AssignmentFile.encode(quarter), as: UTF8.self).contains(#""penalty": 0.25"#))
  }

  @Test func theBestTryIsKept() throws {
    // medio = 0.5; bien después de un intento = 1 − 1/3 ≈ 0.667: cuenta el segundo.
    let better = Self.grade(["medio", "bien"], Self.tries)
    #expect(abs((better.score ?? 0) - 2.0 / 3) < 1e-12)
    #expect(better.message == "Correcto, pero vale 0.67 de 1: acertaste al segundo intento.")
    // medio = 0.5 a la primera; bien al tercero = 1 − 2/3 ≈ 0.333: cuenta el primero.
    let earlier = Self.grade(["medio", "mal", "bien"], Self.tries)
    #expect(earlier.score == 0.5)
    #expect(earlier.message == "A medias. (3 intentos; cuenta el que más vale.)")
    // Un intento malo después de acertar no quita nada.
    #expect(Self.grade(["bien", "mal"], Self.tries).score == 1)
  }

  @Test func aPenaltyOfAQuarter() throws {
    var policy = Self.tries
    policy.penalty = 0.25
    // 1 − 2 × 0.25 = 0.5.
    #expect(Self.grade(["mal", "mal", "bien"], policy).score == 0.5)
  }

  @Test func maxTriesClosesTheItem() throws {
    var policy = Self.tries
    policy.maxTries = 2
    let outcome = Self.grade(["mal", "mal", "bien"], policy)
    #expect(outcome.score == 0)
    #expect(outcome.tries == 2)
    #expect(outcome.message == "«mal» no es la respuesta. (2 intentos; cuenta el que más vale.)")
    // Dentro del límite cuenta: 1 − 1/3.
    let within = Self.grade(["mal", "bien", "mal"], policy)
    #expect(abs((within.score ?? 0) - 2.0 / 3) < 1e-12)
  }

  // MARK: diferida

  @Test func deferredCountsTheLastAnswer() throws {
    let policy = Assignment(mode: .deferred)
    #expect(Self.grade(["bien", "mal"], policy).score == 0)
    let changed = Self.grade(["mal", "mal", "bien"], policy)
    #expect(changed.score == 1)
    #expect(changed.tries == 3)
    #expect(changed.firstAnswer == "mal")
  }

  // MARK: pistas y solución

  @Test func aHintCostsOnlyTheTriesAfterIt() throws {
    var policy = Self.tries
    policy.hintCost = 0.25
    // mal = 0; pista; bien en el segundo intento = 1 − 1/3 − 0.25 = 5/12.
    let outcome = Self.grade(["mal", "pista", "bien"], policy)
    #expect(abs((outcome.score ?? 0) - 5.0 / 12) < 1e-12)
    #expect(outcome.hints == 1)
    // Una pista vista después de la respuesta que puntúa no resta.
    var practice = Assignment(mode: .practice)
    practice.hintCost = 0.25
    let after = Self.grade(["bien", "pista", "pista"], practice)
    #expect(after.score == 1)
    #expect(after.hints == nil)
    // Dos pistas distintas antes: 1 − 2 × 0.25.
    #expect(Self.grade(["pista", "pista 1", "bien"], practice).score == 0.5)
  }

  @Test func theSameHintSeenAgainIsChargedOnce() throws {
    var policy = Self.tries
    policy.hintCost = 0.25
    // La primera pista, otra vez tras un reinicio: cuenta una. 1 − 0.25.
    let again = Self.grade(["pista", "reinicio", "pista", "bien"], policy)
    #expect(again.score == 0.75)
    #expect(again.hints == 1)
    // Un reinicio no descuenta la pista ya vista.
    let shed = Self.grade(["pista", "reinicio", "bien"], policy)
    #expect(shed.score == 0.75)
    #expect(shed.hints == 1)
    // Dos distintas, una de ellas vista dos veces: 1 − 2 × 0.25.
    let two = Self.grade(["pista", "pista 1", "reinicio", "pista", "pista 1", "bien"], policy)
    #expect(two.score == 0.5)
    #expect(two.hints == 2)
    // En `diferida`, igual.
    var deferred = Assignment(mode: .deferred)
    deferred.hintCost = 0.25
    let once = Self.grade(["pista", "reinicio", "pista", "bien"], deferred)
    #expect(once.score == 0.75)
  }

  @Test func aSeenSolutionCostsOnlyTheTriesAfterIt() throws {
    // Por defecto la solución cuesta 1: medio (0.5) antes de verla sigue siendo el mejor.
    let before = Self.grade(["medio", "solución", "bien"], Self.tries)
    #expect(before.score == 0.5)
    #expect(before.solutionSeen == nil)
    let practice = Assignment(mode: .practice)
    let after = Self.grade(["solución", "bien"], practice)
    #expect(after.score == 0)
    #expect(after.message == "Correcto, pero vale 0 de 1: viste la solución antes de responder.")
    #expect(after.solutionSeen == true)
    var cheap = practice
    cheap.solutionCost = 0.5
    #expect(Self.grade(["solución", "bien"], cheap).score == 0.5)
  }

  // MARK: fecha límite

  @Test func answersAfterTheDeadlineAreReportedAndNotCounted() throws {
    var policy = Assignment(mode: .deferred)
    policy.deadline = Self.at(1)  // «mal» a las 0 y 1 entra; «bien» a las 2, no.
    let outcome = Self.grade(["mal", "mal", "bien"], policy)
    #expect(outcome.score == 0)
    #expect(outcome.tries == 2)
    #expect(outcome.late == 1)
    policy.countLate = true
    let counted = Self.grade(["mal", "mal", "bien"], policy)
    #expect(counted.score == 1)
    #expect(counted.late == nil)
  }

  @Test func onlyLateAnswersGradeAsUnansweredWithTheirReason() throws {
    var policy = Assignment(mode: .tries)
    policy.deadline = Self.start.addingTimeInterval(-1)
    let outcome = Self.grade(["bien"], policy)
    #expect(outcome.tries == nil)
    #expect(outcome.late == 1)
    #expect(outcome.score == 0)
    #expect(outcome.status == .unanswered)
    #expect(outcome.message == "Solo respondió después de la fecha límite: no cuenta.")
  }
}
