import Lessons
import Testing
@testable import Checker

@Suite struct FreeTextCheckerTests {
  static let exercise = FreeTextExercise(
    answer: "withLock", synonyms: ["with lock", "el método withLock"],
    explanation: "Es la única puerta de escritura.")

  @Test(arguments: [
    "withLock", "  WITHLOCK  ", "withLock()", "with lock", "El método WithLock.",
    "el metodo withlock",
  ])
  func acceptsForgivingCaseAccentsPunctuationSpacingAndSynonyms(answer: String) {
    let verdict = FreeTextChecker.check(Self.exercise, answer: answer)
    #expect(verdict.outcome == .passed)
    #expect(verdict.findings == ["Correcto.", "Es la única puerta de escritura."])
  }

  @Test(arguments: ["withLok", "wihtLock", "withLocks", "with lok"])
  func closeMissesAreAlmost(answer: String) {
    let verdict = FreeTextChecker.check(Self.exercise, answer: answer)
    #expect(verdict.outcome == .almost)
    #expect(
      verdict.message
        == "Casi: «\(answer)» se parece mucho a la respuesta; revisa cómo lo has escrito.")
  }

  @Test(arguments: ["mutate", "asignación", "lock"])
  func wrongAnswersDoNotGiveTheAnswerAway(answer: String) {
    let verdict = FreeTextChecker.check(Self.exercise, answer: answer)
    #expect(verdict.outcome == .failed)
    // La explicación nombra la respuesta: se guarda para el acierto y para «solución».
    #expect(verdict.findings == ["«\(answer)» no es la respuesta."])
  }

  @Test func emptyAnswer() {
    #expect(
      FreeTextChecker.check(Self.exercise, answer: " ¿? ").findings == ["No has respondido nada."])
  }

  @Test func shortAnswersHaveNoCloseMisses() {
    let exercise = FreeTextExercise(answer: "sí", synonyms: [], explanation: "Porque sí.")
    #expect(FreeTextChecker.check(exercise, answer: "SI").passed)
    #expect(FreeTextChecker.check(exercise, answer: "no").outcome == .failed)
  }
}
