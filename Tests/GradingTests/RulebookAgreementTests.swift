import Checker
import Foundation
import Lessons
import Testing
import Workspace

@testable import Grading

/// Una regla, dos lectores: lo que el tutor anuncia tras un intento («si aciertas en el
/// siguiente, valdrá X») es lo que `corregir` da cuando el siguiente acierta, fila a fila de
/// política × historia. Las historias son las de `AttemptGradingTests` (`bien` vale 1, `medio`
/// 0.5, `casi` y cualquier otra palabra 0), un segundo entre suceso y suceso.
@Suite struct RulebookAgreementTests {
  static let deadline = AttemptGradingTests.at(3)

  static let policies: [(String, Assignment)] = [
    ("práctica", Assignment(mode: .practice, hintCost: 0.1)),
    ("intentos", Assignment(mode: .tries)),
    ("intentos con pistas", Assignment(mode: .tries, penalty: 0.25, hintCost: 0.1)),
    ("intentos, máximo 3", Assignment(mode: .tries, maxTries: 3)),
    ("diferida", Assignment(mode: .deferred, hintCost: 0.2)),
    ("intentos con fecha", Assignment(mode: .tries, deadline: deadline)),
    ("tardías que cuentan", Assignment(mode: .tries, deadline: deadline, countLate: true)),
  ]

  static let histories: [[String]] = [
    [], ["mal"], ["casi"], ["mal", "casi"], ["pista", "mal"], ["mal", "pista", "pista"],
    ["solución"], ["mal", "reinicio", "mal"], ["mal", "mal", "mal"], ["mal", "mal", "mal", "mal"],
    // La misma pista antes y después de un reinicio; un reinicio para quitarse una pista.
    ["pista", "mal", "reinicio", "pista"], ["pista", "reinicio"], ["pista", "pista 1", "reinicio"],
  ]

  @Test(arguments: policies.indices)
  func thePreviewIsWhatTheGraderGives(policy index: Int) throws {
    let (name, policy) = Self.policies[index]
    for steps in Self.histories {
      let before = AttemptGradingTests.history(steps)
      let now = AttemptGradingTests.at(steps.count)
      let preview = Rulebook.nextRightAnswer(after: before, policy: policy, now: now)
      let after = AttemptGradingTests.history(steps + ["bien"])
      let graded = AttemptGradingTests.grade(steps + ["bien"], policy)
      let score = graded.score ?? 0
      switch preview {
      case .worth(let worth):
        #expect(abs(worth - score) < 1e-12, "\(name), \(steps): anuncia \(worth), da \(score)")
        // Lo que el tutor dice tras el acierto es lo anunciado y, palabra por palabra, el
        // mensaje del informe: así el informe cuenta ese acierto (si contara un intento
        // anterior, lo diría entre paréntesis). En `intentos`, un acierto que no vale nada
        // puede no ser el que cuenta (a igual valor, cuenta el primero).
        let told = try #require(Rulebook.lastAnswer(in: after, score: 1, policy: policy))
        #expect(abs(told.worth - worth) < 1e-12, "\(name), \(steps)")
        if worth > 0 || policy.mode != .tries {
          #expect(
            Rulebook.message(
              "Correcto.", answerScore: 1, answerPassed: true, worth: told.worth,
              deductions: told.deductions, policy: policy, maxPoints: 1) == graded.message,
            "\(name), \(steps)")
        }
      case .noTriesLeft:
        #expect(Rulebook.lastAnswer(in: after, score: 1, policy: policy) == nil)
        // El acierto no cuenta: la nota es la de antes.
        let previous = AttemptGradingTests.grade(steps, policy)
        #expect(score == (previous.score ?? 0), "\(name), \(steps)")
        #expect(steps.count >= policy.maxTries ?? .max)
      case .late:
        #expect(Rulebook.lastAnswer(in: after, score: 1, policy: policy) == nil)
        #expect((graded.late ?? 0) >= 1, "\(name), \(steps)")
        #expect(score == 0, "\(name), \(steps)")
      }
    }
  }

  /// Las filas que la revisión comprobó a mano, con su cifra.
  @Test func theFiguresOfTheRulebook() {
    let tries = Assignment(mode: .tries)
    let events = AttemptGradingTests.history(["mal", "casi"])
    let preview = Rulebook.nextRightAnswer(after: events, policy: tries, now: .distantPast)
    guard case .worth(let worth) = preview else {
      Issue.record("\(preview)")
      return
    }
    #expect(abs(worth - 1.0 / 3) < 1e-12)
    let late = Assignment(mode: .tries, deadline: Self.deadline)
    #expect(
      Rulebook.nextRightAnswer(after: [], policy: late, now: AttemptGradingTests.at(9)) == .late)
    // Una pista vista otra vez tras un reinicio cuesta una vez; y el reinicio no la quita.
    let hints = Assignment(mode: .tries, penalty: 0.25, hintCost: 0.1)
    for steps in [["pista", "mal", "reinicio", "pista"], ["pista", "mal", "reinicio"]] {
      let seen = AttemptGradingTests.history(steps)
      let preview = Rulebook.nextRightAnswer(after: seen, policy: hints, now: .distantPast)
      guard case .worth(let announced) = preview else {
        Issue.record("\(steps): \(preview)")
        continue
      }
      #expect(abs(announced - 0.65) < 1e-12, "\(steps)")
      let told = Rulebook.lastAnswer(
        in: AttemptGradingTests.history(steps + ["bien"]), score: 1, policy: hints)
      #expect(
        told.map {
          Rulebook.message(
            "Correcto.", answerScore: 1, answerPassed: true, worth: $0.worth,
            deductions: $0.deductions, policy: hints, maxPoints: 1)
        } == "Correcto, pero vale 0.65 de 1: acertaste al segundo intento y viste 1 pista antes.",
        "\(steps)")
    }
    let three = Assignment(mode: .tries, maxTries: 3)
    let used = AttemptGradingTests.history(["mal", "mal", "mal"])
    #expect(Rulebook.nextRightAnswer(after: used, policy: three, now: .distantPast) == .noTriesLeft)
  }
}
