import Foundation
import Support
import Testing
import Workspace

@testable import Tutor

/// Hallazgo 3 de la issue 23: un `hintIndex` de `Int.max` en `progreso.json` tumbaba el
/// tutor (SIGILL al sumarle uno). Ahora es un archivo dañado como cualquier otro: se aparta
/// entero, se avisa y se sigue.
@Suite struct HostileProgressTests {
  @Test(arguments: [
    ("hintIndex", "0", "9223372036854775807", "de 0 a 999"),
    ("sequence", "0", "100000000000", "de 0 a 2147483647"),
  ])
  func aHugeNumberIsADamagedFileNotACrash(
    field: String, honest: String, hostile: String, range: String
  ) async throws {
    let harness = TutorHarness()
    await harness.initialize()
    #expect(await harness.run(["pista", "caja.copia"]).code == 0)
    let text = try String(contentsOf: harness.progressURL, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of: "\"\(field)\" : \(honest)", with: "\"\(field)\" : \(hostile)")
    #expect(edited != text)
    try Data(edited.utf8).write(to: harness.progressURL)
    let run = await harness.run(["pista", "caja.copia"])
    #expect(run.code == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: harness.workspace.path)
      .filter { $0.hasPrefix("progreso.json.dañado-") }
    #expect(names.count == 1)
    let backup = harness.workspace.appendingPathComponent(names.first ?? "")
    #expect(try Data(contentsOf: backup) == Data(edited.utf8))
    // El aviso va ajustado al ancho, con la ruta sola en su línea (relativa a la carpeta).
    let flowing = (run.output + run.errors).joined(separator: "\n")
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      flowing.contains(
        "aviso: tu archivo de progreso estaba dañado (el campo «events[0].\(field)» vale"
          + " \(hostile) y debe ir \(range)). Lo he guardado aparte como"
          + " \(harness.workspace.lastPathComponent)/\(names.first ?? "") y"
          + " empiezo un progreso nuevo; no he borrado nada."), "\(flowing)")
  }
}

/// Hallazgo 8 de la issue 23: un mensaje forjado (ESC, OSC, BEL, CR, NUL, controles
/// bidireccionales) llegaba crudo a la terminal del alumno con `leccion revisar`.
@Suite struct HostileHandbackTests {
  @Test func reviewNeverPrintsAControlCharacter() async throws {
    let harness = TutorHarness()
    #expect(
      await harness.run(["iniciar", "espacio", "--alumno", "ana"], workspace: false).code == 0)
    let hostile = "\u{1B}]0;pwn\u{07}\u{1B}[2J\r\u{0}\u{9B}\u{202E}\u{2066}"
    let handback = Handback(
      student: "ana", course: CourseStamp(id: "curso-tutor", contentHash: "h"), assignment: nil,
      points: 0, maxPoints: 1,
      exercises: [
        .init(
          id: "caja.copia" + hostile, status: .fail, points: 0, maxPoints: 1,
          message: "Falla.\(hostile)\nsegunda línea")
      ])
    try handback.encoded().write(to: harness.root.appendingPathComponent("ana.json"))
    let run = await harness.run(["revisar", "ana.json"])
    #expect(run.code == 0)
    let shown = (run.output + run.errors).joined(separator: "\n")
    #expect(!shown.unicodeScalars.contains { $0 != "\n" && UntrustedText.isFiltered($0) })
    #expect(shown.contains("Falla.�]0;pwn��[2J"))
  }
}
