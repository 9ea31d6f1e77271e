import Foundation
import Testing

/// `leccion` de verdad, conducido por la entrada estándar como lo haría un guion.
@Suite(.serialized) struct ScriptedSessionTests {
  /// La lección 1 del curso de prueba entera, con una respuesta mala por el camino.
  static let lessonOne =
    [
      "",  // introducción → sección «Qué se copia»
      "",  // → caja.copia
      "a",  // mal
      "b",  // bien
      "",  // → sección «Por qué no se puede asignar»
      "",  // → caja.metodo
      "with lock",
      "",  // → caja.varias
      "a b",
      "",  // → caja.imprime
      "2", "",
      "",  // → caja.contador
      "siguiente",  // → caja.dibujo
      "flowchart LR", "A[Estado] --> C[Caja]", "B[Otro estado] --> C", ".",
      "",  // → lección 2
      "salir",
    ].joined(separator: "\n") + "\n"

  @Test func aWholeLessonCanBeTakenFromAScript() throws {
    let leccion = Leccion()
    try leccion.initialize()
    let result = try leccion.run(leccion.arguments([]), input: Self.lessonOne)
    #expect(result.code == 0)
    #expect(result.errors == "")
    let lines = result.lines
    for expected in [
      "caja.copia › a",
      "✗ La opción a («Cada copia tiene su caja.») no es correcta. No: la copia lleva",
      "caja.copia › b", "✓ Correcto.", "  b) Sí: copiar el estado copia la referencia.",
      "caja.metodo › with lock", "  Es la única puerta de escritura.",
      "caja.varias › a b", "caja.imprime › 2", "  withLock sumó uno.",
      "  Aristas correctas: 2 de 2.",
      "caja.dibujo › flowchart LR", "Lección 2 de 2 · paso 1 de 5",
    ] {
      #expect(lines.contains(expected), "falta «\(expected)»")
    }
    #expect(
      result.flowing.contains(
        "Hasta pronto. Tu progreso está guardado en \(leccion.workspace.path)."))
    #expect(!result.output.contains("\u{1B}"), "sin terminal no hay códigos de escape")

    let progress = try leccion.run(leccion.arguments(["progreso", "--formato", "json"]))
    let report =
      try JSONSerialization.jsonObject(with: Data(progress.output.utf8)) as? [String: Any]
    #expect(report?["passed"] as? Int == 5)
    #expect(report?["attempts"] as? Int == 6)
    let answers = try leccion.events().filter { $0["kind"] as? String == "respuesta" }
    #expect(answers.count == 6)
    let raw = answers.compactMap { $0["answer"] as? [String: Any] }
    #expect(raw.first?["kind"] as? String == "eleccion")
    #expect(raw.first?["options"] as? [String] == ["a"])
  }

  @Test func theNextRunResumesExactlyWhereTheLearnerLeft() throws {
    let leccion = Leccion()
    try leccion.initialize()
    try leccion.run(leccion.arguments([]), input: "\n\nb\n\n")
    let again = try leccion.run(leccion.arguments([]), input: "")
    let lines = again.lines
    #expect(lines[0] == "Bienvenido de nuevo a «Curso del tutor».")
    #expect(
      again.flowing.contains(
        "Seguimos en lección 1 («La caja compartida»), sección «Por qué no se puede asignar»."))
    #expect(lines.contains("Lección 1 de 2 · paso 4 de 9"))
  }

  @Test func endOfInputLeavesAfterSaving() throws {
    let leccion = Leccion()
    try leccion.initialize()
    let result = try leccion.run(leccion.arguments([]), input: "ir caja.copia\nb")
    #expect(result.code == 0)
    #expect(try leccion.events().count == 1)
    #expect(
      result.flowing.contains(
        "Hasta pronto. Tu progreso está guardado en \(leccion.workspace.path)."))
  }

  @Test func theSameSessionWorksWithColorsOffAndNarrowColumns() throws {
    let leccion = Leccion()
    try leccion.initialize()
    let result = try leccion.run(
      leccion.arguments(["lista"]), environment: ["COLUMNS": "50", "NO_COLOR": "1"])
    #expect(result.code == 0)
    #expect(!result.output.contains("\u{1B}"))
    #expect(result.lines.allSatisfy { $0.count < 50 }, "\(result.output)")
  }
}

extension ScriptedSessionTests {
  @Test func aDumbTerminalGetsPlainASCII() throws {
    let leccion = Leccion()
    try leccion.initialize()
    let result = try leccion.run(leccion.arguments(["lista"]), environment: ["TERM": "dumb"])
    #expect(result.code == 0)
    #expect(
      result.lines.contains(
        "    . caja.copia     Qué comparten dos copias                        elección"))
    #expect(!result.output.contains("\u{1B}"))
  }
}
