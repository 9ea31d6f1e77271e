import Flowchart
import Lessons
import Support
import Testing

/// Las respuestas de un recorrido frente a las etiquetas de las aristas.
@Suite struct FlowchartAnswersTests {
  @Test func labelKeyForgivesCaseAccentsAndEnglish() {
    #expect(Flowchart.labelKey(" Sí ") == "si")
    #expect(Flowchart.labelKey("YES") == "si")
    #expect(Flowchart.labelKey("No.") == "no")
    #expect(Flowchart.labelKey(nil) == "")
  }

  @Test func edgeAnsweringFoldsTheAnswer() throws {
    let chart = try FlowchartParser.parse("flowchart TD\nQ -->|sí| S\nQ -->|no| N")
    #expect(chart.edge(from: "Q", answering: "SÍ")?.to == "S")
    #expect(chart.edge(from: "Q", answering: "yes")?.to == "S")
    #expect(chart.edge(from: "Q", answering: "quizá") == nil)
  }

  @Test func aSyntaxErrorKeepsItsMessageAsADiagnostic() {
    let error = FlowchartError(line: 2, column: 3, .expectedArrow(found: "->"))
    #expect(Diagnostic(error).description == error.description)
    #expect(
      Diagnostic(error).description
        == "línea 2, columna 3: se esperaba una flecha («-->», «-->|etiqueta|» o «-.->») y hay «->»."
    )
  }
}
