import Foundation
import Lessons
import Testing
import Workspace

@testable import Grading

/// El tipo `linea` («señalar la línea») corregido por lotes como cualquier otro: cada alumno
/// con su estado y su mensaje en JSON, y lo mismo en texto, HTML, JUnit, exercism y las
/// estadísticas. El curso es `Tests/Fixtures/curso-linea` (la línea buena es la 4).
///
/// - ana señala la 4: correcto.
/// - beto señala la 3 (la nota del curso dice por qué no) y no vuelve a intentarlo.
/// - carla señala la 9, que no existe, y después la 4: en `practica` cuenta la última.
/// - dani no responde.
@Suite struct LinePointingGradingTests {
  static let courseDirectory = GradingFixture.packageRoot + "/Tests/Fixtures/curso-linea"
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  static let histories: [String: [Int]] = ["ana": [4], "beto": [3], "carla": [9, 4], "dani": []]

  static let wrongLine =
    "La línea 3 («p.estado = .pagado») no es la que rompe la regla. Cambia la caja cuyo "
    + "candado ya tiene."

  static func answer(_ line: Int) -> RawAnswer {
    RawAnswer(LinePointingAnswer(line: line), kind: "linea")
  }

  /// La clase escrita en una carpeta temporal, y lo que escribe `corregir` en `format`.
  struct LineClass {
    let root: String

    static func make() throws -> LineClass {
      let load = CourseLoader.load(from: URL(fileURLWithPath: courseDirectory))
      #expect(load.diagnostics.map(\.description) == [])
      let course = try #require(load.course)
      let stamp = try CourseFingerprint.stamp(of: course)
      let root = try GradingFixture.temporaryDirectory()
      try FileManager.default.createDirectory(
        atPath: root + "/clase", withIntermediateDirectories: true)
      let policy = Assignment(mode: .practice, seed: "linea", exercises: ["caja.linea"])
      let data = AssignmentFile.encode(policy)
      try data.write(to: URL(fileURLWithPath: root + "/tarea.json"))
      let read = try AssignmentFile.parse(data, shownAs: "tarea.json", course: nil)
      for (student, lines) in histories {
        let events = lines.enumerated().map { second, line in
          ProgressEvent.answer(
            answer(line), passed: nil, exercise: "caja.linea",
            date: start.addingTimeInterval(Double(second)))
        }
        let submission = Submission(
          student: student, course: stamp, exportedAt: start.addingTimeInterval(100),
          assignment: read.fingerprint, events: events)
        try GradingFixture.write(submission, to: root + "/clase/\(student).json")
      }
      return LineClass(root: root)
    }

    func output(_ format: String, _ extra: [String] = []) async -> String {
      let outcome = await GradingCommand.execute(
        arguments: [
          "clase", "--curso", courseDirectory, "--tarea", "tarea.json", "--formato", format,
        ] + extra, context: GradingFixture.context(in: root, cache: root + "/cache"))
      return (outcome.output + outcome.errors).joined(separator: "\n")
    }
  }

  @Test func everyReportFormatShowsTheLineVerdict() async throws {
    let group = try LineClass.make()
    defer { try? FileManager.default.removeItem(atPath: group.root) }

    let report = try WorkspaceJSON.decoder().decode(
      GradeReport.self, from: Data(await group.output("json").utf8))
    func result(_ student: String) -> ExerciseResult? {
      report.students.first { $0.student == student }?.exercises.first { $0.id == "caja.linea" }
    }
    #expect(result("ana")?.status == .pass)
    #expect(result("ana")?.points == 1)
    #expect(result("beto")?.status == .fail)
    #expect(result("beto")?.message == Self.wrongLine)
    #expect(result("beto")?.firstAnswer == "3")
    #expect(result("carla")?.status == .pass)
    #expect(result("carla")?.firstAnswer == "9")
    #expect(result("dani")?.status == .unanswered)
    let item = report.exercises.first { $0.id == "caja.linea" }
    #expect(item?.kind == "linea")
    #expect(abs((item?.randomGuessScore ?? 0) - 1.0 / 6) < 0.001)

    let text = await group.output("texto")
    #expect(text.contains("caja.linea"), "\(text)")

    let html = await group.output("html")
    #expect(html.contains("<td class=\"kind\">línea</td>") || html.contains(">línea<"), "\(html)")
    #expect(html.contains("La línea 3 («p.estado = .pagado») no es la que rompe la regla."))

    let junit = CrossFormatTests.junitCases(await group.output("junit"))
    #expect(junit["beto caja.linea"]?.message == Self.wrongLine)
    #expect(junit["ana caja.linea"]?.status == nil)

    _ = await group.output("exercism", ["--salida", "exercism"])
    let exercism = try CrossFormatTests.exercismTests([
      "beto": try Data(
        contentsOf: URL(fileURLWithPath: group.root + "/exercism/beto/results.json"))
    ])
    #expect(exercism["beto caja.linea"]?.message == Self.wrongLine)

    let statistics = await group.output("estadisticas")
    let row = statistics.split(separator: "\n").first { $0.hasPrefix("caja.linea,") }
    #expect(row?.contains("linea") == true, "\(statistics)")
  }
}
