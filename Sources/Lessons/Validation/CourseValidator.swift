import Foundation
import Support

/// La comprobación de un curso al estilo de `rustlings dev check`: todo lo que está mal,
/// con `archivo:línea: mensaje`.
///
/// ```swift
/// let problems = CourseValidator.validate(URL(fileURLWithPath: "Content"))
/// problems.forEach { print($0.rendered(pathPrefix: "Content/")) }
/// ```
///
/// Las comprobaciones de formato son las de `CourseLoader` (cada archivo por separado) más
/// las que cruzan archivos: ids repetidos, diagramas que no existen y recorridos que no
/// siguen su diagrama. Las del motor se añaden con `validate(_:checks:)`. En una copia del
/// alumno (`StudentCopy`) no se prueban las claves (no están): solo el formato y que cada
/// ejercicio tenga su clave oculta.
public enum CourseValidator {
  /// Los problemas de formato del curso de `directory` (una copia del alumno se lee con
  /// `studentCopies`, como en `CourseLoader.load`).
  public static func validate(
    _ directory: URL, studentCopies: StudentCopyDocument? = nil
  ) -> [Diagnostic] {
    let load = CourseLoader.load(from: directory, studentCopies: studentCopies)
    guard let course = load.course else { return load.diagnostics }
    return sorted(load.diagnostics + validate(course))
  }

  /// Los problemas de formato del curso de `directory` y después los de `checks`, en orden.
  public static func validate(
    _ directory: URL, checks: [any CourseCheck], studentCopies: StudentCopyDocument? = nil
  ) async -> [Diagnostic] {
    let load = CourseLoader.load(from: directory, studentCopies: studentCopies)
    guard let course = load.course else { return load.diagnostics }
    var diagnostics = sorted(load.diagnostics + validate(course))
    // Una copia del alumno no tiene claves ni soluciones que probar en el motor: se prueban
    // en el curso completo, del que sale.
    guard course.studentCopy == nil else { return diagnostics }
    for check in checks {
      diagnostics += await check.diagnostics(for: course)
    }
    return diagnostics
  }

  /// En el orden en que se leen: el índice, y luego lección a lección `leccion.md`,
  /// `ejercicios.md` y lo demás, cada archivo por líneas.
  public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    func key(_ location: SourceLocation) -> (Int, String, Int, String, Int, Int) {
      guard let file = location.file else { return (2, "", 0, "", location.line, 0) }
      if file == "indice.txt" { return (0, "", 0, "", location.line, location.column ?? 0) }
      let parts = file.split(separator: "/", maxSplits: 1).map(String.init)
      let rest = parts.count > 1 ? parts[1] : ""
      let rank = rest == "leccion.md" ? 0 : rest == "ejercicios.md" ? 1 : 2
      return (1, parts[0], rank, rest, location.line, location.column ?? 0)
    }
    return diagnostics.enumerated().sorted { left, right in
      let a = key(left.element.location)
      let b = key(right.element.location)
      if a != b { return a < b }
      return left.offset < right.offset
    }.map(\.element)
  }

  /// Los problemas que cruzan archivos en un curso ya cargado.
  public static func validate(_ course: Course) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var exerciseLocations: [String: SourceLocation] = [:]
    for exercise in course.exercises {
      if let first = exerciseLocations[exercise.id] {
        diagnostics.append(
          Diagnostic(exercise.location, .duplicatedExerciseID(exercise.id, first: first)))
      } else {
        exerciseLocations[exercise.id] = exercise.location
      }
    }
    let live = Set(course.exercises.map(\.id))
    let retiredFile = SourceLocation(file: "retirados.txt", line: 1)
    for id in course.retired.keys.sorted() {
      if live.contains(id), let location = exerciseLocations[id] {
        diagnostics.append(Diagnostic(location, .retiredIDReused(id)))
      }
      if let replacement = course.retired[id] ?? nil, !live.contains(replacement) {
        diagnostics.append(
          Diagnostic(retiredFile, .retiredReplacementMissing(id, replacement: replacement)))
      }
    }
    var diagramLocations: [String: SourceLocation] = [:]
    for diagram in course.diagrams {
      if let first = diagramLocations[diagram.id] {
        diagnostics.append(
          Diagnostic(diagram.location, .duplicatedDiagram(diagram.id, first: first)))
      } else {
        diagramLocations[diagram.id] = diagram.location
      }
    }
    for exercise in course.exercises.flatMap(\.allInstances) {
      diagnostics += exercise.kind.base.diagnostics(in: course)
    }
    if let copy = course.studentCopy { diagnostics += StudentCopyRules.check(copy, course) }
    return diagnostics
  }
}
