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
          "La línea 2 no coincide: el fragmento imprime «Grace» y tú escribiste «Ada».", "Por qué.",
        ]
      ),
      (
        "Ada", "Ada\nGrace", .failed,
        [
          "Falta la línea 2: el fragmento imprime también «Grace».", "Por qué.",
        ]
      ),
      (
        "Ada\nGrace\nAda", "Ada\nGrace", .failed,
        [
          "Sobra la línea 3 («Ada»): el fragmento imprime 2 líneas.", "Por qué.",
        ]
      ),
      (
        "1\n2", "1", .failed,
        ["Sobra la línea 2 («2»): el fragmento imprime una línea.", "Por qué."]
      ),
      (
        "ada\ngrace  garcía", "Ada\nGrace García", .almost,
        [
          "Casi: la línea 1 solo cambia en mayúsculas, tildes o espacios: el fragmento imprime «Ada» y tú escribiste «ada»."
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

  @Test func withoutExplanationOnlyTheDifference() {
    #expect(
      PredictionChecker.check(prediction: "1", output: "2").findings == [
        "La línea 1 no coincide: el fragmento imprime «2» y tú escribiste «1»."
      ])
  }
}
