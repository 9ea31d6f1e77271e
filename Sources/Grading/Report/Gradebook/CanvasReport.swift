import Support
import Workspace

/// `--formato canvas`: un CSV que lee la importación del libro de calificaciones de Canvas, con las
/// columnas que escribe su propia exportación: `Student`, `ID`, `SIS User ID`, `SIS Login ID`,
/// `Section` y después una columna para la tarea (con el nombre que dé `--columna`; por defecto, el
/// título del curso). La segunda línea es la fila `Points Possible` de la exportación, con los
/// puntos que vale la tarea. Canvas encuentra a cada alumno por `ID`, `SIS User ID` o
/// `SIS Login ID`: el id de alumno de `leccion` va en la que nombre `--id-alumno` (`sis-user` por
/// defecto) y en `Student` (el informe no tiene nombres). Una entrega que no se pudo corregir no se
/// escribe (Canvas deja la nota como estaba) y `corregir` la nombra en la salida de errores; una
/// sin id de alumno no se puede emparejar y tampoco. Con `--id-alumno id`, los ids deben ser el
/// número de Canvas (`corregir` lo comprueba antes de escribir). Los puntos llevan `.`; los campos de texto se desactivan como fórmula igual que en
/// `CSVReport`.
enum CanvasReport {
  static let fixedColumns = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"]

  static func render(_ report: GradeReport, settings: GradebookSettings) -> String {
    let field = settings.idField ?? .sisUser
    let idColumn =
      switch field {
      case .canvasID: 1
      case .sisLogin: 3
      default: 2
      }
    var lines: [[String]] = [
      fixedColumns + [CSVReport.text(settings.columnName(report))],
      ["    Points Possible", "", "", "", "", Points.format(report.maxPoints)],
    ]
    for row in report.students where row.status == .graded {
      guard let student = row.student else { continue }
      var line = [CSVReport.text(student), "", "", "", ""]
      line[idColumn] = CSVReport.text(student)
      line.append(Points.format(row.points))
      lines.append(line)
    }
    return lines.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
  }
}
