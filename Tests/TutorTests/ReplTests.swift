import Support
import Foundation
import Testing
@testable import Tutor

/// El tutor interactivo con líneas ya escritas: cada mala entrada con su mensaje exacto.
@Suite struct ReplTests {
  /// Un espacio nuevo y una sesión con `input`; devuelve la transcripción.
  @discardableResult
  private func session(_ input: [String?], harness: TutorHarness = TutorHarness()) async
    -> TutorHarness.Run
  {
    if !FileManager.default.fileExists(atPath: harness.workspace.path) {
      await harness.initialize()
    }
    return await harness.run([], input: input)
  }

  @Test func firstRunWelcomesAndShowsTheMapThenTheFirstStep() async {
    let run = await session([])
    #expect(run.code == 0)
    #expect(
      Array(run.output.prefix(11)) == [
        "leccion \(LeccionVersion.current) · Curso del tutor",
        "",
        "¡Hola! El curso tiene 2 lecciones y 9 ejercicios. Lees un poco, respondes, y",
        "cada respuesta se corrige al momento con su explicación. Tu trabajo se guarda",
        "solo; si sales, la próxima vez sigues aquí.",
        "",
        "  1. La caja compartida — 6 ejercicios",
        "  2. Decidir — 3 ejercicios",
        "",
        "Intro: seguir · «índice»: el mapa entero · «ayuda»: las órdenes · Ctrl-D: salir",
        "",
      ])
    #expect(run.output.contains("Lección 1 de 2 · paso 1 de 9"))
    #expect(run.flowing.contains("Hasta pronto. Tu progreso está guardado en "))
  }

  @Test func answeringAChoiceRecordsTheRawAnswer() async {
    let harness = TutorHarness()
    let run = await session(["", "", "b"], harness: harness)
    #expect(run.output.contains("caja.copia › b"))
    #expect(run.output.contains("✓ Correcto."))
    #expect(run.output.contains("  b) Sí: copiar el estado copia la referencia."))
    #expect(run.output.contains("Intro para seguir."))
    let record = harness.progress()?.record(for: "caja.copia")
    #expect(record?.lastAnswer == .choice(options: ["b"]))
    #expect(record?.isPassed == true)
  }

  @Test func aWrongChoiceExplainsWhyAndInvitesToRetry() async {
    let run = await session(["ir caja.copia", "a"])
    #expect(
      run.output.contains(
        "✗ La opción a («Cada copia tiene su caja.») no es correcta. No: la copia lleva"))
    #expect(
      run.output.contains(
        "Prueba otra vez, pide una «pista» o escribe «siguiente» para seguir."))
  }

  @Test(arguments: ReplTests.badInputs)
  func badInputGetsItsExactMessage(bad: BadInput) async {
    let input = bad.input
    let message = bad.message
    let run = await session(input)
    let flowing = run.output.joined(separator: " ")
    #expect(flowing.contains(message), "falta «\(message)» en:\n\(run.text)")
  }

  @Test func hintsAreProgressiveAndRecorded() async {
    let harness = TutorHarness()
    let run = await session(["ir caja.copia", "pista", "pista", "pista"], harness: harness)
    let text = run.text
    #expect(
      text.contains(
        "Pista 1 de 2:\n  Piensa en qué guarda el campo.\n(Queda 1; vuelve a pedir «pista» para verla.)"
      ))
    #expect(text.contains("Pista 2 de 2:\n  Una referencia copiada apunta al mismo sitio."))
    #expect(text.contains("Ya has visto las 2 pistas de este ejercicio:"))
    #expect(harness.progress()?.record(for: "caja.copia").hintsShown == 2)
  }

  @Test func theSolutionNeedsConfirmationUntilPassedAndCountsAsSeen() async {
    let harness = TutorHarness()
    let declined = await session(["ir caja.metodo", "solución", "n"], harness: harness)
    #expect(declined.output.contains("Bien: sigue intentándolo (o pide una «pista»)."))
    #expect(!declined.output.contains("  withLock"))
    let accepted = await harness.run([], input: ["solucion", "s"])
    #expect(accepted.output.contains("Solución de caja.metodo:"))
    #expect(accepted.output.contains("  withLock"))
    #expect(harness.progress()?.record(for: "caja.metodo").solutionSeen == true)
  }

  @Test func laterRunsResumeWhereTheLearnerLeftOff() async {
    let harness = TutorHarness()
    await session(["ir decidir.aviso"], harness: harness)
    let again = await harness.run([], input: [])
    #expect(again.output.first == "Bienvenido de nuevo a «Curso del tutor».")
    #expect(again.output[1] == "Seguimos en lección 2 («Decidir»), ejercicio decidir.aviso.")
  }

  @Test func resumingAModifiedCodeExerciseMentionsTheFile() async throws {
    let harness = TutorHarness()
    await session(["ir caja.contador"], harness: harness)
    try Data("var caja = 2\n".utf8).write(
      to: harness.workspace.appendingPathComponent("codigo/caja.contador.swift"))
    let again = await harness.run([], input: [])
    #expect(
      again.flowing.contains(
        "Tu archivo codigo/caja.contador.swift tiene cambios sin resolver: escribe «comprobar» "
          + "cuando quieras."))
  }

  @Test func multiLineAnswersEndWithAnEmptyOrDotLine() async {
    let harness = TutorHarness()
    let run = await session(
      [
        "ir caja.imprime", "2", "", "ir caja.dibujo", "flowchart LR",
        "A[Estado] --> C[Caja]", "B[Otro estado] --> C", ".",
      ], harness: harness)
    #expect(run.output.contains("  withLock sumó uno."))
    let progress = harness.progress()
    #expect(progress?.record(for: "caja.imprime").lastAnswer == .prediction(lines: ["2"]))
    #expect(
      progress?.record(for: "caja.dibujo").lastAnswer
        == .flowchartRebuild(
          mermaid: "flowchart LR\nA[Estado] --> C[Caja]\nB[Otro estado] --> C"))
  }

  @Test func ctrlCCancelsAnAnswerWithoutLeaving() async {
    let harness = TutorHarness()
    let run = await session(["ir caja.dibujo", "flowchart LR", nil, "índice"], harness: harness)
    #expect(run.output.contains("(Respuesta cancelada.)"))
    #expect(
      run.output.contains(
        "▸   · caja.dibujo                  Redibuja el diagrama              mermaid"))
    #expect(harness.progress()?.record(for: "caja.dibujo").attempts == 0)
  }

  @Test func theIndexShowsTheSectionIdsThatIrTakes() async {
    let run = await session(["índice", "ir por-que-no-se-puede-asignar", "índice"])
    // La columna de los ids es la del más largo, el de la sección.
    let column = { (id: String) in id.padding(toLength: 27, withPad: " ", startingAt: 0) }
    #expect(run.output.contains("    § \(column("que-se-copia"))  Qué se copia"), "\(run.text)")
    #expect(run.output.contains { $0.hasPrefix("    · \(column("caja.copia"))  Qué comparten") })
    #expect(run.output.contains("    § por-que-no-se-puede-asignar  Por qué no se puede asignar"))
    #expect(run.output.contains("▸   § por-que-no-se-puede-asignar  Por qué no se puede asignar"))
    #expect(
      run.flowing.contains(
        "«ir ID» para ir a un ejercicio o a una sección (las de «§»); «ir 2» para ir a la "
          + "lección 2."))
  }

  @Test func aFlowchartWalkIsAnsweredNodeByNode() async {
    let harness = TutorHarness()
    let run = await session(["ir decidir.lista", "b", "quizá", "no"], harness: harness)
    #expect(run.output.contains("    → Es un evento"))
    #expect(run.output.contains("«quizá» no es una salida de esta pregunta: elige a) si, b) no."))
    #expect(run.output.contains("    → Shared en la raiz"))
    #expect(
      harness.progress()?.record(for: "decidir.lista").lastAnswer
        == .flowchartWalk(path: ["no", "no"]))
    #expect(harness.progress()?.record(for: "decidir.lista").isPassed == true)
  }

  @Test func admissionAcceptsOneLineOrOneVerdictPerLine() async {
    let harness = TutorHarness()
    await session(["ir decidir.tipos", "a r h"], harness: harness)
    #expect(harness.progress()?.record(for: "decidir.tipos").isPassed == true)
    await harness.run([], input: ["a", "rechazada", "admitida"])
    #expect(
      harness.progress()?.record(for: "decidir.tipos").lastAnswer
        == .admission(verdicts: ["admitida", "rechazada", "admitida"]))
  }

  @Test func resetAsksAndRestoresTheStarterKeepingTheLearnersFile() async throws {
    let harness = TutorHarness()
    await session(["ir caja.contador"], harness: harness)
    let file = harness.workspace.appendingPathComponent("codigo/caja.contador.swift")
    try Data("var caja = 7\n".utf8).write(to: file)
    let run = await harness.run([], input: ["reiniciar", "s"])
    #expect(
      run.flowing.contains(
        "Tu archivo codigo/caja.contador.swift volverá a ser el de inicio (guardaré el tuyo como "
          + "codigo/caja.contador.swift.anterior). ¿Seguro? (s/n)"))
    #expect(run.output.contains("Listo: caja.contador vuelve a empezar."))
    let starter = TutorHarness.course.appendingPathComponent("01-caja/codigo/contador/inicio.swift")
    #expect(
      try String(contentsOf: file, encoding: .utf8) == String(contentsOf: starter, encoding: .utf8))
    #expect(
      try String(contentsOf: URL(fileURLWithPath: file.path + ".anterior"), encoding: .utf8)
        == "var caja = 7\n")
  }

  @Test func helpListsEveryCommandWithItsAliases() async {
    let run = await session(["ayuda"])
    for entry in ReplCommand.table {
      #expect(run.output.contains { $0.hasPrefix("  \(entry.name)") })
    }
    // La descripción sigue en su columna si no cabe en la línea.
    let words = run.output.joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(
      words.contains("siguiente (s, sig) el paso siguiente (Intro, si no queda nada pendiente)"))
    #expect(
      run.output.contains {
        $0 == "  solución (sol)           solución [ID]: la solución (si no lo has resuelto,"
      })
    #expect(run.output.contains(String(repeating: " ", count: 27) + "cuenta como vista)"))
  }

  @Test func theEndOfTheCourseIsSaid() async {
    let run = await session(["ir decidir.tipos", "siguiente"])
    #expect(run.output.contains("Has llegado al final del curso."))
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    var input: [String?]
    var message: String
    init(_ input: [String?], _ message: String) {
      self.input = input
      self.message = message
    }
    var testDescription: String { input.map { $0 ?? "^C" }.joined(separator: " / ") }
  }

  static let badInputs: [BadInput] = [
    BadInput(["sigiente"], "«sigiente» no es una orden. ¿Quisiste decir «siguiente»?"),
    BadInput(["b"], "«b» no es una orden. Escribe «ayuda» para verlas."),
    BadInput(["q"], "«q» solo salta el resto de una página. Para salir, «salir» o Ctrl-D."),
    BadInput(
      ["pista"],
      "«pista» sirve en un ejercicio, y ahora estás leyendo. Sigue con Intro o salta a "
        + "uno con «ir ID»."),
    BadInput(["atrás"], "Ya estás al principio del curso."),
    BadInput(
      ["ir nada"],
      "No encuentro «nada» en el curso. Usa el id de un ejercicio, el número de una "
        + "lección o el id de una sección (mira «índice»)."),
    BadInput(
      ["ir caja.copai"], "No encuentro «caja.copai» en el curso. ¿Quisiste decir «caja.copia»?"),
    BadInput(
      ["ir"],
      "A «ir» le falta un argumento: ir ID (un ejercicio, el número de una lección o una "
        + "sección)."),
    BadInput(["ejecutar"], "Aquí no hay ningún fragmento ejecutable."),
    BadInput(
      ["editar"],
      "«editar» sirve en un ejercicio, y ahora estás leyendo. Sigue con Intro o salta "
        + "a uno con «ir ID»."),
    BadInput(["ir caja.copia", "editar"], "«editar» solo sirve en los ejercicios de código."),
    BadInput(["ir caja.copia", "z"], "«z» no es una opción: responde con letras de la a a la b."),
    BadInput(
      ["ir caja.copia", "a b"],
      "Marca solo una opción: este ejercicio tiene una única respuesta correcta."),
    BadInput(
      ["ir caja.copia", "psita"],
      "«psita» se parece a la orden «pista». Si de verdad es tu respuesta, escribe «responder "
        + "psita»."),
    BadInput(
      ["ir caja.copia", "responder"], "A «responder» le falta un argumento: responder TU RESPUESTA."
    ),
    BadInput(
      ["ir caja.contador", "var caja = 1"],
      "En los ejercicios de código no se responde aquí: edita codigo/caja.contador.swift (con "
        + "«editar» o con tu editor) y escribe «comprobar»."),
    BadInput(
      ["ir caja.imprime", "ejecutar"],
      "Primero haz tu predicción: ejecutar el fragmento te daría la respuesta."),
    BadInput(
      ["ir decidir.lista", "quizá"],
      "«quizá» no es una salida de esta pregunta: elige a) sí, b) no."),
    BadInput(
      ["ir decidir.tipos", "x"],
      "«x» no es un veredicto: responde «a» (admitida), «r» (rechazada por el compilador) o «h» "
        + "(admitida, pero contra la regla de higiene)."),
    BadInput(
      ["ir decidir.tipos", "a r"],
      "Hay 3 declaraciones y has dado 2 veredictos: da uno por declaración, todos en una "
        + "línea o uno por línea."),
    BadInput(
      ["ir caja.copia", "compilador"],
      "A «compilador» le falta un argumento: compilador DECLARACIÓN, por ejemplo: compilador "
        + "@Shared(.appStorage(\"k\")) var x = 1."),
    BadInput(
      ["reiniciar nada"],
      "No hay ningún ejercicio «nada» en el curso. Escribe «índice» para ver los ids."),
    BadInput(["ir caja.metodo", "comprobar"], "Aún no has respondido este ejercicio."),
  ]
}
