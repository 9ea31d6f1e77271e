import Foundation
import Testing

@testable import Tutor

/// Issue 24, hallazgo 4 en el tutor: justo después de un acierto que vale menos que todo, el
/// tutor dice lo que dice la nota, con las palabras del informe (`Rulebook.message`), si la
/// tarea enseña los puntos al responder; si los guarda, o sin tarea, solo que es correcta.
/// Y lo que anuncia antes del intento («valdrá») es lo que dice después.
@Suite struct RightAnswerWorthTests {
  let review = ReviewOptionsTutorTests()

  /// Las líneas de la salida que empiezan por la marca de un acierto.
  static func rightLines(_ run: TutorHarness.Run) -> [String] {
    run.output.filter { $0.hasPrefix("✓") }
  }

  @Test func aRightRetrySaysWhatItIsWorthAsTheReportDoes() async {
    let harness = await review.assigned("intentos")
    let run = await harness.run([], input: ["ir caja.copia", "a", "a", "b"])
    let text = ReviewOptionsTutorTests.words(run)
    // Lo anunciado antes del tercer intento…
    #expect(
      text.contains("Intento 2. Si aciertas en el siguiente, valdrá 33 % del ejercicio."),
      "\(run.text)")
    // …es lo que dice el acierto, con las mismas palabras que el informe.
    #expect(
      Self.rightLines(run) == ["✓ Correcto, pero vale 0.33 de 1: acertaste al tercer intento."],
      "\(run.text)")
  }

  @Test func theWorthIsInTheExercisesPointsFromTheAssignmentsWeights() async {
    let harness = await review.assigned("intentos", #", "weights": {"caja.copia": 3}"#)
    let run = await harness.run([], input: ["ir caja.copia", "a", "b"])
    let text = ReviewOptionsTutorTests.words(run)
    #expect(
      text.contains("Intento 1. Si aciertas en el siguiente, valdrá 67 % del ejercicio."),
      "\(run.text)")
    #expect(
      Self.rightLines(run) == ["✓ Correcto, pero vale 2 de 3: acertaste al segundo intento."],
      "\(run.text)")
  }

  @Test func aHintSeenBeforeIsNamedAndChargedOnceEvenAfterAReset() async {
    let harness = await review.assigned("intentos", #", "hintCost": 0.25"#)
    // La misma pista vista dos veces (la segunda tras reiniciar) cuesta una vez.
    let run = await harness.run(
      [], input: ["ir caja.copia", "pista", "reiniciar", "s", "pista", "b"])
    #expect(run.text.contains("Pista 1 de 2:"), "\(run.text)")
    #expect(
      Self.rightLines(run) == ["✓ Correcto, pero vale 0.75 de 1: viste 1 pista antes."],
      "\(run.text)")
  }

  @Test func aResetDoesNotShedAHintAlreadySeen() async {
    let harness = await review.assigned("intentos", #", "hintCost": 0.25"#)
    let run = await harness.run(
      [], input: ["ir caja.copia", "pista", "a", "reiniciar", "s", "b"])
    let text = ReviewOptionsTutorTests.words(run)
    #expect(
      text.contains("Intento 1. Si aciertas en el siguiente, valdrá 42 % del ejercicio."),
      "\(run.text)")
    // Más largo que la pantalla: se ajusta, entero.
    #expect(
      text.contains(
        "✓ Correcto, pero vale 0.42 de 1: acertaste al segundo intento y viste 1 pista antes."),
      "\(run.text)")
  }

  @Test func aRightAnswerAfterTheSolutionSaysItIsWorthNothing() async {
    let harness = await review.assigned("intentos")
    let run = await harness.run([], input: ["ir caja.copia", "solución", "s", "b"])
    #expect(
      ReviewOptionsTutorTests.words(run).contains(
        "✓ Correcto, pero vale 0 de 1: viste la solución antes de responder."), "\(run.text)")
  }

  @Test func aFirstRightAnswerWithNothingTakenOffIsJustRight() async {
    let harness = await review.assigned("intentos")
    let run = await harness.run([], input: ["ir caja.copia", "b"])
    #expect(Self.rightLines(run) == ["✓ Correcto."], "\(run.text)")
  }

  @Test func withThePointsKeptForTheHandbackItOnlySaysItIsRight() async {
    let harness = await review.assigned("intentos", #", "review": {"points": "devolucion"}"#)
    let run = await harness.run([], input: ["ir caja.copia", "a", "b"])
    #expect(Self.rightLines(run) == ["✓ Correcto."], "\(run.text)")
    #expect(!ReviewOptionsTutorTests.words(run).contains("vale"), "\(run.text)")
  }

  @Test func practiceWithoutAnAssignmentStaysCorrect() async {
    let harness = TutorHarness()
    await harness.initialize()
    let run = await harness.run([], input: ["ir caja.copia", "a", "a", "b"])
    #expect(Self.rightLines(run) == ["✓ Correcto."], "\(run.text)")
  }
}
