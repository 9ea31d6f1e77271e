import Lessons
import Testing
@testable import Checker

@Suite struct AdmissionCheckerTests {
  static func item(_ declaration: String, _ verdict: AdmissionVerdict, _ why: String)
    -> AdmissionExercise.Item
  {
    .init(
      declaration: declaration, verdict: verdict, explanation: why,
      location: SourceLocation(file: nil, line: 1))
  }

  static let exercise = AdmissionExercise(
    context: nil,
    items: [
      item("@Shared(.appStorage(\"oscuro\")) var oscuro = false", .admitted, "Bool está admitido."),
      item(
        "@Shared(.appStorage(\"ids\")) var ids: [Any] = []", .refused,
        "Un array de Any no es Codable."),
      item(
        "@Shared(.appStorage(\"historial\")) var historial = Data()", .hygiene,
        "Compila, pero un historial no es una preferencia."),
    ])

  @Test(
    arguments: [
      (
        ["admitida", "rechazada", "higiene"], Verdict.Outcome.passed,
        [
          "Correcto.", "Declaraciones bien clasificadas: 3 de 3.",
        ]
      ),
      (["A", "r", "Higiene"], .passed, ["Correcto.", "Declaraciones bien clasificadas: 3 de 3."]),
      (
        ["admitida", "admitida", "higiene"], .failed,
        [
          "Declaración 2, `@Shared(.appStorage(\"ids\")) var ids: [Any] = []`: dijiste «admitida», pero es «rechazada». Un array de Any no es Codable.",
          "Declaraciones bien clasificadas: 2 de 3.",
        ]
      ),
      (
        ["admitida", nil, "quizá"], .failed,
        [
          "Declaración 2, `@Shared(.appStorage(\"ids\")) var ids: [Any] = []`: sin responder.",
          "Declaración 3: «quizá» no es un veredicto; responde admitida, rechazada o higiene.",
          "Declaraciones bien clasificadas: 1 de 3.",
        ]
      ),
      (
        ["higiene"], .failed,
        [
          "Declaración 1, `@Shared(.appStorage(\"oscuro\")) var oscuro = false`: dijiste «higiene», pero es «admitida». Bool está admitido.",
          "Declaración 2, `@Shared(.appStorage(\"ids\")) var ids: [Any] = []`: sin responder.",
          "Declaración 3, `@Shared(.appStorage(\"historial\")) var historial = Data()`: sin responder.",
          "Declaraciones bien clasificadas: 0 de 3.",
        ]
      ),
      ([nil, " "], .failed, ["No has respondido nada."]),
      (["a", "r", "h", "a"], .failed, ["Hay 3 declaraciones y has dado 4 respuestas."]),
    ] as [([String?], Verdict.Outcome, [String])])
  func classifiesEachDeclaration(answers: [String?], outcome: Verdict.Outcome, findings: [String]) {
    let verdict = AdmissionChecker.check(Self.exercise, answers: answers)
    #expect(verdict.outcome == outcome)
    #expect(verdict.findings == findings)
  }

  @Test func scoreIsData() {
    let verdict = AdmissionChecker.check(Self.exercise, answers: ["a", "a", "a"])
    #expect(verdict.score == Score(earned: 1, possible: 3))
  }
}
