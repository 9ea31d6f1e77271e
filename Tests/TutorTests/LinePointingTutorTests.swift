import Foundation
import Lessons
import Presentation
import Testing
import Workspace

@testable import Tutor

/// El tipo `linea` («señalar la línea») en el tutor: el fragmento con sus números de línea a
/// 80 columnas, la respuesta desde la línea escrita (con cada rechazo en sus palabras), el
/// veredicto, la solución y la respuesta guardada. Curso: `Tests/Fixtures/curso-linea`.
@Suite struct LinePointingTutorTests {
  static let course = TutorHarness.course.deletingLastPathComponent()
    .appendingPathComponent("curso-linea")

  func session(_ input: [String?], harness: TutorHarness) async -> TutorHarness.Run {
    if !FileManager.default.fileExists(atPath: harness.workspace.path) {
      await harness.initialize(course: Self.course)
    }
    return await harness.run([], input: input, course: Self.course)
  }

  @Test func theSnippetIsShownWithItsLineNumbers() async {
    let harness = TutorHarness()
    let run = await session(["ir caja.linea"], harness: harness)
    let text = run.text
    #expect(text.contains("Ejercicio caja.linea · línea"), "\(text)")
    for line in [
      "  1 │ func cobrar(_ pedido: Shared<Pedido>, cartera: Shared<Cartera>) {",
      "  4 │     cartera.withLock { $0.saldo -= p.coste }",
      "  5 │",
      "  7 │ }",
      "Responde con el número de la línea que rompe la regla (de 1 a 7).",
    ] {
      #expect(run.output.contains { $0.hasPrefix(line) }, "falta «\(line)» en:\n\(text)")
    }
  }

  @Test(arguments: [
    (
      "tres",
      "«tres» no es un número de línea: responde con el número de la línea que rompe la "
        + "regla (de 1 a 7)."
    ),
    ("9", "El fragmento tiene 7 líneas y no hay línea 9: responde con un número de 1 a 7."),
    ("5", "La línea 5 está en blanco: busca la línea con código que rompe la regla."),
    (
      "3",
      "La línea 3 («p.estado = .pagado») no es la que rompe la regla. Cambia la caja cuyo "
        + "candado ya tiene."
    ),
  ])
  func eachWrongAnswerGetsItsWords(input: String, message: String) async {
    let run = await session(["ir caja.linea", input], harness: TutorHarness())
    // Los párrafos ajustados siguen con sangría: se comparan con un espacio entre palabras.
    let flowing = run.flowing.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flowing.contains(message), "falta «\(message)» en:\n\(run.text)")
  }

  @Test func theRightLineIsStoredAndExplained() async throws {
    let harness = TutorHarness()
    let run = await session(["ir caja.linea", "línea 4", "solución"], harness: harness)
    #expect(run.flowing.contains("✓ Correcto."), "\(run.text)")
    #expect(
      run.flowing.contains("Línea 4: `cartera.withLock { $0.saldo -= p.coste }`"), "\(run.text)")
    #expect(run.flowing.contains("Línea 3: Cambia la caja cuyo candado ya tiene."))
    guard
      case .success(let read) = ProgressFile.read(harness.progressURL, courseID: "curso-linea"),
      let progress = read
    else {
      Issue.record("no se pudo leer el progreso")
      return
    }
    let record = progress.record(for: "caja.linea")
    #expect(record.isPassed)
    #expect(record.lastAnswer == RawAnswer(LinePointingAnswer(line: 4), kind: "linea"))
  }

  @Test func everyRegisteredKindCanBeAnsweredInTheTutor() {
    for unit in ExerciseKindRegistry.units {
      #expect(unit is any AnswerableKind.Type, "\(unit.word) no se responde en el tutor")
    }
  }

  @Test func aLongLineWrapsUnderItsNumberAt80Columns() {
    let console = Console.capturing(columns: 40)
    let presenter = LessonPresenter(console: console)
    let lines = presenter.markdown(
      "```swift numerado\nlet a = 1\nstate.$usuario.withLock { $0.nombre = nuevoNombre; $0.creditos += 100 }\n```"
    )
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 39 }, "\(lines)")
    #expect(lines.first == "  1 │ let a = 1")
    #expect(lines[1].hasPrefix("  2 │ state."))
    #expect(lines[2].hasPrefix("↪     "))
  }
}
