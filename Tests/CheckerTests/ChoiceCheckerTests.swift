import Lessons
import Support
import Testing
@testable import Checker

@Suite struct ChoiceCheckerTests {
  static func option(_ text: String, _ correct: Bool, _ why: String) -> ChoiceExercise.Option {
    .init(
      id: TextFolding.slug(text), text: text, isCorrect: correct, explanation: why,
      location: SourceLocation(file: nil, line: 1))
  }

  static let single = ChoiceExercise(
    allowsSeveral: false,
    options: [
      option("Cada copia tiene su caja.", false, "No: la copia lleva la misma referencia."),
      option("Las dos ven la misma caja.", true, "Sí: copiar el estado copia la referencia."),
      option("Depende del hilo.", false, "No: los hilos no cambian qué caja es."),
    ])

  static let several = ChoiceExercise(
    allowsSeveral: true,
    options: [
      option("Se escribe con withLock.", true, "Es la única forma de escribir."),
      option("Leer no necesita cerrojo.", true, "Leer es directo."),
      option("Se puede asignar.", false, "La asignación no compila."),
    ])

  /// Lo guardado antes de que las opciones llevaran `{#id}` lleva la letra de su lugar
  /// (`"b"`): se corrige igual que el id de esa opción. Un id que el ejercicio no tiene da
  /// su mensaje, no un fallo del programa.
  @Test func storedLettersGradeLikeTheirIDs() {
    let byID = ChoiceChecker.check(Self.single, ids: ["las-dos-ven-la-misma-caja"])
    #expect(ChoiceChecker.check(Self.single, ids: ["b"]) == byID)
    #expect(byID.outcome == .passed)
    #expect(
      ChoiceChecker.check(Self.several, ids: ["a", "leer-no-necesita-cerrojo"])
        == ChoiceChecker.check(Self.several, ids: ["se-escribe-con-withlock", "b"]))
    #expect(
      ChoiceChecker.check(Self.single, ids: ["c"]).findings == [
        "La opción c («Depende del hilo.») no es correcta. No: los hilos no cambian qué caja es."
      ])
    let unknown = ChoiceChecker.check(Self.single, ids: ["quiza"])
    #expect(unknown.outcome == .failed)
    #expect(
      unknown.findings == [
        "La respuesta guardada nombra la opción «quiza», que este ejercicio no tiene."
      ])
  }

  @Test(
    arguments: [
      ([1], Verdict.Outcome.passed, ["Correcto.", "b) Sí: copiar el estado copia la referencia."]),
      (
        [0], .failed,
        [
          "La opción a («Cada copia tiene su caja.») no es correcta. No: la copia lleva la misma referencia."
        ]
      ),
      ([], .failed, ["No has respondido nada."]),
      ([1, 2], .failed, ["Este ejercicio tiene una sola respuesta correcta y has marcado 2."]),
      ([5], .failed, ["La opción «f» no existe: elige entre a y c."]),
    ] as [(Set<Int>, Verdict.Outcome, [String])])
  func singleChoice(selected: Set<Int>, outcome: Verdict.Outcome, findings: [String]) {
    let verdict = ChoiceChecker.check(Self.single, selected: selected)
    #expect(verdict.outcome == outcome)
    #expect(verdict.findings == findings)
  }

  @Test(
    arguments: [
      (
        [0, 1], Verdict.Outcome.passed,
        ["Correcto.", "a) Es la única forma de escribir.", "b) Leer es directo."]
      ),
      ([0], .failed, ["Te falta una opción correcta por marcar."]),
      (
        [0, 1, 2], .failed,
        ["La opción c («Se puede asignar.») no es correcta. La asignación no compila."]
      ),
    ] as [(Set<Int>, Verdict.Outcome, [String])])
  func severalChoices(selected: Set<Int>, outcome: Verdict.Outcome, findings: [String]) {
    let verdict = ChoiceChecker.check(Self.several, selected: selected)
    #expect(verdict.outcome == outcome)
    #expect(verdict.findings == findings)
  }

  @Test func missingSeveralIsCounted() {
    let exercise = ChoiceExercise(
      allowsSeveral: true,
      options: [
        Self.option("x", true, "1"), Self.option("y", true, "2"), Self.option("z", true, "3"),
      ])
    #expect(
      ChoiceChecker.check(exercise, selected: [2]).message
        == "Te faltan 2 opciones correctas por marcar.")
  }

  @Test(arguments: [
    ("b", true), (" B ", true), ("2", true), ("a", false),
  ])
  func writtenAnswers(answer: String, passes: Bool) {
    #expect(ChoiceChecker.check(Self.single, answer: answer).passed == passes)
  }

  @Test(arguments: [
    ("a, b", Verdict.Outcome.passed), ("a y b", .passed), ("1 2", .passed), ("b a", .passed),
  ])
  func writtenSeveralAnswers(answer: String, outcome: Verdict.Outcome) {
    #expect(ChoiceChecker.check(Self.several, answer: answer).outcome == outcome)
  }

  @Test func unknownWordIsNamed() {
    #expect(
      ChoiceChecker.check(Self.single, answer: "b, quizá").message
        == "La opción «quizá» no existe: elige entre a y c.")
  }
}
