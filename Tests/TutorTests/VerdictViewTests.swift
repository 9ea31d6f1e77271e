import Checker
import Foundation
import Presentation
import Testing

@testable import Tutor

/// Un veredicto se muestra según lo que lleva, sin que quien lo enseña diga de dónde viene.
@Suite struct VerdictViewTests {
  let presenter = LessonPresenter(console: Console.capturing(columns: 40))

  @Test func answerFeedbackIsCourseText() {
    // CommonMark: el salto de línea suelto une las líneas del párrafo.
    let verdict = Verdict(outcome: .failed, feedback: [.explanation("Una copia\ncomparte.")])
    #expect(VerdictView.lines(verdict, presenter: presenter) == ["✗ Una copia comparte."])
  }

  @Test func aCheckersOwnReportKeepsItsLines() {
    let verdict = Verdict(passed: false, message: "La prueba no pasa.\n✗ suma\n  · esperaba 3")
    #expect(
      VerdictView.lines(verdict, presenter: presenter)
        == ["✗ La prueba no pasa.", "  ✗ suma", "    · esperaba 3"])
  }

  @Test func aCodeVerdictCarriesItsDataAndIsShownAsItsReport() throws {
    let json = """
      {"exerciseID": "cuenta", "outcome": "testsFailed", "diagnostics": [], "output": "",
       "tests": [{"name": "suma", "status": {"failed": {"messages": ["esperaba 3"]}}}],
       "outputTruncated": false, "sandboxGaps": [], "timeLimitSeconds": 10,
       "memoryLimitBytes": 1, "fromCache": false}
      """
    let code = try JSONDecoder().decode(CodeVerdict.self, from: Data(json.utf8))
    #expect(code.verdict.code == code)
    #expect(code.verdict.feedback.isEmpty)
    #expect(code.verdict.score == Score(earned: 0, possible: 1))
    #expect(
      VerdictView.lines(code.verdict, presenter: presenter)
        == ["✗ La prueba no pasa.", "  ✗ suma", "    · esperaba 3"])
  }

  /// El veredicto de código se dibuja desde sus partes: sin colores, las líneas de su texto
  /// plano; con colores, cada parte con el suyo; las continuaciones, bajo su texto.
  @Test func aCodeVerdictIsDrawnFromItsParts() throws {
    let json = """
      {"exerciseID": "cuenta", "outcome": "testsFailed", "diagnostics": [],
       "output": "hola\\nmundo", "outputTruncated": true,
       "tests": [{"name": "suma", "status": {"failed": {"messages": ["esperaba 3", "antes:\\n  1"]}}},
                 {"name": "resta", "status": {"timedOut": {}}}],
       "sandboxGaps": [], "timeLimitSeconds": 10, "memoryLimitBytes": 1, "fromCache": false}
      """
    let code = try JSONDecoder().decode(CodeVerdict.self, from: Data(json.utf8))
    let timedOut =
      "✗ resta: tiempo agotado — ¿un abrazo mortal? Seguía en marcha a los 10 s y se detuvo: "
      + "o espera un cerrojo que nunca se suelta o da vueltas sin fin."
    #expect(
      code.message == """
        Pasan 0 de 2 pruebas.
        ✗ suma
          · esperaba 3
          · antes:
          1
        \(timedOut)

        Salida del programa:
        hola
        mundo
        … salida recortada
        """)
    #expect(
      VerdictView.lines(code.verdict, presenter: presenter) == [
        "✗ Pasan 0 de 2 pruebas.",
        "  ✗ suma",
        "    · esperaba 3",
        "    · antes:",
        "        1",
        "  ✗ resta: tiempo agotado — ¿un abrazo",
        "    mortal? Seguía en marcha a los 10 s",
        "    y se detuvo: o espera un cerrojo",
        "    que nunca se suelta o da vueltas",
        "    sin fin.",
        "",
        "  Salida del programa:",
        "  hola",
        "  mundo",
        "  … salida recortada",
      ])
    let colored = Console(style: TerminalStyle(usesColor: true, usesUnicode: true), columns: 80)
    let lines = VerdictView.lines(code.verdict, presenter: LessonPresenter(console: colored))
    let style = colored.style
    #expect(lines[1] == "  " + style.failure("✗") + " suma")
    #expect(lines[2] == "    " + style.dim("·") + " esperaba 3")
    #expect(
      lines.suffix(4) == ["  " + style.dim("Salida del programa:")]
        + ["hola", "mundo", "… salida recortada"].map { "  " + style.dim($0) })
  }
}
