import Foundation
import Testing
import Workspace

@testable import Grading

/// La facilidad de cada versión también en el CSV de estadísticas y en el HTML; un informe
/// sin versiones da los mismos bytes que antes.
@Suite struct VariantReportTests {
  typealias Fixture = VariantClassFixture

  /// La clase de `VariantGradingTests`: quien recibe «reves» de «var.copia» falla.
  static func report() async throws -> GradeReport {
    try await Fixture.reversedFailsReport()
  }

  @Test func theStatisticsCSVHasARowForEachVersion() async throws {
    let lines = ReportFormat.statistics.render(try await Self.report())
      .split(separator: "\n").map(String.init)
    #expect(lines.first == ItemStatistics.csvHeader + ",others_facility,version_flag")
    #expect(
      lines.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count >= 14 })
    let copia = try #require(lines.firstIndex { $0.hasPrefix("var.copia,") })
    #expect(lines[copia].hasSuffix(",,"))
    #expect(lines[copia + 1] == "var.copia@base,,15,1,,,,,,,,,0,≠")
    #expect(lines[copia + 2] == "var.copia@reves,,15,0,,,,,,,,,1,≠")
    #expect(lines.contains { $0.hasPrefix("var.candado@tres,,") && $0.hasSuffix(",") })
  }

  @Test func theHTMLHasASectionOfVersions() async throws {
    let html = ReportFormat.html.render(try await Self.report())
    #expect(html.contains("<li><a href=\"#versiones\">Versiones de los ejercicios</a></li>"))
    #expect(html.contains("<section id=\"versiones\">"))
    #expect(
      html.contains(
        "<tr><td data-campo=\"Ejercicio\" class=\"id\">var.copia</td><td data-campo=\"Versión\" "
          + "class=\"id\">reves</td><td data-campo=\"Alumnos\" class=\"n\">15</td>"
          + "<td data-campo=\"Facilidad\" class=\"n\">0 %</td><td data-campo=\"Las demás\" "
          + "class=\"n\">100 %</td><td data-campo=\"Marca\">≠ se aparta de las demás</td></tr>"))
  }

  /// El CSV por alumno lleva, tras `mensaje`, una columna por ejercicio con variantes con la
  /// instancia de cada alumno: la misma que su curso resuelto.
  @Test func theCSVSaysWhichInstanceEachStudentHad() async throws {
    let report = try await Self.report()
    let lines = ReportFormat.csv.render(report).split(separator: "\n").map(String.init)
    let variants = Fixture.variantIDs
    #expect(variants.count >= 3)
    let columns: [String] = ["alumno", "entrega", "estado"] + report.exercises.map(\.id)
    let header = columns + ["total", "maximo", "mensaje"] + variants.map { "variante " + $0 }
    #expect(lines.first == header.joined(separator: ","))
    let draw = Fixture.assignment.variantDraw
    for student in Fixture.students {
      let resolved = Fixture.course.resolved(draw: draw, student: student)
      let instances = variants.map { id in
        CSVReport.text(resolved.exercise(id)?.chosenInstanceID ?? "?")
      }
      let line = try #require(lines.first { $0.hasPrefix(student + ",") })
      #expect(line.hasSuffix("," + instances.joined(separator: ",")), "\(line)")
    }
    // Una instancia con versión y valores lleva comas: va entre comillas.
    #expect(CSVReport.text("otra; a=3, nombre=Ada") == "\"otra; a=3, nombre=Ada\"")
  }

  /// La sección de cada alumno en el HTML dice su instancia de cada ejercicio con variantes.
  @Test func theHTMLSectionOfEachStudentSaysTheirInstances() async throws {
    let report = try await Self.report()
    let html = ReportFormat.html.render(report)
    let row = try #require(report.students.first)
    let picks = row.exercises.compactMap { item in item.instance.map { "\(item.id) «\($0)»" } }
    #expect(picks.count == Fixture.variantIDs.count)
    let line =
      "<p class=\"suave\">"
      + HTMLText.escape(
        "Variantes (versión y valores de su instancia): " + picks.joined(separator: "; ") + ".")
      + "</p>"
    #expect(html.contains(line), "\(line)")
    #expect(html.components(separatedBy: "Variantes (versión").count - 1 == report.students.count)
  }

  /// Sin variantes, ni columnas ni párrafos nuevos (los bytes del CSV los fija también
  /// `ClassGradingTests.csvForGradebooks`).
  @Test func aReportWithoutVersionsKeepsItsBytes() throws {
    let report = HostileClass.report()
    #expect(VersionStatistics.compute(report).isEmpty)
    #expect(ReportFormat.statistics.render(report) == report.itemStatistics.csv())
    #expect(!ReportFormat.html.render(report).contains("versiones"))
    #expect(!ReportFormat.html.render(report).contains("Variantes"))
    #expect(CSVReport.variantExercises(report).isEmpty)
    let header = ReportFormat.csv.render(report).split(separator: "\n").first.map(String.init)
    let columns: [String] = ["alumno", "entrega", "estado"] + report.exercises.map(\.id)
    #expect(header == (columns + ["total", "maximo", "mensaje"]).joined(separator: ","))
  }

  /// La facilidad de cada versión sale de la misma observación que las cifras de cada
  /// ejercicio (`ItemObservation(result)`: la fracción como se exporta), así que el informe
  /// leído de su JSON, como con `--unir`, da las mismas: con 2/3 y 1, 0,8334 en los dos (antes,
  /// 0,8333 recién corregido, de la fracción exacta, y 0,8334 leído).
  @Test func versionFacilitiesAreTheSameReadBackFromTheJSON() throws {
    func row(_ student: String, _ version: String, _ score: Double) -> StudentResult {
      var result = ExerciseResult(
        id: "p", status: ExerciseStatus(worth: score), points: score, maxPoints: 1,
        message: "", score: score)
      result.version = version
      return StudentResult(
        student: student, source: "\(student).json", status: .graded, message: nil,
        points: score, maxPoints: 1, exportedAt: nil, exercises: [result])
    }
    let report = GradeReport(
      course: ReportCourse(id: "curso", title: "Curso", contentHash: "ab"), weights: nil,
      hiddenTests: nil, timeLimitSeconds: 10, part: nil,
      exercises: [ReportExercise(id: "p", lesson: "01-caja", kind: "eleccion", maxPoints: 1)],
      notes: [], students: [row("ana", "a", 2.0 / 3), row("bea", "a", 1), row("eva", "b", 0)])
    let read = try JSONReport.decode(Data(JSONReport.render(report).utf8))
    let versions = VersionStatistics.compute(report)
    #expect(versions.map(\.facility) == [0.8334, 0])
    #expect(VersionStatistics.compute(read) == versions)
    #expect(read.itemStatistics == report.itemStatistics)
  }
}
