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
  /// Una página HTML autocontenida para leer: gráficos, ejercicios y una sección por alumno.
  case html
  /// El CSV que importa el libro de calificaciones de Canvas.
  case canvas
  /// El CSV que importa el libro de calificaciones de Moodle.
  case moodle
  /// `DIR/<alumno>/results.json` en la interfaz de los test runners de exercism (v3).
  case exercism

  /// `report` rendered in this format (always ends with a newline); `gradebook` says how
  /// `canvas` and `moodle` name their columns.
  public func render(_ report: GradeReport, gradebook: GradebookSettings = .init()) -> String {
    switch self {
    case .text: TextReport.render(report)
    case .json: JSONReport.render(report)
    case .csv: CSVReport.render(report)
    case .junit: JUnitReport.render(report)
    case .statistics: report.itemStatistics.csv()
    case .html: HTMLReport.render(report)
    case .canvas: CanvasReport.render(report, settings: gradebook)
    case .moodle: MoodleReport.render(report, settings: gradebook)
    case .exercism: ExercismReport.render(report)
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
