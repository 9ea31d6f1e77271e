import Testing
@testable import Checker

@Suite struct PredictionCheckerTests {
  @Test(
    arguments: [
      ("Ada\nGrace", "Ada\nGrace\n", Verdict.Outcome.passed, ["Correcto.", "Por qué."]),
      ("\nAda  \nGrace\n\n", "Ada\nGrace", .passed, ["Correcto.", "Por qué."]),
      ("Ada\r\nGrace", "Ada\nGrace", .passed, ["Correcto.", "Por qué."]),
      (
        "Ada\nAda", "Ada\nGrace", .failed,
        [
          "La línea 2 («Ada») no es lo que imprime el fragmento: vuelve a seguirlo paso a paso "
            + "hasta ese «print»."
        ]
      ),
      (
        "Ada", "Ada\nGrace", .failed,
        ["Falta la línea 2: el fragmento imprime más líneas de las que has escrito."]
      ),
      (
        "Ada\nGrace\nAda", "Ada\nGrace", .failed,
        ["Sobra la línea 3 («Ada»): el fragmento imprime 2 líneas."]
      ),
      (
        "1\n2", "1", .failed,
        ["Sobra la línea 2 («2»): el fragmento imprime una línea."]
      ),
      (
        "ada\ngrace  garcía", "Ada\nGrace García", .almost,
        [
          "Casi: la línea 1 solo se aparta de lo que imprime el fragmento en mayúsculas, tildes o espacios."
        ]
      ),
      ("  \n", "Ada", .failed, ["No has respondido nada."]),
      ("", "", .passed, ["Correcto.", "Por qué."]),
    ] as [(String, String, Verdict.Outcome, [String])])
  func comparesLineByLine(
    prediction: String, output: String, outcome: Verdict.Outcome, findings: [String]
  ) {
    let verdict = PredictionChecker.check(
      prediction: prediction, output: output, explanation: "Por qué.")
    #expect(verdict.outcome == outcome)
    #expect(verdict.findings == findings)
  }

  /// Un fallo dice qué línea falla, nunca lo que imprime de verdad (eso es la solución).
  @Test func aWrongLineNeverShowsTheRealOutput() {
    let findings = PredictionChecker.check(prediction: "1", output: "secreto").findings
    #expect(
      findings == [
        "La línea 1 («1») no es lo que imprime el fragmento: vuelve a seguirlo paso a paso hasta "
          + "ese «print»."
      ])
    #expect(!findings.joined().contains("secreto"))
  }
}
