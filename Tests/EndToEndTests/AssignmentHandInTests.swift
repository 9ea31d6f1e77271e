import Foundation
import Testing

/// Lo que la corrección hace con las entregas de una tarea, con el binario de verdad: las
/// opciones barajadas se nombran por su id, un registro tocado a mano se informa como
/// alterado y una entrega de la versión 1 se sigue corrigiendo. Sin el ejercicio de código
/// (`--ejercicios`), para no compilar.
@Suite(.serialized) struct AssignmentHandInTests {
  static let noCode = ["--ejercicios", "tarea.copia,tarea.metodo"]

  @Test func twoStudentsWithDifferentOrdersChoosingTheSameTextChoseTheSameOption() throws {
    let classroom = Classroom()
    try classroom.assign(["--modo", "intentos", "--semilla", "orden"] + Self.noCode)
    var letters: [String: [String: String]] = [:]
    for student in ["ana", "bea", "carla", "dani", "eva", "fede"] {
      try classroom.enroll(student)
      letters[student] = try classroom.letters(of: student)
    }
    // Dos que ven la buena con letras distintas.
    let pair = letters.keys.sorted().flatMap { first in
      letters.keys.sorted().map { (first, $0) }
    }.first { letters[$0.0]?[Classroom.right] != letters[$0.1]?[Classroom.right] }
    let (one, other) = try #require(pair, "todos ven el mismo orden: \(letters)")
    let wrong = Classroom.wrong[0]
    for student in [one, other] {
      // Primero la misma mala, luego la buena, cada uno con sus letras.
      try classroom.session(
        student,
        [
          "ir tarea.copia", letters[student]?[wrong] ?? "?",
          letters[student]?[Classroom.right] ?? "?",
        ])
      try classroom.export(student)
    }
    let graded = try classroom.grade()
    for student in [one, other] {
      let row = graded.exercise("tarea.copia", of: student)
      #expect(row["firstAnswer"] as? String == Classroom.optionIDs[wrong], "\(student): \(row)")
      #expect(row["firstAnswerCorrect"] as? Bool == false)
      #expect(row["status"] as? String == "partial")
    }
    let summary = graded.summary(of: "tarea.copia")
    let firstAnswers = summary["firstAnswers"] as? [[String: Any]] ?? []
    #expect(firstAnswers.count == 1, "\(summary)")
    #expect(firstAnswers.first?["answer"] as? String == "propia")
    #expect(firstAnswers.first?["count"] as? Int == 2)
    #expect(summary["answered"] as? Int == 2)
  }

  @Test func aHintCostsOnlyTheTriesAfterIt() throws {
    let classroom = Classroom()
    try classroom.assign(
      ["--modo", "intentos", "--pista", "1/4", "--ejercicios", "tarea.metodo"])
    try classroom.enroll("eva")
    try classroom.enroll("fede")
    let eva = try classroom.session("eva", ["ir tarea.metodo", "assign", "pista", "withLock"])
    #expect(eva.lines.contains("  Empieza por «with»."), "\(eva.output)")
    #expect(eva.flowing.contains("Cada pista resta 25 % a tu respuesta."))
    try classroom.session("fede", ["ir tarea.metodo", "withLock", "pista"])
    // Lo que el tutor dice que valdrá el siguiente cuenta la pista: 1 − 1/3 − 1/4 ≈ 42 %.
    try classroom.enroll("gala")
    let gala = try classroom.session("gala", ["ir tarea.metodo", "pista", "assign"])
    #expect(
      gala.lines.contains("Intento 1. Si aciertas en el siguiente, valdrá 42 % del ejercicio."),
      "\(gala.output)")
    for student in ["eva", "fede"] { try classroom.export(student) }
    let graded = try classroom.grade()
    // Segundo intento con una pista vista antes: 1 − 1/3 − 1/4 = 5/12.
    #expect(graded.grade("tarea.metodo", of: "eva") == .init(0.42, "partial", score: 0.4167))
    #expect(graded.exercise("tarea.metodo", of: "eva")["hints"] as? Int == 1)
    // La pista vista después de acertar no resta.
    #expect(graded.grade("tarea.metodo", of: "fede") == .init(1, "pass"))
    #expect(graded.exercise("tarea.metodo", of: "fede")["hints"] == nil)
  }

  /// Bea falla dos veces y acierta a la tercera; su entrega, tal como la exporta.
  static func beaTriesThreeTimes(_ classroom: Classroom) throws -> [String: Any] {
    try classroom.assign(["--modo", "intentos", "--semilla", "registro"] + Self.noCode)
    try classroom.enroll("bea")
    let letters = try classroom.letters(of: "bea")
    try classroom.session(
      "bea",
      ["ir tarea.copia"] + (Classroom.wrong + [Classroom.right]).map { letters[$0] ?? "?" })
    try classroom.export("bea")
    let data = try Data(contentsOf: classroom.handIn("bea"))
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }

  static func write(_ handIn: [String: Any], to url: URL) throws {
    try JSONSerialization.data(withJSONObject: handIn, options: [.prettyPrinted]).write(to: url)
  }

  @Test func anUntouchedHandInIsIntact() throws {
    let classroom = Classroom()
    _ = try Self.beaTriesThreeTimes(classroom)
    let graded = try classroom.grade()
    #expect(graded.student("bea")["integrity"] as? String == "intact")
    #expect(graded.student("bea")["integrityProblems"] == nil)
    #expect(graded.grade("tarea.copia", of: "bea") == .init(0.33, "partial", score: 0.3333))
  }

  @Test func deletingAWrongAttemptIsReportedAsAltered() throws {
    let classroom = Classroom()
    var handIn = try Self.beaTriesThreeTimes(classroom)
    var events = try #require(handIn["events"] as? [[String: Any]])
    #expect(events.count == 3)
    let writer = try #require(events.first?["writer"] as? String)
    events.removeFirst()
    handIn["events"] = events
    try Self.write(handIn, to: classroom.handIn("bea"))

    let graded = try classroom.grade()
    let bea = graded.student("bea")
    #expect(bea["integrity"] as? String == "altered")
    #expect(
      bea["integrityProblems"] as? [String]
        == ["falta el suceso 0 del escritor \(writer.prefix(8)): se borró del registro"])
    // Se corrige lo que queda (1 − 1/3), pero la fila dice que no es de fiar.
    #expect(graded.grade("tarea.copia", of: "bea") == .init(0.67, "partial", score: 0.6667))
  }

  @Test func changingTheTimeOfAnAttemptIsReportedAsAltered() throws {
    let classroom = Classroom()
    var handIn = try Self.beaTriesThreeTimes(classroom)
    var events = try #require(handIn["events"] as? [[String: Any]])
    let writer = try #require(events.first?["writer"] as? String)
    events[0]["date"] = "2026-01-01T00:00:00.000Z"
    handIn["events"] = events
    try Self.write(handIn, to: classroom.handIn("bea"))

    let graded = try classroom.grade()
    let bea = graded.student("bea")
    #expect(bea["integrity"] as? String == "altered")
    #expect(
      bea["integrityProblems"] as? [String]
        == [
          "el suceso 0 del escritor \(writer.prefix(8)) («tarea.copia») se cambió después de "
            + "escribirse"
        ])

    let text = try classroom.run(["corregir", "--tarea", "tarea.json", "entregas"])
    let words = text.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("Registros alterados a mano"), "\(text.output)")
    #expect(
      words.contains(
        "bea: el suceso 0 del escritor \(writer.prefix(8)) («tarea.copia») se cambió después "
          + "de escribirse."), "\(text.output)")
  }

  @Test func aVerdictFlippedByHandIsNeitherTrustedNorHidden() throws {
    let classroom = Classroom()
    var handIn = try Self.beaTriesThreeTimes(classroom)
    var events = try #require(handIn["events"] as? [[String: Any]])
    #expect(events[0]["passed"] as? Bool == false)
    events[0]["passed"] = true
    handIn["events"] = events
    try Self.write(handIn, to: classroom.handIn("bea"))

    let graded = try classroom.grade()
    #expect(graded.student("bea")["integrity"] as? String == "altered")
    // Se vuelve a corregir la respuesta en bruto: el primer intento sigue siendo malo.
    #expect(graded.grade("tarea.copia", of: "bea") == .init(0.33, "partial", score: 0.3333))
    #expect(graded.exercise("tarea.copia", of: "bea")["firstAnswerCorrect"] as? Bool == false)
  }

  /// Sin tarea se corrige como práctica; con tarea es una fila de error: la política es la
  /// del profesor, no la del formato del archivo (issue 23, hallazgo 7).
  @Test func aVersionOneHandInGradesAsPracticeOnlyWithoutAnAssignment() throws {
    let classroom = Classroom()
    let current = try Self.beaTriesThreeTimes(classroom)
    let course = try #require(current["course"] as? [String: Any])
    // Lo que escribía la versión 1: solo la última respuesta, por posición en el archivo
    // (la buena, «La misma cuenta.», es la segunda opción), sin cadena.
    let legacy: [String: Any] = [
      "format": "leccion-entrega", "version": 1, "student": "viejo", "course": course,
      "leccionVersion": "0.1.0", "exportedAt": "2026-11-30T10:00:00.000Z",
      "answers": [
        "tarea.copia": [
          "kind": "eleccion", "selected": [1], "answeredAt": "2026-11-30T09:00:00.000Z",
        ],
        "tarea.metodo": ["kind": "texto", "text": "assign"],
      ],
      "code": [String: Any](),
    ]
    try Self.write(legacy, to: classroom.handIns.appendingPathComponent("viejo.json"))
    let refused = try classroom.grade(assignment: true, code: 1).student("viejo")
    #expect(refused["status"] as? String == "error")
    #expect(
      refused["message"] as? String
        == "entrega sin historial: no se puede corregir con esta tarea (es del formato 1, que"
        + " solo guarda la última respuesta de cada ejercicio, sin intentos, pistas ni horas)."
        + " Pide al alumno que la exporte de nuevo con «leccion exportar».")
    do {
      let graded = try classroom.grade(assignment: false)
      let viejo = graded.student("viejo")
      #expect(viejo["status"] as? String == "graded", "\(viejo)")
      #expect(viejo["integrity"] as? String == "unchained")
      #expect(graded.grade("tarea.copia", of: "viejo") == .init(1, "pass"))
      #expect(graded.grade("tarea.metodo", of: "viejo") == .init(0, "fail"))
      // Vio las opciones en el orden del curso: los mensajes usan esas letras.
      #expect(
        graded.exercise("tarea.copia", of: "viejo")["message"] as? String
          == "Correcto.\nb) Sí: comparten la caja.")
    }
  }
}
