/// What a gradebook import needs that the report does not say: the name of the grade
/// column and which of the gradebook's student fields holds the `leccion` student id
/// (`--columna` and `--id-alumno`, only with `--formato canvas` or `moodle`).
public struct GradebookSettings: Sendable, Hashable {
  /// The name of the grade column (Canvas assignment, Moodle grade item); `nil`: the
  /// course title, or its id when it has none.
  public var column: String?
  /// Where the student id goes; `nil`: the format's default.
  public var idField: GradebookIDField?

  public init(column: String? = nil, idField: GradebookIDField? = nil) {
    self.column = column
    self.idField = idField
  }

  /// The grade column's name for `report`.
  func columnName(_ report: GradeReport) -> String {
    if let column { return column }
    return report.course.title.isEmpty ? report.course.id : report.course.title
  }
}

/// A student field of a gradebook that `--id-alumno` can name.
public enum GradebookIDField: String, Sendable, Hashable, CaseIterable {
  /// Canvas: `SIS User ID` (the default).
  case sisUser = "sis-user"
  /// Canvas: `SIS Login ID`.
  case sisLogin = "sis-login"
  /// Canvas: `ID`, Canvas's own number for the student.
  case canvasID = "id"
  /// Moodle: `Username` (the default).
  case username
  /// Moodle: `Email address`.
  case email
  /// Moodle: `ID number`.
  case idNumber = "idnumber"

  /// The values that make sense for `format`.
  static func values(for format: ReportFormat) -> [GradebookIDField] {
    switch format {
    case .canvas: [.sisUser, .sisLogin, .canvasID]
    case .moodle: [.username, .email, .idNumber]
    default: []
    }
  }
}
