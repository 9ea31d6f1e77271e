import Lessons
import Support

/// Las claves ocultas de la copia del alumno, sacadas del curso completo: lo que
/// `HashedAnswerChecker` necesita para dar el mismo veredicto sin leer la clave.
///
/// ```swift
/// let copy = StudentKeys.make(for: course, mode: .tries)
/// try StudentCopyWriter.write(course, copy: copy, to: destination)
/// ```
///
/// Cada parte lleva su propia sal al azar, así que dos copias del mismo curso no comparten
/// resúmenes y un resumen no se puede buscar en una tabla hecha de antemano.
public enum StudentKeys {
  /// Las claves de `course` para una copia en modo `mode` (en `diferida`, solo el nodo
  /// donde empieza cada recorrido).
  public static func make(for course: Course, mode: StudentCopy.Mode) -> StudentCopy {
    var keys: [String: HashedKey] = [:]
    // Un ejercicio con variantes lleva la clave de cada instancia (`id#instancia`); el curso
    // resuelto para un alumno deja solo la suya (`Course.resolved(draw:student:)`).
    let exercises = course.exercises.flatMap { exercise in
      guard let variants = exercise.variants else { return [(exercise.id, exercise)] }
      return variants.instances.indices.map {
        (StudentCopy.instanceKey(exercise.id, variants.instanceID($0)), exercise.instance($0))
      }
    }
    for (entry, exercise) in exercises {
      if mode == .deferred {
        if let key = exercise.kind.base.deferredKey(exercise: exercise.id) { keys[entry] = key }
        continue
      }
      if let key = key(for: exercise, in: course) { keys[entry] = key }
    }
    return StudentCopy(mode: mode, course: course.id, exercises: keys)
  }

  /// La clave oculta de `exercise`, o `nil` en los tipos que no la necesitan
  /// (`hasHiddenKey`: código, que se corrige con sus pruebas, y reconstrucción, cuya clave es
  /// el diagrama de la lección).
  static func key(for exercise: Exercise, in course: Course) -> HashedKey? {
    let model = exercise.kind.base
    guard type(of: model).hasHiddenKey else { return nil }
    return model.hashedKey(exercise: exercise.id)
  }
}
