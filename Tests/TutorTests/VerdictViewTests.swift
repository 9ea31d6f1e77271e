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
    #expect(code.verdict.feedback == [.code(code)])
    #expect(code.verdict.feedback.allSatisfy { $0.isPreformatted })
    #expect(
      VerdictView.lines(code.verdict, presenter: presenter)
        == ["✗ La prueba no pasa.", "  ✗ suma", "    · esperaba 3"])
  }
}
