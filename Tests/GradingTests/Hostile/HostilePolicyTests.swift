import Foundation
import Support
import Testing
import Workspace

@testable import Grading

/// Hallazgo 7 de la issue 23: la entrega decidía su propia política. Reescrita en el
/// formato 1 (sin historial), se corregía como práctica con cualquier tarea; un archivo
/// `mallory.json` que dice `"student": "zoe"` se corregía como zoe sin decir nada, o ponía a
/// las dos en error.
@Suite struct HostilePolicyTests {
  static let withoutHistory =
    "entrega sin historial: no se puede corregir con esta tarea (es del formato 1, que solo"
    + " guarda la última respuesta de cada ejercicio, sin intentos, pistas ni horas). Pide al"
    + " alumno que la exporte de nuevo con «leccion exportar»."
  static let mismatch =
    "el archivo «mallory.json» dice ser de «zoe»: se corrige como «zoe», que es lo que cuenta;"
    + " comprueba que es suya"

  /// Una entrega del formato 1 como la reescribiría el alumno: solo `answers`, todas bien.
  static func versionOne(_ student: String) -> String {
    let stamp = GradingFixture.stamp
    return """
      {"format": "leccion-entrega", "version": 1, "student": "\(student)",
       "course": {"id": "\(stamp.id)", "contentHash": "\(stamp.contentHash)"},
       "leccionVersion": "0.2.0", "exportedAt": "2027-01-15T08:00:00.000Z",
       "answers": {"caja.metodo": {"kind": "texto", "text": "withLock"},
                   "caja.copia": {"kind": "eleccion", "selected": [1]}},
       "code": {}}
      """
  }

  struct Class {
    let root: String
    func grade(_ extra: [String], folder: String = "clase") async -> CommandOutcome {
      await GradingCommand.execute(
        arguments: [folder, "--curso", GradingFixture.courseDirectory] + extra,
        context: GradingFixture.context(in: root, cache: root + "/cache"))
    }
    func report(_ extra: [String] = [], folder: String = "clase") async throws -> GradeReport {
      let outcome = await grade(["--formato", "json"] + extra, folder: folder)
      return try WorkspaceJSON.decoder().decode(
        GradeReport.self, from: Data(outcome.output.joined(separator: "\n").utf8))
    }
  }

  func makeClass(_ files: [String: String]) throws -> Class {
    let root = try GradingFixture.temporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: root + "/clase", withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/clase/" + name))
    }
    let outcome = AssignmentCommand.execute(
      arguments: [
        "nueva", "--curso", GradingFixture.courseDirectory, "--modo", "intentos", "--intentos",
        "1", "--salida", root + "/tarea.json",
      ], context: GradingFixture.context(in: root, cache: root + "/cache"))
    #expect(outcome.code == 0, "\(outcome.errors)")
    return Class(root: root)
  }

  static func encoded(_ submission: Submission) throws -> String {
    String(decoding: try submission.encoded(), as: UTF8.self)
  }

  @Test func aHandInWithoutHistoryIsAnErrorUnderAnAssignment() async throws {
    let hostile = try makeClass(["mallory.json": Self.versionOne("mallory")])
    defer { try? FileManager.default.removeItem(atPath: hostile.root) }
    let report = try await hostile.report(["--tarea", "tarea.json"])
    let row = try #require(report.students.first)
    #expect(row.student == "mallory")
    #expect(row.status == .error)
    #expect(row.message == Self.withoutHistory)
    #expect(row.points == 0)
    for format in ["texto", "csv", "junit", "html", "moodle"] {
      // Moodle no escribe las filas de error (borrarían la nota): las dice por la salida de
      // errores.
      let outcome = await hostile.grade(["--tarea", "tarea.json", "--formato", format])
      let text = (outcome.output + outcome.errors).joined(separator: " ")
      #expect(
        flat(text).contains("entrega sin historial: no se puede corregir con esta tarea"),
        "\(format)")
    }
    // Sin tarea, la práctica es la política del profesor: se corrige como siempre.
    let practice = try await hostile.report()
    #expect(practice.students.first?.status == .graded)
  }

  @Test func aFileWithAnotherStudentsNameIsFlaggedInEveryFormat() async throws {
    let zoe = GradingFixture.submission("zoe", code: [:])
    let hostile = try makeClass(["mallory.json": try Self.encoded(zoe)])
    defer { try? FileManager.default.removeItem(atPath: hostile.root) }
    let report = try await hostile.report()
    let row = try #require(report.students.first)
    #expect(row.student == "zoe")
    #expect(row.status == .graded)
    #expect(row.fileNameMismatch == true)
    #expect(row.warnings == [Self.mismatch])
    let sentence = "Aviso: " + Self.mismatch + "."
    let expected: [(String, String)] = [
      ("texto", "zoe: " + Self.mismatch + "."), ("csv", sentence), ("junit", Self.mismatch),
      ("html", Self.mismatch), ("moodle", sentence),
    ]
    for (format, text) in expected {
      let outcome = await hostile.grade(["--formato", format])
      let output = outcome.output.joined(separator: " ")
      #expect(flat(output).contains(flat(text)), "\(format): \(output)")
      #expect(
        outcome.errors.contains(
          "aviso: «clase/mallory.json» dice ser de «zoe» y se corrige como «zoe»; comprueba que"
            + " es suya."), "\(format)")
    }
    _ = await hostile.grade(["--formato", "exercism", "--salida", "exercism"])
    let results = try String(
      contentsOfFile: hostile.root + "/exercism/zoe/results.json", encoding: .utf8)
    #expect(results.contains(sentence))
    _ = await hostile.grade(["--formato", "canvas", "--devoluciones", "devueltas"])
    let handback = try Handback.decode(
      Data(contentsOf: URL(fileURLWithPath: hostile.root + "/devueltas/zoe.json")),
      shownAs: "zoe.json")
    #expect(handback.warnings == [Self.mismatch])
  }

  @Test func theStudentWhoseNameIsUsedIsNeverPutInError() async throws {
    let zoe = GradingFixture.submission("zoe", code: [:])
    var forged = GradingFixture.submission("zoe", answers: [:], code: [:])
    forged.exportedAt = Date(timeIntervalSince1970: 1_800_000_500)
    let hostile = try makeClass([
      "mallory.json": try Self.encoded(forged), "zoe.json": try Self.encoded(zoe),
    ])
    defer { try? FileManager.default.removeItem(atPath: hostile.root) }
    try FileManager.default.createDirectory(
      atPath: hostile.root + "/sola", withIntermediateDirectories: true)
    try Data(try Self.encoded(zoe).utf8).write(
      to: URL(fileURLWithPath: hostile.root + "/sola/zoe.json"))
    let report = try await hostile.report()
    #expect(report.students.count == 2)
    let zoeRow = try #require(report.students.first { $0.student == "zoe" })
    let alone = try #require(try await hostile.report(folder: "sola").students.first)
    var shown = zoeRow
    shown.source = "sola/zoe.json"
    #expect(shown == alone)
    let error = try #require(report.students.first { $0.source == "clase/mallory.json" })
    #expect(error.student == nil)
    #expect(error.status == .error)
    #expect(
      error.message
        == "el archivo «mallory.json» dice ser de «zoe», pero la entrega de «zoe» es"
        + " «clase/zoe.json»: se corrige esa y esta no. Comprueba de quién es.")
  }

  @Test(arguments: [
    ("zoe.json", true), ("García Zoe_123_assignsubmission_file_zoe.json", true),
    ("zoe_4567_zoe.JSON", true), ("mallory.json", false), ("mazoe.json", false),
    ("zoe-entrega.json", false),
  ])
  func whichFileNamesNameTheirStudent(name: String, names: Bool) {
    #expect(StudentFileName.names("/clase/" + name, student: "zoe") == names)
  }
}

/// `text` con cada tramo de blancos (saltos y sangrías del ajuste a 80 columnas) como un
/// espacio.
private func flat(_ text: String) -> String {
  text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
}
