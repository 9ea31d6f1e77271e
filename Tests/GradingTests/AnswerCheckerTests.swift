import Lessons
import Testing

@testable import Grading

/// The interim non-code checks, message by message.
@Suite struct AnswerCheckerTests {
  let course = GradingFixture.course
  let checker = BuiltInAnswerChecker()

  func assess(_ id: String, _ answer: SubmittedAnswer) throws -> AnswerAssessment {
    let exercise = try #require(course.exercise(id))
    return checker.assess(answer, for: exercise, in: course)
  }

  @Test(
    arguments: [
      (SubmittedAnswer.choice(selected: [1]), 1.0, "Correcto."),
      (
        .choice(selected: [0]), 0,
        "Marcó a) «Cada una su propia cuenta.», que no es correcta: No: las dos tienen la misma referencia."
      ),
      (.choice(selected: []), 0, "No marcó ninguna opción."),
      (.choice(selected: [5]), 0, "Marcó la opción 6, que no existe (hay 2)."),
      (.freeText("  WITH lock! "), 1, "Correcto."),
      (
        .freeText("withLok"), 0,
        "Casi: «withLok» se parece a la respuesta («withLock»), pero no es ella."
      ),
      (
        .freeText("wrappedValue"), 0,
        "«wrappedValue» no es la respuesta; la esperada es «withLock»."
      ),
      (.prediction(lines: ["2  ", "fin", ""]), 1, "Correcto."),
      (
        .prediction(lines: ["1", "fin"]), 0,
        "La línea 1 predicha es «1», pero el programa imprime «2»."
      ),
      (
        .prediction(lines: ["2"]), 0,
        "Faltan líneas: el programa imprime 2 y la predicción tiene 1; la línea 2 es «fin»."
      ),
      (.flowchartWalk(path: ["No", "no"]), 1, "Correcto."),
      (
        .flowchartWalk(path: ["no", "sí"]), 0,
        "En «Es un aviso» (Q3) eligió «sí» y lo correcto es «no»: El saldo es un dato, no un aviso."
      ),
      (
        .flowchartWalk(path: ["no"]), 0,
        "El recorrido se queda a medias: falta responder «Es un aviso» (Q3)."
      ),
      (
        .admission(verdicts: ["admitida", "Rechazada por el compilador", "higiene"]), 1, "Correcto."
      ),
      (
        .admission(verdicts: ["admitida", "admitida", "higiene"]), 2.0 / 3.0,
        "2 de 3 bien. «@Shared(.appStorage(\"lista\")) var lista: [Int] = []» es «rechazada» y respondió «admitida»: Los arrays no están admitidos."
      ),
      (
        .freeText("2"), 0,
        "La respuesta es de tipo «texto» y el ejercicio es de tipo «prediccion»: no se puede corregir."
      ),
    ] as [(SubmittedAnswer, Double, String)])
  func answer(answer: SubmittedAnswer, score: Double, message: String) throws {
    let id: String =
      switch answer {
      case .choice: "caja.copia"
      case .freeText(let text) where text == "2": "caja.imprime"
      case .freeText: "caja.metodo"
      case .prediction: "caja.imprime"
      case .flowchartWalk: "decidir.saldo"
      case .flowchartRebuild: "caja.dibujo"
      case .admission: "decidir.tipos"
      }
    let assessment = try assess(id, answer)
    #expect(assessment.message == message)
    #expect(abs(assessment.score - score) < 1e-9)
  }

  @Test func mermaidIsComparedAsAGraph() throws {
    let right = try assess(
      "caja.dibujo",
      .flowchartRebuild(
        mermaid:
          "flowchart TD\nP[PANTALLA DE SALDO] --> K[caja de la cuenta]\nQ[Pantalla de pagos] --> K")
    )
    #expect(right.message == "Correcto.")
    let wrong = try assess(
      "caja.dibujo",
      .flowchartRebuild(mermaid: "flowchart LR\nA[Pantalla de saldo] --> B[Pantalla de pagos]"))
    #expect(
      wrong.message
        == "El diagrama no coincide: faltan 2 aristas (la primera, «pantalla de pagos» → «caja de la cuenta»);"
        + " sobran 1 (la primera, «pantalla de saldo» → «pantalla de pagos»).")
    let broken = try assess(
      "caja.dibujo", .flowchartRebuild(mermaid: "flowchart TD\nA[sin cerrar --> B"))
    #expect(
      broken.message
        == "El diagrama no se entiende: línea 2, columna 2: falta «]» para cerrar el texto del nodo."
    )
  }
}
