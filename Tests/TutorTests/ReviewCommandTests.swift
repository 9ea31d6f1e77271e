import Foundation
import Testing
import Workspace

@testable import Tutor

/// `leccion revisar`: abre la devolución del profesor, la guarda en el espacio y, en una
/// tarea diferida, abre los veredictos; cada devolución que no vale, con su mensaje.
@Suite struct ReviewCommandTests {
  func handback(student: String = "ana", course: String = "curso-tutor") -> Data {
    Handback(
      student: student, course: CourseStamp(id: course, contentHash: "h"), assignment: nil,
      points: 1.5, maxPoints: 2,
      exercises: [
        .init(id: "caja.copia", status: .pass, points: 1, maxPoints: 1, message: "Correcto."),
        .init(id: "caja.metodo", status: .partial, points: 0.5, maxPoints: 1, message: "Casi."),
      ]
    ).encoded()
  }

  func prepared() async throws -> TutorHarness {
    let harness = TutorHarness()
    let result = await harness.run(["iniciar", "espacio", "--alumno", "ana"], workspace: false)
    #expect(result.code == 0)
    return harness
  }

  @Test func aHandbackIsShownAndKept() async throws {
    let harness = try await prepared()
    try handback().write(to: harness.root.appendingPathComponent("ana.json"))
    let run = await harness.run(["revisar", "ana.json"])
    #expect(run.code == 0)
    #expect(run.text.contains("Corrección de ana: 1.5 de 2 puntos."))
    #expect(run.text.contains("✓ caja.copia · correcta · 1/1"))
    #expect(run.text.contains("caja.metodo · parcial · 0.5/1"))
    let kept = harness.workspace.appendingPathComponent("devolucion.json")
    #expect(FileManager.default.contents(atPath: kept.path) == handback())
  }

  @Test(arguments: [
    (
      "otro", "curso-tutor",
      "error: la devolución «ana.json» es de «otro» y tú eres «ana»: no es para este espacio."
    ),
    (
      "ana", "otro-curso",
      "error: la devolución «ana.json» es del curso «otro-curso»: no es para este espacio."
    ),
  ])
  func aHandbackForSomeoneElseIsRefused(student: String, course: String, message: String)
    async throws
  {
    let harness = try await prepared()
    try handback(student: student, course: course)
      .write(to: harness.root.appendingPathComponent("ana.json"))
    let run = await harness.run(["revisar", "ana.json"])
    #expect(run.code == 3)
    #expect(run.errors.joined(separator: " ").contains(message))
    let kept = harness.workspace.appendingPathComponent("devolucion.json")
    #expect(!FileManager.default.fileExists(atPath: kept.path))
  }

  @Test func aBrokenHandbackSaysWhatToDo() async throws {
    let harness = try await prepared()
    try Data("{\"format\": \"otra cosa\"}".utf8).write(
      to: harness.root.appendingPathComponent("ana.json"))
    let run = await harness.run(["revisar", "ana.json"])
    #expect(run.code == 3)
    #expect(
      run.errors.joined(separator: " ").contains(
        "no puedo leer la devolución «ana.json»: no es una devolución de leccion. Pide a tu "
          + "profesor que te la envíe de nuevo."))
  }
}
