import Foundation
import Lessons

/// Lo que `leccion tarea nueva` escribe: una tarea que se vuelve a leer antes de darla por
/// buena, así que un archivo que sale de ahí siempre se puede usar.
extension AssignmentFile {
  /// Los bytes de `assignment` y la tarea que se lee de ellos, comprobada contra `course`.
  ///
  /// ```swift
  /// let (data, checked) = try AssignmentFile.checkedBytes(
  ///   assignment, shownAs: "tarea.json", course: course)
  /// ```
  ///
  /// - Throws: el problema de la tarea releída, con el campo que falla.
  public static func checkedBytes(_ assignment: Assignment, shownAs: String, course: Course)
    throws(AssignmentProblem) -> (data: Data, assignment: Assignment)
  {
    let data = encode(assignment)
    return (data, try parse(data, shownAs: shownAs, course: course))
  }
}
