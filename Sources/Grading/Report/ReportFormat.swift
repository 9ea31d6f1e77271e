import Foundation
import Workspace

/// Los formatos de `--formato`.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// Una tabla para personas (80 columnas).
  case text = "texto"
  /// El esquema documentado `leccion-informe`; lo que lee `--unir`.
  case json
  /// Una fila por alumno, una columna por ejercicio y el total.
  case csv
  /// XML de JUnit: un `testsuite` por alumno, un `testcase` por ejercicio.
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

  /// `report` escrito en este formato (siempre acaba en salto de línea); `gradebook` dice
  /// cómo nombran sus columnas `canvas` y `moodle`.
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

  /// Lee un informe escrito por `render`.
  static func decode(_ data: Data) throws -> GradeReport {
    try WorkspaceJSON.decoder().decode(GradeReport.self, from: data)
  }
}

extension ReportFormat {
  /// Lo que dice de él la ayuda de `--formato`, entre paréntesis tras su nombre (`nil`: nada);
  /// los formatos seguidos con la misma nota van juntos («canvas o moodle (…)»).
  var helpNote: String? {
    switch self {
    case .text, .json, .csv, .junit: nil
    case .statistics: "CSV por ejercicio"
    case .html: "una página para leer, con gráficos y un alumno por sección"
    case .canvas, .moodle: "el CSV que importa su libro de calificaciones"
    case .exercism: "con --salida DIR: DIR/ALUMNO/results.json"
    }
  }
}
