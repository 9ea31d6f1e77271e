import Foundation

/// Lo que `validar` comprueba de una copia del alumno: que cada ejercicio que se corrige
/// con una clave la tenga, del tipo debido, y que no sobre ninguna.
enum StudentCopyRules {
  static func check(_ copy: StudentCopy, _ course: Course) -> [Diagnostic] {
    // Un archivo ilegible ya tiene su problema; lo demás saldría de él.
    guard copy.format == 1 else { return [] }
    let file = SourceLocation(file: StudentCopy.fileName, line: 0)
    var diagnostics: [Diagnostic] = []
    if !copy.course.isEmpty, copy.course != course.id {
      diagnostics.append(
        Diagnostic(
          file,
          .malformedStudentCopy(
            reason: "es de «\(copy.course)» y el índice dice «\(course.id)»")))
    }
    for exercise in course.exercises {
      for (checked, name, key) in keys(of: exercise, in: copy) {
        if let key, key.kind != checked.kind.name.rawValue {
          diagnostics.append(
            Diagnostic(
              exercise.location,
              .studentCopyKeyMismatch(
                exercise: name,
                problem: "es de tipo «\(key.kind)», no «\(checked.kind.name.rawValue)»")))
          continue
        }
        if let problem = missing(checked, key: key, mode: copy.mode) {
          diagnostics.append(
            Diagnostic(
              exercise.location, .studentCopyKeyMismatch(exercise: name, problem: problem)))
        }
      }
    }
    let ids = Set(course.exercises.map(\.id))
    for id in copy.exercises.keys.sorted()
    where !ids.contains(String(id.prefix { $0 != "#" })) {
      diagnostics.append(
        Diagnostic(
          file,
          .studentCopyKeyMismatch(exercise: id, problem: "es de un ejercicio que el curso no tiene")
        ))
    }
    return diagnostics
  }

  /// Las claves que tiene que llevar la copia para `exercise`, con el nombre que dan los
  /// mensajes: la suya; en un ejercicio con variantes, la de cada instancia
  /// (`id#instancia`), porque la copia sirve a toda la clase y cada alumno tiene la suya (uno
  /// de código, una vez: sus pruebas son un archivo para todas).
  private static func keys(
    of exercise: Exercise, in copy: StudentCopy
  ) -> [(exercise: Exercise, name: String, key: HashedKey?)] {
    if let key = copy.exercises[exercise.id] { return [(exercise, exercise.id, key)] }
    guard let variants = exercise.variants else { return [(exercise, exercise.id, nil)] }
    if exercise.kind.compiled != nil { return [(exercise, exercise.id, nil)] }
    let indices = variants.chosen.map { [$0] } ?? Array(variants.instances.indices)
    return indices.map { index in
      let name = StudentCopy.instanceKey(exercise.id, variants.instanceID(index))
      return (exercise.instance(index), name, copy.exercises[name])
    }
  }

  /// Qué le falta a la clave de `exercise`, o `nil`.
  private static func missing(
    _ exercise: Exercise, key: HashedKey?, mode: StudentCopy.Mode
  ) -> String? {
    let model = exercise.kind.base
    if let problem = model.copyProblem(key, mode: mode) { return problem }
    if !type(of: model).hasHiddenKey { return nil }
    guard mode == .tries else { return nil }
    guard let key else { return "falta" }
    return model.isComplete(key) ? nil : "está incompleta"
  }
}
