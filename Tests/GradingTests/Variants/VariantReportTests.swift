import Foundation
import Testing

@testable import Grading

/// La facilidad de cada versión también en el CSV de estadísticas y en el HTML; un informe
/// sin versiones da los mismos bytes que antes.
@Suite struct VariantReportTests {
  typealias Fixture = VariantClassFixture

  /// La clase de `VariantGradingTests`: quien recibe «reves» de «var.copia» falla.
  static func report() async throws -> GradeReport {
    let draw = Fixture.assignment.variantDraw
    let submissions = Fixture.students.map { student in
      var answers = Fixture.rightAnswers(for: student)
      let resolved = Fixture.course.resolved(draw: draw, student: student)
      if resolved.exercise("var.copia")?.chosenInstanceID == "reves" {
        answers["var.copia"] = .choice(options: ["la-referencia"])
      }
      return Fixture.submission(student, answers: answers)
    }
    return try await Fixture.grade(submissions)
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

  @Test func aReportWithoutVersionsKeepsItsBytes() throws {
    let report = HostileClass.report()
    #expect(VersionStatistics.compute(report).isEmpty)
    #expect(ReportFormat.statistics.render(report) == report.itemStatistics.csv())
    #expect(!ReportFormat.html.render(report).contains("versiones"))
  }
}
