import Flowchart
import Lessons
import Support
import Testing
@testable import Checker

@Suite struct FlowchartWalkCheckerTests {
  static let chart =
    (try? FlowchartParser.parse(
      """
      flowchart TD
      Q1[Dos features necesitan el mismo dato] --> Q2[Hay ancestro común cercano]
      Q2 -->|sí| S1[Estado en el padre y scope]
      Q2 -->|no| Q3[Es dato o es evento]
      Q3 -->|evento| S2[Acción delegate hacia el ancestro]
      Q3 -->|dato| Q4[Pertenece a un sistema externo]
      Q4 -->|si| S3[Dependencia con su propia API]
      Q4 -->|no| Q5[Tiene identidad única en el dominio]
      Q5 -->|no| S4[Modelar por separado sin compartir]
      Q5 -->|si| S5[Shared en la raíz con un solo escritor]
      """)) ?? Flowchart(direction: .topDown, nodes: [], edges: [])

  static func step(_ node: String, _ answer: String, _ why: String) -> FlowchartWalkExercise.Step {
    .init(
      node: node, answer: answer, explanation: why, location: SourceLocation(file: nil, line: 1))
  }

  /// La sesión del usuario: la comparten pantallas lejanas y es un dato con identidad.
  static let session = FlowchartWalkExercise(
    diagramID: "decision", diagramLocation: SourceLocation(file: nil, line: 1),
    scenario: "La sesión del usuario.",
    steps: [
      step("Q2", "no", "La leen pantallas de ramas distintas."),
      step("Q3", "dato", "La sesión es un valor que se consulta, no un aviso."),
      step("Q4", "no", "Vive en la app, no en un servicio externo."),
      step("Q5", "sí", "Solo hay una sesión a la vez."),
    ],
    destination: "S5", destinationLocation: SourceLocation(file: nil, line: 1))

  static let checker = FlowchartWalkChecker(exercise: session, flowchart: chart)

  @Test(
    arguments: [
      (
        ["no", "dato", "no", "si"], Verdict.Outcome.passed,
        [
          "Correcto.", "Llegas a «Shared en la raíz con un solo escritor».",
        ]
      ),
      (
        ["NO", " Dato ", "No", "yes"], .passed,
        [
          "Correcto.", "Llegas a «Shared en la raíz con un solo escritor».",
        ]
      ),
      (
        ["si"], .failed,
        [
          "Pregunta 1, «Hay ancestro común cercano»: «sí» no es la salida que toma este escenario; vuelve a leerlo y piensa qué decide esa pregunta."
        ]
      ),
      (
        ["no", "evento", "no", "si"], .failed,
        [
          "Pregunta 2, «Es dato o es evento»: «evento» no es la salida que toma este escenario; vuelve a leerlo y piensa qué decide esa pregunta."
        ]
      ),
      (
        ["no", "dato", "si"], .failed,
        [
          "Pregunta 3, «Pertenece a un sistema externo»: «si» no es la salida que toma este escenario; vuelve a leerlo y piensa qué decide esa pregunta."
        ]
      ),
      (
        ["no", "quizá"], .failed,
        [
          "«quizá» no es una salida de «Es dato o es evento»: responde «evento» o «dato»."
        ]
      ),
      (
        ["no", "dato"], .failed,
        [
          "Faltan respuestas: el recorrido sigue en «Pertenece a un sistema externo»; contesta esa pregunta."
        ]
      ),
      (
        ["no", "dato", "no", "si", "no"], .failed,
        [
          "Sobran respuestas: el recorrido ya terminó en «Shared en la raíz con un solo escritor»."
        ]
      ),
      ([], .failed, ["No has respondido nada."]),
    ] as [([String], Verdict.Outcome, [String])])
  func walksNodeByNode(answers: [String], outcome: Verdict.Outcome, findings: [String]) {
    let verdict = Self.checker.check(answers)
    #expect(verdict.outcome == outcome)
    #expect(verdict.findings == findings)
  }

  @Test func questionsFollowTheChosenBranches() {
    #expect(
      Self.checker.question(after: [])
        == .init(
          node: "Q2", text: "Hay ancestro común cercano", options: ["sí", "no"]))
    #expect(Self.checker.question(after: ["no"])?.options == ["evento", "dato"])
    #expect(Self.checker.question(after: ["no", "evento"]) == nil)
    #expect(Self.checker.question(after: ["quizá"]) == nil)
  }

  @Test func worksForAnyFlowchart() throws {
    let chart = try FlowchartParser.parse(
      """
      flowchart TD
      D[Tengo un dato voluminoso] --> Q1[Lo dibuja alguna vista]
      Q1 -->|si| Q2[Cabe acotarlo por paginación]
      Q1 -->|no| Q3[Lo consulta alguna rama del reducer]
      Q3 -->|no| F[Sácalo a una dependencia]
      Q3 -->|si| E[Déjalo pero exclúyelo de la observación]
      """)
    let exercise = FlowchartWalkExercise(
      diagramID: "pesado", diagramLocation: SourceLocation(file: nil, line: 1),
      scenario: "Un adjunto de 8 MB que solo se sube.",
      steps: [
        Self.step("Q1", "no", "Ninguna vista lo pinta."),
        Self.step("Q3", "no", "El reducer solo guarda su id."),
      ],
      destination: "F", destinationLocation: SourceLocation(file: nil, line: 1))
    let walk = FlowchartWalkChecker(exercise: exercise, flowchart: chart)
    #expect(
      walk.check(["no", "no"]).findings == ["Correcto.", "Llegas a «Sácalo a una dependencia»."])
    #expect(
      walk.check(["no", "si"]).findings == [
        "Pregunta 2, «Lo consulta alguna rama del reducer»: «si» no es la salida que toma este escenario; vuelve a leerlo y piensa qué decide esa pregunta."
      ])
  }
}
