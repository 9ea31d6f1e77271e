import Foundation
import Testing

/// Las reglas de una tarea en `intentos` que no dependen de la clase, con el binario de
/// verdad: el máximo de intentos cierra el ejercicio, lo respondido después de la fecha
/// límite no cuenta (salvo `--contar-tardias`) y un reinicio no borra la historia.
@Suite(.serialized) struct AssignmentRulesTests {
  static let text = ["--ejercicios", "tarea.metodo"]

  @Test func theMaximumOfTriesClosesTheExercise() throws {
    let classroom = Classroom()
    try classroom.assign(["--modo", "intentos", "--intentos", "2"] + Self.text)
    try classroom.enroll("gil")
    let session = try classroom.session(
      "gil", ["ir tarea.metodo", "assign", "write", "withLock"])
    let lines = session.lines
    #expect(
      lines.contains("Intento 1 de 2. Si aciertas en el siguiente, valdrá 67 % del ejercicio."))
    #expect(lines.contains("Intento 2: no te quedan más; cuenta el mejor."), "\(session.output)")
    #expect(
      session.flowing.contains(
        "Ya has usado tus 2 intentos en «tarea.metodo»: cuenta el mejor. Escribe «siguiente» "
          + "para seguir."))
    // Tras el último intento no se invita a probar otra vez.
    let last = try #require(lines.firstIndex(of: "✗ «write» no es la respuesta."))
    #expect(lines[last + 1] == "Escribe «siguiente» para seguir.")
    #expect(!session.output.contains("✓"))

    try classroom.export("gil")
    let graded = try classroom.grade()
    #expect(graded.grade("tarea.metodo", of: "gil") == .init(0, "fail"))
    #expect(graded.exercise("tarea.metodo", of: "gil")["tries"] as? Int == 2)
  }

  @Test func answersAfterTheDeadlineAreLateAndDoNotCount() throws {
    let classroom = Classroom()
    try classroom.assign(
      ["--modo", "intentos", "--fecha-limite", "2020-01-01T00:00:00Z", "--semilla", "tarde"]
        + Self.text)
    try classroom.enroll("ines")
    let session = try classroom.session("ines", ["ir tarea.metodo", "withLock"])
    #expect(
      session.flowing.contains(
        "Fecha límite: 2020-01-01T00:00:00.000Z; lo que respondas después no cuenta."),
      "\(session.output)")
    try classroom.export("ines")
    let late = try classroom.grade()
    #expect(late.grade("tarea.metodo", of: "ines") == .init(0, "unanswered"))
    #expect(late.exercise("tarea.metodo", of: "ines")["late"] as? Int == 1)
    #expect(
      late.exercise("tarea.metodo", of: "ines")["message"] as? String
        == "Solo respondió después de la fecha límite: no cuenta.")

    // La misma entrega, con una tarea que cuenta las tardías (la del profesor manda).
    try FileManager.default.removeItem(at: classroom.root.appendingPathComponent("tarea.json"))
    try classroom.assign(
      [
        "--modo", "intentos", "--fecha-limite", "2020-01-01T00:00:00Z", "--contar-tardias",
        "--semilla", "tarde",
      ] + Self.text)
    let counted = try classroom.grade()
    #expect(counted.grade("tarea.metodo", of: "ines") == .init(1, "pass"))
  }

  @Test func aResetDoesNotEraseTheTriesButDoesInPractice() throws {
    for (mode, expected) in [
      ("intentos", GradedClass.Grade(0.67, "partial", score: 0.6667)),
      ("practica", GradedClass.Grade(1, "pass")),
    ] {
      let classroom = Classroom()
      try classroom.assign(["--modo", mode] + Self.text)
      try classroom.enroll("hugo")
      let session = try classroom.session(
        "hugo", ["ir tarea.metodo", "assign", "reiniciar", "s", "withLock"])
      #expect(session.lines.contains("Listo: tarea.metodo vuelve a empezar."), "\(session.output)")
      try classroom.export("hugo")
      let graded = try classroom.grade()
      #expect(graded.grade("tarea.metodo", of: "hugo") == expected, "\(mode)")
    }
  }
}
