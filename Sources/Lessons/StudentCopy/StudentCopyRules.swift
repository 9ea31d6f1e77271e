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
    if case .code = exercise.kind { return [(exercise, exercise.id, nil)] }
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
    switch exercise.kind {
    case .code(let code):
      // En `intentos` el tutor corre las pruebas al momento; en `diferida`, no van: dirían
      // el veredicto antes de la devolución.
      let present = FileManager.default.fileExists(atPath: code.files.tests.path)
      if mode == .tries, !present {
        return "no tiene su pruebas.swift, que el tutor necesita en «intentos»"
      }
      if mode == .deferred, present {
        return "va con pruebas.swift, que en «diferida» diría el veredicto antes de la devolución"
      }
      return nil
    case .unit(let unit):
      if let problem = unit.base.copyProblem(key) { return problem }
      if !type(of: unit.base).hasHiddenKey { return nil }
    default: break
    }
    guard mode == .tries else { return nil }
    guard let key else { return "falta" }
    let complete: Bool =
      switch exercise.kind {
      case .unit(let unit): unit.base.isComplete(key)
      default: true
      }
    return complete ? nil : "está incompleta"
  }
}
