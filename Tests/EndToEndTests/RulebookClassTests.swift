import Foundation
import Testing

/// Issue 24, con el binario de verdad: lo que el tutor anuncia en cada intento («si aciertas
/// en el siguiente, valdrá N %») es lo que da `corregir`, y el mensaje de cada ejercicio dice lo
/// que dice su nota, también en JUnit y exercism.
@Suite(.serialized) struct RulebookClassTests {
  /// Los «valdrá N %» que dijo el tutor, en orden.
  static func previews(_ output: String) -> [Double] {
    output.matches(of: /valdrá ([0-9]+) % del ejercicio/).compactMap { Double($0.1) }
  }

  @Test func theTutorsPreviewIsWhatTheGraderGivesAtEveryTry() throws {
    let classroom = Classroom()
    try classroom.assign(["--modo", "intentos", "--semilla", "reglas", "--pista", "0.1"])
    var letters: [String: [String: String]] = [:]
    for student in ["eli", "fran", "gus"] {
      try classroom.enroll(student)
      letters[student] = try classroom.letters(of: student)
    }
    func letter(_ student: String, _ text: String) -> String { letters[student]?[text] ?? "?" }

    // Eli pide la pista y la solución de otro ejercicio desde «tarea.copia».
    let eli = try classroom.session(
      "eli",
      [
        "ir tarea.copia", "pista tarea.metodo", "solución tarea.metodo", "s",
        letter("eli", Classroom.right), "ir tarea.metodo", "withLock",
      ])
    #expect(eli.lines.contains("Solución de tarea.metodo:"), "\(eli.output)")
    // Fran oye «casi» y después acierta: el «casi» es un intento.
    let fran = try classroom.session("fran", ["ir tarea.metodo", "withLok", "withLock"])
    #expect(fran.flowing.contains("Casi"), "\(fran.output)")
    // Gus prueba las dos malas antes de la buena.
    let gus = try classroom.session(
      "gus",
      ["ir tarea.copia"] + (Classroom.wrong + [Classroom.right]).map { letter("gus", $0) })
    for student in ["eli", "fran", "gus"] { try classroom.export(student) }
    let graded = try classroom.grade()

    #expect(Self.previews(fran.output) == [67])
    #expect(graded.grade("tarea.metodo", of: "fran") == .init(0.67, "partial", score: 0.6667))
    #expect(Self.previews(gus.output) == [67, 33])
    #expect(graded.grade("tarea.copia", of: "gus") == .init(0.33, "partial", score: 0.3333))
    // La última previsión antes de acertar es la nota.
    for (student, id, output) in [
      ("fran", "tarea.metodo", fran.output), ("gus", "tarea.copia", gus.output),
    ] {
      let score = graded.grade(id, of: student).score ?? -1
      #expect(Self.previews(output).last == (score * 100).rounded(), "\(student)")
    }

    // La solución y la pista de «tarea.metodo» no tocan «tarea.copia».
    #expect(graded.grade("tarea.copia", of: "eli") == .init(1, "pass"))
    #expect(graded.grade("tarea.metodo", of: "eli") == .init(0, "fail"))
    #expect(
      (graded.exercise("tarea.metodo", of: "eli")["message"] as? String)?.hasPrefix(
        "Correcto, pero vale 0 de 1: viste 1 pista antes y viste la solución antes de responder.")
        == true, "\(graded.exercise("tarea.metodo", of: "eli"))")
    #expect(
      (graded.exercise("tarea.metodo", of: "fran")["message"] as? String)?.hasPrefix(
        "Correcto, pero vale 0.67 de 1: acertaste al segundo intento.") == true)

    // Justo tras acertar, el tutor dice lo mismo que el informe, palabra por palabra.
    for (student, id, output) in [
      ("eli", "tarea.metodo", eli.output), ("fran", "tarea.metodo", fran.output),
      ("gus", "tarea.copia", gus.output),
    ] {
      // Con los saltos de línea y la sangría del ajuste reducidos a un espacio.
      let output = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      let message = graded.exercise(id, of: student)["message"] as? String ?? "?"
      let first = message.split(separator: "\n").first.map(String.init) ?? "?"
      #expect(first.hasPrefix("Correcto, pero vale"), "\(student): \(message)")
      #expect(output.contains("✓ " + first), "\(student): «\(first)» en \(output)")
    }

    // JUnit y exercism dicen el mismo mensaje que el JSON.
    let junit = try classroom.run([
      "corregir", "--formato", "junit", "--tarea", "tarea.json", "entregas",
    ]).output
    for (student, id) in [
      ("eli", "tarea.metodo"), ("fran", "tarea.metodo"), ("gus", "tarea.copia"),
    ] {
      let message = graded.exercise(id, of: student)["message"] as? String ?? "?"
      let escaped = message.replacingOccurrences(of: "\n", with: "&#10;")
      #expect(junit.contains("message=\"\(escaped)\""), "\(student) \(id): \(junit)")
    }
  }

  @Test func deferredCountsTheLastAnswerAfterACasi() throws {
    let classroom = Classroom()
    try classroom.assign(["--modo", "diferida", "--semilla", "reglas"])
    try classroom.enroll("fran")
    let fran = try classroom.session("fran", ["ir tarea.metodo", "withLok", "withLock"])
    #expect(fran.flowing.contains("Respuesta guardada (cuenta esta, la última)."), "\(fran.output)")
    #expect(Self.previews(fran.output).isEmpty)
    try classroom.export("fran")
    let graded = try classroom.grade()
    #expect(graded.grade("tarea.metodo", of: "fran") == .init(1, "pass"))
    #expect(graded.exercise("tarea.metodo", of: "fran")["tries"] as? Int == 2)
  }
}
