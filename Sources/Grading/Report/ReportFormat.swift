import Foundation
import Workspace

/// The formats of `--formato`.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// A table for people (80 columns).
  case text = "texto"
  /// The documented `leccion-informe` schema; what `--unir` reads.
  case json
  /// One row per student, one column per exercise, and the total.
  case csv
  /// JUnit XML: a `testsuite` per student, a `testcase` per exercise.
  case junit
  /// Las estadísticas de cada ejercicio en CSV (facilidad, discriminación, fallo común).
  case statistics = "estadisticas"

  /// `report` rendered in this format (always ends with a newline).
  public func render(_ report: GradeReport) -> String {
    switch self {
    case .text: TextReport.render(report)
    case .json: JSONReport.render(report)
    case .csv: CSVReport.render(report)
    case .junit: JUnitReport.render(report)
    case .statistics: report.itemStatistics.csv()
    }
  }
}

/// `--formato json`.
enum JSONReport {
  static func render(_ report: GradeReport) -> String {
    guard let data = try? WorkspaceJSON.encoder().encode(report) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Reads a report written by `render`.
  static func decode(_ data: Data) throws -> GradeReport {
    try WorkspaceJSON.decoder().decode(GradeReport.self, from: data)
  }
}
