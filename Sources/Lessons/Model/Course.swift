import Foundation

/// Un curso cargado desde una carpeta como `Content/`: su id, su título y las lecciones en
/// el orden de `indice.txt`.
///
/// No cambia después de crearse: al crearlo, cada modelo de un tipo hecho unidad toma del
/// curso lo que es de otros archivos (`ExerciseKindModel.placed(in:exercise:)`: el diagrama
/// que recorre, y en la copia del alumno lo que su clave deja ver), una sola vez. Un curso
/// distinto (otra copia, sin un diagrama, resuelto para un alumno) es otro valor, creado con
/// `init` o con `resolved(draw:student:)`.
///
/// ```swift
/// let load = CourseLoader.load(from: URL(fileURLWithPath: "Content"))
/// if let course = load.course, load.diagnostics.isEmpty {
///   print(course.lessons.map(\.title))
/// }
/// ```
public struct Course: Sendable, Hashable {
  /// Identificador estable del curso (lo registran el progreso y las entregas).
  public internal(set) var id: String
  /// El título que se muestra.
  public internal(set) var title: String
  /// La carpeta de la que se cargó (donde está `indice.txt`).
  public internal(set) var directory: URL
  /// Las lecciones, en orden.
  public internal(set) var lessons: [Lesson]
  /// Los ids retirados (`retirados.txt`) y el que los sustituye, si lo hay: un id no se
  /// reutiliza nunca, y el progreso o la entrega que aún lo nombra recibe un aviso claro.
  public internal(set) var retired: [String: String?] = [:]
  /// Si es la copia del alumno (`copia-alumno.json`), sus claves ocultas; `nil` en el curso
  /// completo. En una copia las claves del modelo están vacías (opciones sin marcar,
  /// respuestas y salidas vacías, recorridos sin pasos de verdad, veredictos de relleno):
  /// la verdad está aquí, y solo el corrector la usa.
  public internal(set) var studentCopy: StudentCopy?

  /// Crea un curso, con cada modelo de un tipo hecho unidad ya puesto en él
  /// (`placeUnits`).
  public init(
    id: String, title: String = "", directory: URL = URL(fileURLWithPath: "."),
    lessons: [Lesson] = [], retired: [String: String?] = [:], studentCopy: StudentCopy? = nil
  ) {
    self.id = id
    self.title = title
    self.directory = directory
    self.lessons = lessons
    self.retired = retired
    self.studentCopy = studentCopy
    placeUnits()
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

  /// Qué decir de un id que no es de ningún ejercicio: que se retiró y por cuál se cambió,
  /// o `nil` si nunca estuvo en el curso.
  public func retirement(of id: String) -> Retirement? {
    guard let replacement = retired[id] else { return nil }
    return Retirement(id: id, replacement: replacement)
  }

  /// Un ejercicio retirado.
  public struct Retirement: Sendable, Hashable {
    /// Su id.
    public var id: String
    /// El que lo sustituye, si lo hay.
    public var replacement: String?

    /// En castellano: «se retiró del curso; ahora es «…»».
    public var message: String {
      "el ejercicio «\(id)» se retiró del curso"
        + (replacement.map { "; el que lo sustituye es «\($0)»" } ?? "") + "."
    }
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
