import Flowchart
import Foundation
import Lessons
import Support
import Testing
@testable import Checker

@Suite struct FlowchartDiffTests {
  /// El diagrama de la lección 5 de origen, el mismo que dibujan las pruebas del tutor.
  /// Vacío si el archivo falta: las pruebas que lo usan fallan entonces al comparar.
  static let decisionText =
    (try? String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(
          "Fixtures/diagramas/cuando-compartir.mmd"),
      encoding: .utf8)) ?? ""

  static let decision = parse(decisionText)

  static func parse(_ text: String) -> Flowchart {
    (try? FlowchartParser.parse(text)) ?? Flowchart(direction: .topDown, nodes: [], edges: [])
  }

  static func diff(_ learner: String) -> FlowchartDiff {
    FlowchartDiff.compare(parse(learner), with: decision)
  }

  @Test func identicalDiagramMatches() {
    let diff = Self.diff(Self.decisionText)
    #expect(diff.isExactMatch)
    #expect(diff.score == Score(earned: 9, possible: 9))
    #expect(diff.matches["Q5"] == "Q5")
  }

  @Test func reorderedRelabelledAndRestyledStillMatches() {
    let learner = """
      flowchart LR
      e[Shared en la RAÍZ, con un solo escritor]
      d{¿Tiene identidad única en el dominio?} -->|Sí| e
      d -->|No| f[Modelar por separado, sin compartir]
      c(Pertenece a un sistema externo) -->|no| d
      c -->|sí| g[Dependencia con su propia API]
      b[Es dato o es evento] -->|dato| c
      b -->|Evento| h[Acción delegate hacia el ancestro]
      a[Hay ancestro común cercano] -->|no| b
      a -->|yes| i[Estado en el padre y scope]
      inicio[Dos features necesitan el mismo dato] -.-> a
      """
    let diff = Self.diff(learner)
    #expect(diff.findings == [])
    #expect(diff.score == Score(earned: 9, possible: 9))
    #expect(diff.matches["d"] == "Q5")
    #expect(diff.matches["inicio"] == "Q1")
  }

  @Test func smallTyposInLabelsAreForgiven() {
    let learner = """
      flowchart TD
      A[Dos feature necesitan el mismo dato] --> B[Hay ancestro comun cercno]
      B -->|si| C[Estado en el padre y scop]
      B -->|no| D[Es dato o es evneto]
      D -->|evento| E[Accion delegate hacia el ancestro]
      D -->|dato| F[Pertenece a un sistema externo]
      F -->|si| G[Dependencia con su propia API]
      F -->|no| H[Tiene identidad unica en el dominio]
      H -->|no| I[Modelar por separado sin compartir]
      H -->|si| J[Shared en la raiz con un solo escrtor]
      """
    #expect(Self.diff(learner).isExactMatch)
  }

  @Test func missingExtraSwappedLabelsReversedAndUnknownAreEachTheirOwnFinding() {
    let learner = """
      flowchart TD
      Q1[Dos features necesitan el mismo dato] --> Q2[Hay ancestro comun cercano]
      Q2 -->|no| S1[Estado en el padre y scope]
      Q2 -->|si| Q3[Es dato o es evento]
      S2[Accion delegate hacia el ancestro] -->|evento| Q3
      Q3 -->|dato| Q4[Pertenece a un sistema externo]
      Q4 -->|si| S3[Dependencia con su propia API]
      Q4 -->|no| Q5[Tiene identidad unica en el dominio]
      Q5 -->|si| S5[Shared en la raiz con un solo escritor]
      Q5 --> S5
      Q5 -->|no| X[Un singleton global]
      """
    let diff = Self.diff(learner)
    #expect(
      diff.findings.map(\.message) == [
        "El nodo «Un singleton global» (línea 11) es desconocido: no se parece a ningún nodo del diagrama del curso.",
        "Las salidas de «Hay ancestro comun cercano» tienen las etiquetas cambiadas: «si» va a «Estado en el padre y scope» y «no» a «Es dato o es evento».",
        "La arista entre «Es dato o es evento» y «Accion delegate hacia el ancestro» está al revés: va de «Es dato o es evento» a «Accion delegate hacia el ancestro».",
        "Falta la arista «Tiene identidad unica en el dominio» → «Modelar por separado sin compartir» (con la etiqueta «no»).",
        "Sobra la arista «Tiene identidad unica en el dominio» → «Shared en la raiz con un solo escritor»: no está en el diagrama del curso.",
      ])
    // Cinco bien puestas de las nueve del curso, menos una: dibujó diez.
    #expect(diff.score == Score(earned: 4, possible: 9))
  }

  @Test func missingAndExtraLabelsAreWrongLabels() {
    let reference = Self.parse("flowchart TD\nA[Uno] -->|si| B[Dos]\nB --> C[Tres]")
    let learner = Self.parse("flowchart TD\nA[Uno] --> B[Dos]\nB -->|luego| C[Tres]")
    #expect(
      FlowchartDiff.compare(learner, with: reference).findings.map(\.message) == [
        "La arista «Uno» → «Dos» no lleva etiqueta, pero debería llevar «si».",
        "La arista «Dos» → «Tres» lleva la etiqueta «luego», pero no debería llevar ninguna.",
      ])
  }

  @Test func longEdgeLabelsForgiveTypos() {
    let reference = Self.parse("flowchart TD\nA[Caja] -->|invalidacion por lectura| B[Vista]")
    let learner = Self.parse("flowchart TD\nA[Caja] -->|invalidación por lectrua| B[Vista]")
    #expect(FlowchartDiff.compare(learner, with: reference).isExactMatch)
  }

  @Test func repeatedLabelsAreTiedByStructure() {
    let reference = Self.parse(
      """
      flowchart LR
      P[App State] -->|pasa el valor proyectado| A[Perfil State]
      P -->|pasa el valor proyectado| B[Ajustes State]
      A --> L1[Campos locales propios]
      B --> L2[Campos locales propios]
      """)
    let learner = Self.parse(
      """
      flowchart LR
      y[Campos locales propios]
      x[Campos locales propios]
      aj[Ajustes State] --> y
      pe[Perfil State] --> x
      app[App State] -->|pasa el valor proyectado| pe
      app -->|pasa el valor proyectado| aj
      """)
    let diff = FlowchartDiff.compare(learner, with: reference)
    #expect(diff.findings == [])
    #expect(diff.matches["y"] == "L2")
    #expect(diff.matches["x"] == "L1")
  }

  @Test func aMissingNodeShowsAsItsMissingEdges() {
    let learner = Self.decisionText.replacingOccurrences(
      of: "Q3 -->|evento| S2[Accion delegate hacia el ancestro]\n", with: "")
    #expect(
      Self.diff(learner).findings.map(\.message) == [
        "Falta la arista «Es dato o es evento» → «Accion delegate hacia el ancestro» (con la etiqueta «evento»)."
      ])
  }
}

@Suite struct FlowchartRebuildCheckerTests {
  static let exercise = FlowchartRebuildExercise(
    diagramID: "decision", diagramLocation: SourceLocation(file: nil, line: 1),
    explanation: "Cada pregunta descarta una forma de compartir más barata.")

  static func check(_ answer: String) -> Verdict {
    FlowchartRebuildChecker.check(
      exercise, reference: FlowchartDiffTests.decision, answer: answer)
  }

  @Test func exactRebuildPassesWithScoreAndExplanation() {
    let verdict = Self.check(FlowchartDiffTests.decisionText)
    #expect(verdict.outcome == .passed)
    #expect(
      verdict.findings == [
        "Correcto.", "Aristas correctas: 9 de 9.",
        "Cada pregunta descarta una forma de compartir más barata.",
      ])
    #expect(verdict.score == Score(earned: 9, possible: 9))
  }

  @Test func partialRebuildListsFindingsThenScore() {
    let verdict = Self.check(
      """
      flowchart TD
      Q1[Dos features necesitan el mismo dato] --> Q2[Hay ancestro comun cercano]
      Q2 -->|si| S1[Estado en el padre y scope]
      """)
    #expect(verdict.outcome == .failed)
    #expect(verdict.findings.count == 8)
    #expect(
      verdict.findings.first
        == "Falta la arista «Hay ancestro comun cercano» → «Es dato o es evento» (con la etiqueta «no»)."
    )
    #expect(verdict.findings.last == "Aristas correctas: 2 de 9.")
  }

  @Test(arguments: [
    (
      "flowchart TD\nA[Dos features --> B",
      "Línea 2, columna 2: falta «]» para cerrar el texto del nodo."
    ),
    (
      "flowchart TD\nA --> B\nB ==> ",
      "Línea 3, columna 7: se esperaba un nodo (por ejemplo «A[texto]») y la línea se acaba."
    ),
    (
      "graph XY\nA --> B",
      "Línea 1, columna 7: dirección desconocida «XY»: usa TD (de arriba abajo) o LR (de izquierda a derecha)."
    ),
    (
      "A --> B",
      "Línea 1, columna 1: un diagrama empieza con «flowchart TD» o «flowchart LR», no con «A --> B»."
    ),
    (
      "flowchart TD\nA -->|si B",
      "Línea 2, columna 6: falta la segunda «|» que cierra la etiqueta de la arista."
    ),
    (
      "flowchart TD\nA B",
      "Línea 2, columna 3: se esperaba una flecha («-->», «-->|etiqueta|» o «-.->») y hay «B»."
    ),
  ])
  func brokenInputPointsAtLineAndColumn(answer: String, message: String) {
    let verdict = Self.check(answer)
    #expect(verdict.outcome == .failed)
    #expect(verdict.findings == [message])
  }

  @Test func emptyAnswer() {
    #expect(Self.check("  \n").findings == ["No has respondido nada."])
  }
}
