import Support

/// `--formato canvas`: a CSV that Canvas's gradebook import reads, with the columns its own
/// gradebook export writes: `Student`, `ID`, `SIS User ID`, `SIS Login ID`, `Section`, then
/// one column for the assignment (named by `--columna`, by default the course title). The
/// second line is the export's `Points Possible` row, with the points the assignment is
/// worth. Canvas finds each student by `ID`, `SIS User ID` or `SIS Login ID`: the `leccion`
/// student id goes in the one `--id-alumno` names (`sis-user` by default) and in `Student`
/// (the report has no names). A hand-in that could not be graded leaves its grade empty,
/// which Canvas leaves as it was; one without a student id cannot be matched and is left
/// out. Points use `.`; text fields are defused like `CSVReport`'s.
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
    for row in report.students {
      guard let student = row.student else { continue }
      var line = [CSVReport.text(student), "", "", "", ""]
      line[idColumn] = CSVReport.text(student)
      line.append(row.status == .graded ? Points.format(row.points) : "")
      lines.append(line)
    }
    return lines.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
  }
}
