import Foundation
import Testing
@testable import Tutor

/// Intro sola en un ejercicio sin resolver, y líneas que no son una orden ni una respuesta
/// (demasiado largas, letras repetidas, una predicción vacía).
@Suite struct ReplInputTests {
  private func session(_ input: [String?], harness: TutorHarness) async -> TutorHarness.Run {
    await harness.initialize()
    return await harness.run([], input: input)
  }

  static let unanswered =
    "Aún no has respondido este ejercicio. Para pasar sin responder, escribe «siguiente»."

  @Test func enterDoesNotLeaveAnUnansweredExerciseAndSaysSoOnce() async {
    let harness = TutorHarness()
    let run = await session(["ir caja.copia", "", "", "siguiente"], harness: harness)
    #expect(run.flowing.components(separatedBy: Self.unanswered).count == 2, "\(run.text)")
    // Las dos Intro dejan el indicador en caja.copia; «siguiente» sí pasa al siguiente.
    #expect(run.output.filter { $0 == "caja.copia › " }.count == 2, "\(run.text)")
    #expect(run.output.contains("caja.copia › siguiente"))
    #expect(harness.progress()?.position?.stepID == "seccion:por-que-no-se-puede-asignar")
    #expect(harness.progress()?.record(for: "caja.copia").attempts == 0)
  }

  @Test func enterLeavesAnExerciseOnceItIsSolved() async {
    let harness = TutorHarness()
    let run = await session(["ir caja.copia", "b", ""], harness: harness)
    #expect(!run.flowing.contains(Self.unanswered))
    #expect(harness.progress()?.position?.stepID == "seccion:por-que-no-se-puede-asignar")
  }

  @Test func aWrongAnswerStillNeedsSiguiente() async {
    let harness = TutorHarness()
    let run = await session(["ir caja.copia", "a", ""], harness: harness)
    #expect(
      run.flowing.contains(
        "Aún no has resuelto este ejercicio: prueba otra vez o pide una «pista». Para pasar "
          + "sin resolverlo, escribe «siguiente»."), "\(run.text)")
    #expect(harness.progress()?.position?.stepID == "ejercicio:caja.copia")
  }

  @Test func aBlankFirstLineOfAPredictionNeitherSubmitsNorSkips() async {
    let harness = TutorHarness()
    let run = await session(["ir caja.imprime", "   ", ".", "2", ""], harness: harness)
    #expect(
      run.flowing.contains(
        "Aún no has escrito tu predicción, y una línea vacía solo la termina: empieza por la "
          + "primera línea que imprime el fragmento. Para pasar sin responder, escribe "
          + "«siguiente»."), "\(run.text)")
    #expect(
      run.flowing.contains(
        "Tu predicción está vacía: escribe lo que imprime el fragmento, línea a línea, y termina "
          + "con una línea vacía (o con «.»)."))
    let record = harness.progress()?.record(for: "caja.imprime")
    #expect(record?.attempts == 1)
    #expect(record?.lastAnswer == .prediction(lines: ["2"]))
  }

  /// El aviso de un código lo da su tipo (`AnswerableKind.enterNotice`): qué archivo editar.
  @Test func enterOnACodeExerciseNamesItsFile() async {
    let harness = TutorHarness()
    let run = await session(["ir caja.contador", ""], harness: harness)
    #expect(
      run.flowing.contains(
        "Aún no has resuelto este ejercicio: edita codigo/caja.contador.swift y escribe "
          + "«comprobar». Para pasar sin resolverlo, escribe «siguiente»."), "\(run.text)")
    #expect(harness.progress()?.position?.stepID == "ejercicio:caja.contador")
  }

  static func tooLong(_ length: Int) -> String {
    "La línea tiene \(length) caracteres, y una orden o una línea de respuesta caben en 1000: "
      + "no la atiendo ni la guardo en el historial. Si la pegaste sin querer, escribe la que "
      + "querías; una respuesta de varias líneas va línea a línea."
  }

  @Test func aHugeUnknownLineIsRefusedWithoutEchoingItOrKeepingIt() async {
    let harness = TutorHarness()
    let huge = String(repeating: "x", count: 10_240)
    let run = await session([huge, "índice"], harness: harness)
    #expect(run.flowing.contains(Self.tooLong(10_240)), "\(run.text.prefix(2000))")
    // Solo el eco del lector de pruebas (indicador y línea) la lleva entera.
    #expect(run.output.filter { $0.contains(String(repeating: "x", count: 100)) }.count == 1)
    #expect(run.history == ["índice"])
  }

  @Test func aLongWordIsQuotedShort() async {
    let harness = TutorHarness()
    let word = String(repeating: "y", count: 500)
    let run = await session([word], harness: harness)
    let quoted = String(repeating: "y", count: InputLimits.maxQuoted - 1) + "…"
    #expect(
      run.flowing.contains("«\(quoted)» no es una orden. Escribe «ayuda» para verlas."),
      "\(run.text.suffix(1500))")
  }

  @Test func repeatedLettersAreNotAnAnswer() async {
    let harness = TutorHarness()
    let letters = String(repeating: "a ", count: 5120)
    let run = await session(["ir caja.copia", letters, "a a", "b b"], harness: harness)
    #expect(run.flowing.contains(Self.tooLong(10_240)))
    #expect(
      run.flowing.contains(
        "Has marcado la «a» más de una vez: escribe cada letra una sola vez (por ejemplo «a c»)."))
    #expect(
      run.flowing.contains(
        "Has marcado la «b» más de una vez: escribe cada letra una sola vez (por ejemplo «a c»)."))
    #expect(harness.progress()?.record(for: "caja.copia").attempts == 0)
    #expect(!run.history.contains(letters))
  }

  @Test func aHugeContinuationLineIsRefusedAndAnotherIsAskedFor() async {
    let harness = TutorHarness()
    let huge = String(repeating: "1", count: 2000)
    let run = await session(["ir caja.imprime", "2", huge, ""], harness: harness)
    #expect(run.flowing.contains(Self.tooLong(2000)), "\(run.text.suffix(1500))")
    #expect(harness.progress()?.record(for: "caja.imprime").lastAnswer == .prediction(lines: ["2"]))
  }

  @Test func theLimitsCutWhereTheySay() {
    #expect(InputLimits.refusal(for: String(repeating: "a", count: 1000)) == nil)
    #expect(
      InputLimits.refusal(for: String(repeating: "a", count: 1001))
        == .lineTooLong(length: 1001, limit: 1000))
    #expect(InputLimits.quoted("corto") == "corto")
    #expect(InputLimits.echo("corto") == "corto")
    #expect(
      InputLimits.echo(String(repeating: "z", count: 5000))
        == String(repeating: "z", count: 80) + "… (5000 caracteres)")
  }
}
