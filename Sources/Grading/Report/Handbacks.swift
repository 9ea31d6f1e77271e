import Foundation
import Support
import Workspace

/// `--devoluciones DIR`: un archivo por alumno corregido (`DIR/<alumno>.json`) con lo que
/// sacó en cada ejercicio, que el alumno abre con `leccion revisar`; con `reveal`, también
/// lo que la tarea abre con la devolución (la respuesta correcta, la explicación).
enum Handbacks {
  /// Escribe las devoluciones de `report`; devuelve cuántas.
  static func write(
    _ report: GradeReport, to directory: String, shownAs: String, overwrite: Bool,
    reveal: HandbackReveal? = nil
  ) throws(GradingError) -> Int {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: shownAs, reason: "no se puede crear la carpeta")
    }
    let course = CourseStamp(id: report.course.id, contentHash: report.course.contentHash)
    var count = 0
    for row in report.students where row.status == .graded {
      guard let student = row.student else { continue }
      let handback = Handback(
        student: student, course: course, assignment: report.assignment?.fingerprint,
        points: row.writtenPoints, maxPoints: row.maxPoints,
        exercises: row.exercises.map {
          var entry = $0.handedBack
          reveal?.apply(to: &entry, student: student)
          return entry
        }, warnings: row.warnings)
      let path = directory + "/" + student + ".json"
      let shown = shownAs + "/" + student + ".json"
      if SafeFile.kind(of: path) != .missing, !overwrite { throw .outputExists(path: shown) }
      try AtomicFile.save(
        String(decoding: handback.fileContents(), as: UTF8.self), to: path, shownAs: shown)
      count += 1
    }
    return count
  }
}
