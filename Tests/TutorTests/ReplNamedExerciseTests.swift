import Foundation
import Testing

@testable import Tutor

/// Las órdenes que nombran un ejercicio actúan sobre el que nombran, no sobre el de la
/// pantalla (en el tutor y desde la terminal); un id que no existe se dice con una
/// sugerencia.
@Suite struct ReplNamedExerciseTests {
  private func session(_ input: [String?], harness: TutorHarness) async -> TutorHarness.Run {
    if !FileManager.default.fileExists(atPath: harness.workspace.path) {
      await harness.initialize()
    }
    return await harness.run([], input: input)
  }

  @Test func solutionOfAnotherExerciseShowsAndRecordsThatOne() async {
    let harness = TutorHarness()
    let run = await session(["ir caja.copia", "solución caja.metodo", "s"], harness: harness)
    #expect(
      run.flowing.contains(
        "Aún no has resuelto «caja.metodo» (no es el de la pantalla). Si ves su solución, "
          + "contará como vista en tu progreso. ¿Verla?"))
    #expect(run.output.contains("Solución de caja.metodo:"))
    #expect(!run.output.contains("Solución de caja.copia:"))
    #expect(harness.progress()?.record(for: "caja.metodo").solutionSeen == true)
    #expect(harness.progress()?.record(for: "caja.copia").solutionSeen == false)
  }

  @Test func hintOfAnotherExerciseShowsAndRecordsThatOne() async {
    let harness = TutorHarness()
    let run = await session(["ir caja.copia", "pista caja.contador"], harness: harness)
    #expect(
      run.text.contains(
        "Pista 1 de 2 de «caja.contador»:\n  Mira withLock.\n"
          + "(Queda 1; vuelve a pedir «pista caja.contador» para verla.)"))
    #expect(harness.progress()?.record(for: "caja.contador").hintsShown == 1)
    #expect(harness.progress()?.record(for: "caja.copia").hintsShown == 0)
  }

  @Test func checkOfAnotherExerciseRechecksThatOne() async {
    let harness = TutorHarness()
    let run = await session(
      ["ir caja.copia", "b", "ir caja.metodo", "comprobar caja.copia"], harness: harness)
    let heading = run.output.lastIndex(of: "caja.copia")
    #expect(heading != nil)
    #expect(run.output.filter { $0 == "✓ Correcto." }.count == 2)
    #expect(harness.progress()?.record(for: "caja.metodo").lastAnswer == nil)
  }

  @Test func editOfAnExerciseThatIsNotCodeSaysSo() async {
    let harness = TutorHarness()
    let run = await session(["ir caja.contador", "editar caja.copia"], harness: harness)
    #expect(run.output.contains("«editar» solo sirve en los ejercicios de código."))
  }

  @Test func resetOfAnotherExerciseAsksAboutThatOne() async {
    let harness = TutorHarness()
    let run = await session(
      ["ir caja.copia", "a", "ir caja.metodo", "reiniciar caja.copia", "s"], harness: harness)
    #expect(run.flowing.contains("caja.copia"))
    #expect(harness.progress()?.record(for: "caja.copia").lastAnswer == nil)
  }

  @Test(arguments: [
    (
      ["ir caja.copia", "pista caja.copa"],
      "No hay ningún ejercicio «caja.copa» en el curso. ¿Quisiste decir «caja.copia»?"
    ),
    (
      ["ir caja.copia", "solución nada.parecido"],
      "No hay ningún ejercicio «nada.parecido» en el curso. Escribe «índice» para ver los ids."
    ),
    (
      ["comprobar caja.metdo"],
      "No hay ningún ejercicio «caja.metdo» en el curso. ¿Quisiste decir «caja.metodo»?"
    ),
    (
      ["ir caja.copia", "reiniciar zzz"],
      "No hay ningún ejercicio «zzz» en el curso. Escribe «índice» para ver los ids."
    ),
  ])
  func anUnknownIDIsSaidWithASuggestion(input: [String], message: String) async {
    let harness = TutorHarness()
    let run = await session(input, harness: harness)
    #expect(run.flowing.contains(message), "\(run.text)")
    #expect(harness.progress()?.record(for: "caja.copia").hintsShown == 0)
    #expect(harness.progress()?.record(for: "caja.copia").solutionSeen == false)
  }

  @Test func fromTheShellHintAndCheckActOnTheNamedExercise() async {
    let harness = TutorHarness()
    await session(["ir caja.copia", "b", "ir caja.metodo"], harness: harness)
    let hint = await harness.run(["pista", "caja.contador"])
    #expect(hint.code == 0)
    #expect(hint.output.first == "Pista 1 de 2:")
    #expect(harness.progress()?.record(for: "caja.contador").hintsShown == 1)
    #expect(harness.progress()?.record(for: "caja.metodo").hintsShown == 0)
    let check = await harness.run(["comprobar", "caja.copia"])
    #expect(check.code == 0)
    #expect(check.output.prefix(2) == ["caja.copia", "✓ Correcto."])
  }
}

/// Lo que el tutor dice de más tras un veredicto, y las órdenes de la terminal escritas
/// dentro del tutor.
@Suite struct ReplGuidanceTests {
  private func session(_ input: [String?], harness: TutorHarness = TutorHarness()) async
    -> TutorHarness.Run
  {
    await harness.initialize()
    return await harness.run([], input: input)
  }

  @Test(arguments: [["lista"], ["ir caja.metodo", "lista"], ["ir caja.copia", "ls"]])
  func listInsideTheTutorPointsToTheIndex(input: [String]) async {
    let run = await session(input)
    let word = input.last ?? ""
    #expect(
      run.flowing.contains(
        "«\(word)» es una orden de la terminal («leccion \(word)»); aquí, en el tutor, escribe "
          + "«índice»."), "\(run.text)")
    #expect(!run.flowing.contains("se parece a la orden"))
  }

  @Test func aRightWalkShowsTheReasonOfEachStep() async {
    let run = await session(["ir decidir.lista", "no", "no"])
    let text = run.text
    #expect(text.contains("Paso a paso:"), "\(text)")
    #expect(text.contains("     No hay un padre cercano que las contenga."))
    #expect(text.contains("     La lista es un dato, no un evento."))
  }

  @Test func aWrongTextAnswerSaysWhereItIsTaught() async {
    let harness = TutorHarness()
    let run = await session(["ir caja.metodo", "valor envuelto"], harness: harness)
    #expect(run.flowing.contains("«valor envuelto» no es la respuesta."))
    #expect(
      run.flowing.contains(
        "Lo que pide se explica en «Por qué no se puede asignar», en la lección 1 («ir "
          + "por-que-no-se-puede-asignar»); vuelve a leerlo, o pide una «pista»."), "\(run.text)")
    #expect(!run.flowing.contains("withLock"))
  }

  @Test func aLineThatCannotStartADiagramIsNotAnAnswerAndSwallowsNothing() async {
    let harness = TutorHarness()
    let run = await session(
      [
        "ir caja.dibujo", "flowchart LR", "A[Estado] --> C[Caja]", "B[Otro estado] --> C", ".",
        "clear", "siguiente",
      ], harness: harness)
    #expect(
      run.flowing.contains(
        "«clear» no es una orden del tutor ni el principio de un diagrama: tu respuesta empieza "
          + "por «flowchart LR» o «flowchart TD» y acaba con una línea con «.». Las órdenes, con "
          + "«ayuda»."), "\(run.text)")
    #expect(run.output.contains { $0.hasPrefix("decidir.lista ›") || $0.hasPrefix("leccion ›") })
    #expect(harness.progress()?.position?.stepID != "ejercicio:caja.dibujo")
    #expect(
      harness.progress()?.record(for: "caja.dibujo").lastAnswer
        == .flowchartRebuild(
          mermaid: "flowchart LR\nA[Estado] --> C[Caja]\nB[Otro estado] --> C"))
  }
}
