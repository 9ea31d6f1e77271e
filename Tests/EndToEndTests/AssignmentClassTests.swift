import Foundation
import Testing

/// Una clase de cuatro alumnos guionizados, con el binario de verdad, bajo cada política:
/// Ana acierta a la primera, Bea prueba las opciones malas antes de la buena, Carla mira
/// la solución antes de responder y Dani no toca el código. Los puntos salen de
/// `corregir --tarea` y se comparan con los calculados a mano.
@Suite(.serialized) struct AssignmentClassTests {
  typealias Grade = GradedClass.Grade

  static let students = ["ana", "bea", "carla", "dani"]

  /// Los cuatro espacios, con las letras que ve cada uno en `tarea.copia`.
  static func enrollClass(_ classroom: Classroom) throws -> [String: [String: String]] {
    var letters: [String: [String: String]] = [:]
    for student in students {
      try classroom.enroll(student)
      letters[student] = try classroom.letters(of: student)
    }
    return letters
  }

  @Test func triesModeScoresEveryTryWithItsPenalty() throws {
    let classroom = Classroom()
    try classroom.assign(["--modo", "intentos", "--semilla", "clase-1"])
    let letters = try Self.enrollClass(classroom)
    func letter(_ student: String, _ text: String) -> String { letters[student]?[text] ?? "?" }

    let ana = try classroom.session(
      "ana", ["ir tarea.copia", letter("ana", Classroom.right), "ir tarea.metodo", "withLock"])
    #expect(ana.lines.filter { $0 == "✓ Correcto." }.count == 2, "\(ana.output)")
    #expect(
      ana.flowing.contains(
        "Tarea: modo intentos: ves al momento si aciertas; cada intento resta 33 % al "
          + "siguiente y cuenta el mejor."), "\(ana.output)")
    try classroom.solveCode("ana")

    // Las dos malas y luego la buena; en el texto, tres malas y luego la buena.
    let bea = try classroom.session(
      "bea",
      ["ir tarea.copia"] + (Classroom.wrong + [Classroom.right]).map { letter("bea", $0) }
        + ["ir tarea.metodo", "assign", "setValue", "write", "withLock"])
    for line in [
      "Intento 1. Si aciertas en el siguiente, valdrá 67 % del ejercicio.",
      "Intento 2. Si aciertas en el siguiente, valdrá 33 % del ejercicio.",
      "Intento 3. Si aciertas en el siguiente, valdrá 0 % del ejercicio.",
      "✗ «assign» no es la respuesta.",
    ] {
      #expect(bea.lines.contains(line), "falta «\(line)» en \(bea.output)")
    }
    try classroom.solveCode("bea")

    let carla = try classroom.session(
      "carla",
      [
        "ir tarea.copia", "solución", "s", letter("carla", Classroom.right), "ir tarea.metodo",
        "withLock",
      ])
    #expect(carla.lines.contains("Solución de tarea.copia:"), "\(carla.output)")
    try classroom.solveCode("carla")

    try classroom.session(
      "dani", ["ir tarea.copia", letter("dani", Classroom.right), "ir tarea.metodo", "withLock"])

    for student in Self.students { try classroom.export(student) }
    let graded = try classroom.grade()

    #expect(graded.grade("tarea.copia", of: "ana") == Grade(1, "pass"))
    #expect(graded.grade("tarea.metodo", of: "ana") == Grade(1, "pass"))
    #expect(graded.grade("tarea.contador", of: "ana") == Grade(1, "pass"))
    #expect(graded.student("ana")["points"] as? Double == 3)

    // Tercer intento: 1 − 2 × 1/3; cuarto: 1 − 3 × 1/3 = 0.
    #expect(graded.grade("tarea.copia", of: "bea") == Grade(0.33, "partial", score: 0.3333))
    #expect(graded.grade("tarea.metodo", of: "bea") == Grade(0, "fail"))
    #expect(graded.exercise("tarea.copia", of: "bea")["tries"] as? Int == 3)
    #expect(graded.exercise("tarea.metodo", of: "bea")["tries"] as? Int == 4)
    #expect(graded.exercise("tarea.copia", of: "bea")["firstAnswerCorrect"] as? Bool == false)
    #expect(graded.student("bea")["points"] as? Double == 1.33)

    // La respuesta después de ver la solución vale 0 (coste por defecto 1).
    #expect(graded.grade("tarea.copia", of: "carla") == Grade(0, "fail"))
    #expect(graded.exercise("tarea.copia", of: "carla")["solutionSeen"] as? Bool == true)
    #expect(graded.grade("tarea.metodo", of: "carla") == Grade(1, "pass"))
    #expect(graded.student("carla")["points"] as? Double == 2)

    #expect(graded.grade("tarea.contador", of: "dani") == Grade(0, "not_attempted"))
    #expect(
      graded.exercise("tarea.contador", of: "dani")["message"] as? String
        == "Es el archivo de inicio sin tocar.")
    #expect(graded.student("dani")["points"] as? Double == 2)

    for student in Self.students {
      #expect(graded.student(student)["integrity"] as? String == "intact", "\(student)")
    }
  }

  @Test func deferredModeShowsNoVerdictAndCountsTheLastAnswer() throws {
    let classroom = Classroom()
    try classroom.assign(["--modo", "diferida", "--semilla", "clase-2"])
    let letters = try Self.enrollClass(classroom)
    func letter(_ student: String, _ text: String) -> String { letters[student]?[text] ?? "?" }

    var sessions: [Leccion.Result] = []
    sessions.append(
      try classroom.session(
        "ana", ["ir tarea.copia", letter("ana", Classroom.right), "ir tarea.metodo", "withLock"]))
    try classroom.solveCode("ana")
    // Bea acaba en la buena en la elección, y cambia una buena por una mala en el texto.
    sessions.append(
      try classroom.session(
        "bea",
        ["ir tarea.copia"] + (Classroom.wrong + [Classroom.right]).map { letter("bea", $0) }
          + ["comprobar", "ir tarea.metodo", "withLock", "assign"]))
    try classroom.solveCode("bea")
    let carla = try classroom.session(
      "carla",
      [
        "ir tarea.copia", "solución", letter("carla", Classroom.right), "ir tarea.metodo",
        "withLock",
      ])
    sessions.append(carla)
    #expect(
      carla.flowing.contains(
        "En esta tarea la solución se abre cuando tu profesor te devuelva la corrección"),
      "\(carla.output)")
    try classroom.solveCode("carla")
    sessions.append(
      try classroom.session(
        "dani", ["ir tarea.copia", letter("dani", Classroom.right), "ir tarea.metodo", "withLock"]))

    for session in sessions {
      for secret in [
        "✓", "✗", "Correcto", "no es la respuesta", "Sí: comparten la caja.",
        "No: las dos tienen la misma referencia.", "No: la caja empieza con un valor.",
        "Es la única forma de escribir.", "Solución de",
      ] {
        #expect(!session.output.contains(secret), "«\(secret)» en \(session.output)")
      }
      #expect(session.flowing.contains("Respuesta guardada"), "\(session.output)")
      #expect(session.flowing.contains("Tarea: modo diferido: no verás si aciertas"))
    }

    for student in Self.students { try classroom.export(student) }
    let graded = try classroom.grade()

    #expect(graded.grade("tarea.copia", of: "ana") == Grade(1, "pass"))
    #expect(graded.grade("tarea.metodo", of: "ana") == Grade(1, "pass"))
    #expect(graded.grade("tarea.contador", of: "ana") == Grade(1, "pass"))

    // Cuenta la última: la buena en la elección (sin penalización), la mala en el texto.
    #expect(graded.grade("tarea.copia", of: "bea") == Grade(1, "pass"))
    #expect(graded.exercise("tarea.copia", of: "bea")["tries"] as? Int == 3)
    #expect(graded.grade("tarea.metodo", of: "bea") == Grade(0, "fail"))
    #expect(graded.student("bea")["points"] as? Double == 2)

    // En diferida no hay solución que ver: su respuesta vale entera.
    #expect(graded.grade("tarea.copia", of: "carla") == Grade(1, "pass"))
    #expect(graded.exercise("tarea.copia", of: "carla")["solutionSeen"] == nil)
    #expect(graded.student("carla")["points"] as? Double == 3)

    #expect(graded.grade("tarea.contador", of: "dani") == Grade(0, "not_attempted"))
    #expect(graded.student("dani")["points"] as? Double == 2)
  }
}
