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
      // Un ejercicio con variantes lleva una clave por instancia (`id#instancia`).
      let key =
        copy.exercises[exercise.id]
        ?? exercise.variants.flatMap {
          copy.exercises[StudentCopy.instanceKey(exercise.id, $0.instanceID($0.chosen ?? 0))]
        }
      if let key, key.kind != exercise.kind.name.rawValue {
        diagnostics.append(
          Diagnostic(
            exercise.location,
            .studentCopyKeyMismatch(
              exercise: exercise.id,
              problem: "es de tipo «\(key.kind)», no «\(exercise.kind.name.rawValue)»")))
        continue
      }
      if let problem = missing(exercise, key: key, mode: copy.mode) {
        diagnostics.append(
          Diagnostic(
            exercise.location, .studentCopyKeyMismatch(exercise: exercise.id, problem: problem)))
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
