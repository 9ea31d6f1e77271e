import Foundation
import Testing

/// La devolución que escribe `corregir --devoluciones` lleva lo que la tarea abre, y
/// `revisar` lo enseña (#24, hallazgo 9): quien gastó sus intentos en `intentos` aprende la
/// respuesta correcta con ella; una tarea que la calla no la lleva.
@Suite(.serialized) struct HandbackRevealClassTests {
  /// Bea falla `tarea.copia` dos veces (sus dos intentos), exporta y el profesor corrige.
  func gradedBea(_ classroom: Classroom) throws -> Leccion.Result {
    try classroom.enroll("bea")
    let letters = try classroom.letters(of: "bea")
    let wrong = Classroom.wrong.map { letters[$0] ?? "?" }
    try classroom.session("bea", ["ir tarea.copia"] + wrong)
    try classroom.export("bea")
    let graded = try classroom.run([
      "corregir", "--tarea", "tarea.json", "--devoluciones", "devueltas", "entregas",
    ])
    #expect(graded.code == 0, "\(graded.errors)")
    let review = try classroom.run(["--espacio", "bea", "revisar", "devueltas/bea.json"])
    #expect(review.code == 0, "\(review.errors)")
    return review
  }

  @Test func aStudentWhoUsedEveryTryLearnsTheRightAnswer() throws {
    let classroom = Classroom()
    try classroom.assign(["--modo", "intentos", "--intentos", "2"])
    let review = try gradedBea(classroom)
    let text = review.flowing.split(separator: " ").joined(separator: " ")
    #expect(text.contains("Respuesta correcta:"), "\(review.output)")
    #expect(text.contains(Classroom.right), "\(review.output)")
    #expect(text.contains("Sí: comparten la caja."), "\(review.output)")
    let stored = try String(
      contentsOf: classroom.root.appendingPathComponent("devueltas/bea.json"), encoding: .utf8)
    #expect(stored.contains("\"rightAnswer\""))
  }

  @Test func anAssignmentThatKeepsTheAnswerLeavesItOut() throws {
    let classroom = Classroom()
    try classroom.assign(["--modo", "intentos", "--intentos", "2"])
    // El profesor añade a mano las opciones de revisión.
    let url = classroom.root.appendingPathComponent("tarea.json")
    var text = try String(contentsOf: url, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "\n}",
      with: ",\n  \"review\": { \"rightAnswer\": \"nunca\", \"explanation\": \"nunca\" }\n}")
    try Data(text.utf8).write(to: url)
    let review = try gradedBea(classroom)
    #expect(!review.output.contains("Respuesta correcta:"), "\(review.output)")
    #expect(!review.output.contains("Sí: comparten la caja."), "\(review.output)")
    #expect(
      review.flowing.split(separator: " ").joined(separator: " ").contains(
        "Tu profesor no abre en esta tarea las respuestas correctas ni las explicaciones."),
      "\(review.output)")
  }
}
