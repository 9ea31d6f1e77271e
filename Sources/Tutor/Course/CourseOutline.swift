import Lessons
import Workspace

/// El curso como una fila de pasos, en el orden en que se recorre: en cada lección, su
/// introducción, y tras cada sección los ejercicios que van detrás de ella; al final, los
/// ejercicios sin sección.
///
/// ```swift
/// let outline = CourseOutline(course)
/// outline.steps.first?.id  // "intro"
/// outline.index(ofExercise: "shared.entrega")  // 5
/// ```
public struct CourseOutline: Sendable {
  /// Un paso del curso.
  public struct Step: Sendable, Equatable {
    /// Qué se muestra.
    public enum Kind: Sendable, Equatable {
      /// El título y la introducción de la lección.
      case introduction
      /// Una sección (índice en `lesson.sections`).
      case section(Int)
      /// Un ejercicio (índice en `lesson.exercises`).
      case exercise(Int)
    }

    /// La lección (índice en `course.lessons`).
    public var lessonIndex: Int
    /// Qué es.
    public var kind: Kind
    /// El id dentro de la lección: `intro`, `seccion:<id>` o `ejercicio:<id>`.
    public var id: String
  }

  /// El curso.
  public let course: Course
  /// Los pasos, en orden.
  public let steps: [Step]

  /// El esquema de `course`.
  public init(_ course: Course) {
    self.course = course
    var steps: [Step] = []
    for (lessonIndex, lesson) in course.lessons.enumerated() {
      steps.append(Step(lessonIndex: lessonIndex, kind: .introduction, id: "intro"))
      func exercises(after section: String?) {
        for (index, exercise) in lesson.exercises.enumerated() where exercise.sectionID == section {
          steps.append(
            Step(lessonIndex: lessonIndex, kind: .exercise(index), id: "ejercicio:\(exercise.id)"))
        }
      }
      for (index, section) in lesson.sections.enumerated() {
        steps.append(
          Step(lessonIndex: lessonIndex, kind: .section(index), id: "seccion:\(section.id)"))
        exercises(after: section.id)
      }
      let known = Set(lesson.sections.map(\.id))
      for (index, exercise) in lesson.exercises.enumerated()
      where exercise.sectionID == nil || !known.contains(exercise.sectionID ?? "") {
        steps.append(
          Step(lessonIndex: lessonIndex, kind: .exercise(index), id: "ejercicio:\(exercise.id)"))
      }
    }
    self.steps = steps
  }

  /// La lección de un paso.
  public func lesson(of step: Step) -> Lesson { course.lessons[step.lessonIndex] }

  /// El ejercicio de un paso, si lo es.
  public func exercise(of step: Step) -> Exercise? {
    guard case .exercise(let index) = step.kind else { return nil }
    return lesson(of: step).exercises[index]
  }

  /// La sección de un paso, si lo es.
  public func section(of step: Step) -> Section? {
    guard case .section(let index) = step.kind else { return nil }
    return lesson(of: step).sections[index]
  }

  /// El paso de una posición guardada; si la lección sigue pero el paso ya no existe, el
  /// principio de esa lección.
  public func index(of position: Position) -> Int? {
    guard let lessonIndex = course.lessons.firstIndex(where: { $0.id == position.lessonID })
    else { return nil }
    if let exact = steps.firstIndex(where: {
      $0.lessonIndex == lessonIndex && $0.id == position.stepID
    }) {
      return exact
    }
    return steps.firstIndex { $0.lessonIndex == lessonIndex }
  }

  /// La posición que se guarda para el paso `index`.
  public func position(at index: Int) -> Position {
    let step = steps[index]
    return Position(lessonID: lesson(of: step).id, stepID: step.id, date: .nowInMilliseconds)
  }

  /// El paso del ejercicio `id`.
  public func index(ofExercise id: String) -> Int? {
    steps.firstIndex { $0.id == "ejercicio:\(id)" }
  }

  /// El primer paso de la lección `lessonIndex`.
  public func index(ofLesson lessonIndex: Int) -> Int? {
    steps.firstIndex { $0.lessonIndex == lessonIndex }
  }

  /// El número de paso dentro de su lección (desde 1) y cuántos tiene la lección.
  public func placeInLesson(_ index: Int) -> (step: Int, of: Int) {
    let lessonIndex = steps[index].lessonIndex
    let all = steps.indices.filter { steps[$0].lessonIndex == lessonIndex }
    return ((all.firstIndex(of: index) ?? 0) + 1, all.count)
  }
}
