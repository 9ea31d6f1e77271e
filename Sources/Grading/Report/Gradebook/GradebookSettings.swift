import Foundation

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

  /// El nombre de la columna de la nota para `report`: `--columna`, el título de la tarea con
  /// que se corrige (dos tareas no van a la misma columna) o, sin tarea, el del curso.
  func columnName(_ report: GradeReport) -> String {
    if let column { return column }
    let name: String
    if let title = report.assignment?.title, !title.isEmpty {
      name = title
    } else {
      name = report.course.title.isEmpty ? report.course.id : report.course.title
    }
    guard Self.canvasReadsAnID(name) else { return name }
    return name.replacingOccurrences(of: "(", with: "- ").replacingOccurrences(of: ")", with: "")
  }

  /// Si Canvas leería el final de `column` como el id de una tarea: «Nombre (123)», la forma
  /// en que su propia exportación escribe cada columna.
  static func canvasReadsAnID(_ column: String) -> Bool {
    let trimmed = column.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return false }
    let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    return !inside.isEmpty && inside.allSatisfy(\.isNumber)
  }

  /// Los alumnos que el libro de calificaciones no recibe: los que no se pudieron corregir (una
  /// celda vacía borraría en Moodle la nota que tenían) y los que no tienen id.
  static func leftOut(_ report: GradeReport) -> [StudentResult] {
    report.students.filter { $0.status != .graded || $0.student == nil }
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
