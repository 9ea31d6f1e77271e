import Foundation
import Lessons
import Support
import Testing

@testable import Workspace

/// Cada error de un archivo de tarea, con su mensaje exacto, y la ida y vuelta de lo que
/// escribe `leccion tarea nueva`.
@Suite struct AssignmentFileTests {
  static let course: Course = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/curso-corregir")
    return CourseLoader.load(from: url).course ?? Course(id: "vacío")
  }()

  func parse(_ text: String) throws(AssignmentProblem) -> Assignment {
    try AssignmentFile.parse(Data(text.utf8), shownAs: "tarea.json", course: Self.course)
  }

  func problem(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func aMinimalFileTakesTheDefaults() throws {
    let assignment = try parse(#"{"format": "leccion-tarea", "version": 1, "mode": "intentos"}"#)
    #expect(assignment.mode == .tries)
    #expect(abs(assignment.penalty - 1.0 / 3) < 1e-12)
    #expect(assignment.hintCost == 0)
    #expect(assignment.solutionCost == 1)
    #expect(assignment.maxTries == nil)
    #expect(assignment.deadline == nil)
    #expect(assignment.exercises == nil)
    #expect(assignment.shuffle)
    #expect(assignment.fingerprint.count == 64)
  }

  @Test func everyFieldIsRead() throws {
    let assignment = try parse(
      """
      {"format": "leccion-tarea", "version": 1, "title": "Primera", "course": "curso-corregir",
       "mode": "intentos", "penalty": "1/4", "maxTries": 3, "hintCost": 0.1, "solutionCost": 0.5,
       "deadline": "2026-12-20T23:59:00Z", "countLate": true, "seed": 7, "shuffle": false,
       "exercises": ["01-caja", "decidir.saldo"], "weights": {"01-caja": 2}}
      """)
    #expect(assignment.title == "Primera")
    #expect(assignment.penalty == 0.25)
    #expect(assignment.maxTries == 3)
    #expect(assignment.hintCost == 0.1)
    #expect(assignment.solutionCost == 0.5)
    #expect(assignment.deadline == Timestamp.parse("2026-12-20T23:59:00Z"))
    #expect(assignment.countLate)
    #expect(assignment.seed == "7")
    #expect(!assignment.shuffle)
    #expect(assignment.exercises == ["01-caja", "decidir.saldo"])
    #expect(assignment.weights == ["01-caja": 2])
  }

  @Test(arguments: [
    (
      "{roto",
      "la tarea «tarea.json» no es JSON válido: no es JSON válido. Corrígela o créala de nuevo con «leccion tarea nueva»."
    ),
    (
      #"{"mode": "intentos"}"#,
      "«tarea.json» no es una tarea de leccion: le falta «\"format\": \"leccion-tarea\"». Créala con «leccion tarea nueva»."
    ),
    (
      #"{"format": "leccion-tarea", "version": 9, "mode": "intentos"}"#,
      "la tarea «tarea.json» es de la versión 9, más nueva que la que lee esta leccion (1): actualiza leccion."
    ),
    (
      #"{"format": "leccion-tarea", "mode": "intentos"}"#,
      "tarea.json, campo «version»: falta este campo, que es obligatorio."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1}"#,
      "tarea.json, campo «mode»: falta este campo, que es obligatorio."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "examen"}"#,
      "tarea.json, campo «mode»: «examen» no vale; escribe «practica», «intentos» o «diferida»."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "intentos", "penalti": 0.5}"#,
      "tarea.json, campo «penalti»: este campo no existe en una tarea. ¿Quisiste decir «penalty»? Los campos están en «leccion tarea nueva --help»."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "intentos", "penalty": 2}"#,
      "tarea.json, campo «penalty»: «2» no vale; escribe un número entre 0 y 1 (por ejemplo 0.25 o \"1/3\")."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "intentos", "penalty": "mucho"}"#,
      "tarea.json, campo «penalty»: «mucho» no vale; escribe un número entre 0 y 1 (por ejemplo 0.25 o \"1/3\")."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "intentos", "maxTries": 0}"#,
      "tarea.json, campo «maxTries»: «0» no vale; escribe un entero entre 1 y 1000."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "intentos", "maxTries": 2.5}"#,
      "tarea.json, campo «maxTries»: «2.5» no vale; tiene que ser un número entero, sin comillas."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "practica", "maxTries": 2}"#,
      "tarea.json, campo «maxTries»: solo tiene sentido con «\"mode\": \"intentos\"»."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "diferida", "deadline": "viernes"}"#,
      "tarea.json, campo «deadline»: «viernes» no vale; escribe una fecha ISO 8601 con hora y zona, como \"2026-12-20T23:59:00Z\"."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "diferida", "countLate": "sí"}"#,
      "tarea.json, campo «countLate»: «sí» no vale; escribe true o false, sin comillas."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "diferida", "title": ""}"#,
      "tarea.json, campo «title»: «» no vale; escribe un texto de 1 a 200 caracteres."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "diferida", "exercises": []}"#,
      "tarea.json, campo «exercises»: «[…]» no vale; pon al menos un id, o quita el campo para que cuente todo."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "diferida", "exercises": ["caja.copia", 3]}"#,
      "tarea.json, campo «exercises[1]»: «3» no vale; cada elemento es el id de una lección o un ejercicio, entre comillas."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "diferida", "exercises": ["caja.copia", "caja.copia"]}"#,
      "tarea.json, campo «exercises[1]»: «caja.copia» ya está en la lista."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "diferida", "exercises": ["caja.copai"]}"#,
      "tarea.json, campo «exercises[0]»: el curso no tiene ninguna lección ni ejercicio «caja.copai». ¿Quisiste decir «caja.copia»?"
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "diferida", "weights": {"01-caja": -1}}"#,
      "tarea.json, campo «weights.01-caja»: «-1» no vale; escribe un peso entre 0 y 1000, sin comillas."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "diferida", "weights": {"02-nada": 1}}"#,
      "tarea.json, campo «weights.02-nada»: el curso no tiene ninguna lección ni ejercicio «02-nada»."
    ),
    (
      #"{"format": "leccion-tarea", "version": 1, "mode": "diferida", "course": "otro"}"#,
      "tarea.json, campo «course»: la tarea es del curso «otro», no de «curso-corregir»."
    ),
  ])
  func badFilesNameTheField(text: String, message: String) {
    #expect(problem(text) == message)
  }

  @Test func whatTheCommandWritesReadsBackTheSame() throws {
    let original = Assignment(
      mode: .tries, title: "Entrega «1»", courseID: "curso-corregir", penalty: 0.25, maxTries: 4,
      hintCost: 0.1, solutionCost: 1, deadline: Timestamp.parse("2026-12-20T23:59:00.000Z"),
      countLate: false, seed: "s-1", shuffle: false, exercises: ["01-caja"],
      weights: ["caja.copia": 3])
    let data = AssignmentFile.encode(original)
    var read = try AssignmentFile.parse(data, shownAs: "t.json", course: Self.course)
    #expect(read.fingerprint.count == 64)
    read.fingerprint = ""
    #expect(read == original)
  }

  /// Lo que encontró el fuzzing de tareas: `countLate` sin fecha límite se perdía al
  /// volver a escribir la tarea.
  @Test func countLateWithoutADeadlineIsKept() throws {
    let text = #"{"format": "leccion-tarea", "version": 1, "mode": "intentos", "countLate": true}"#
    let first = try AssignmentFile.parse(Data(text.utf8), shownAs: "t.json", course: Self.course)
    var again = try AssignmentFile.parse(
      AssignmentFile.encode(first), shownAs: "t.json", course: Self.course)
    again.fingerprint = first.fingerprint
    #expect(first.countLate)
    #expect(again == first)
  }

  @Test func aMissingFileSaysSo() {
    #expect(throws: AssignmentProblem(path: "no.json", .unreadable("no existe"))) {
      try AssignmentFile.load(path: "/nonexistent/no.json", shownAs: "no.json", course: nil)
    }
  }
}
