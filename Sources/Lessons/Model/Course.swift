import Foundation

/// Un curso cargado desde una carpeta como `Content/`: su id, su título y las lecciones en
/// el orden de `indice.txt`.
///
/// ```swift
/// let load = CourseLoader.load(from: URL(fileURLWithPath: "Content"))
/// if let course = load.course, load.diagnostics.isEmpty {
///   print(course.lessons.map(\.title))
/// }
/// ```
public struct Course: Sendable, Hashable {
  /// Identificador estable del curso (lo registran el progreso y las entregas).
  public var id: String
  /// El título que se muestra.
  public var title: String
  /// La carpeta de la que se cargó (donde está `indice.txt`).
  public var directory: URL
  /// Las lecciones, en orden.
  public var lessons: [Lesson]

  /// Crea un curso.
  public init(
    id: String, title: String = "", directory: URL = URL(fileURLWithPath: "."),
    lessons: [Lesson] = []
  ) {
    self.id = id
    self.title = title
    self.directory = directory
    self.lessons = lessons
  }

  /// Todos los ejercicios, lección a lección y en el orden de cada `ejercicios.md`.
  public var exercises: [Exercise] { lessons.flatMap(\.exercises) }

  /// Todos los diagramas del curso, en orden.
  public var diagrams: [Diagram] { lessons.flatMap(\.diagrams) }

  /// El ejercicio con ese id.
  public func exercise(_ id: String) -> Exercise? {
    for lesson in lessons {
      if let exercise = lesson.exercises.first(where: { $0.id == id }) { return exercise }
    }
    return nil
  }

  /// El diagrama con ese id (los ids de diagrama son únicos en el curso).
  public func diagram(_ id: String) -> Diagram? {
    for lesson in lessons {
      if let diagram = lesson.diagrams.first(where: { $0.id == id }) { return diagram }
    }
    return nil
  }

  /// La lección con ese id (el nombre de su carpeta).
  public func lesson(_ id: String) -> Lesson? {
    lessons.first { $0.id == id }
  }
}
