/// Lo que necesita la importación en un libro de calificaciones y el informe no dice: el nombre de
/// la columna de la nota y cuál de los campos de alumno del libro lleva el id de alumno de
/// `leccion` (`--columna` e `--id-alumno`, solo con `--formato canvas` o `moodle`).
public struct GradebookSettings: Sendable, Hashable {
  /// El nombre de la columna de la nota (la tarea de Canvas, el elemento de calificación de
  /// Moodle); `nil`: el título del curso, o su id si no tiene título.
  public var column: String?
  /// Dónde va el id de alumno; `nil`: donde lo pone el formato por defecto.
  public var idField: GradebookIDField?

  public init(column: String? = nil, idField: GradebookIDField? = nil) {
    self.column = column
    self.idField = idField
  }

  /// El nombre de la columna de la nota para `report`.
  func columnName(_ report: GradeReport) -> String {
    if let column { return column }
    return report.course.title.isEmpty ? report.course.id : report.course.title
  }
}

/// Un campo de alumno de un libro de calificaciones que `--id-alumno` puede nombrar.
public enum GradebookIDField: String, Sendable, Hashable, CaseIterable {
  /// Canvas: `SIS User ID` (por defecto).
  case sisUser = "sis-user"
  /// Canvas: `SIS Login ID`.
  case sisLogin = "sis-login"
  /// Canvas: `ID`, el número que el propio Canvas da al alumno.
  case canvasID = "id"
  /// Moodle: `Username` (por defecto).
  case username
  /// Moodle: `Email address`.
  case email
  /// Moodle: `ID number`.
  case idNumber = "idnumber"

  /// Los valores que tienen sentido para `format`.
  static func values(for format: ReportFormat) -> [GradebookIDField] {
    switch format {
    case .canvas: [.sisUser, .sisLogin, .canvasID]
    case .moodle: [.username, .email, .idNumber]
    default: []
    }
  }
}
