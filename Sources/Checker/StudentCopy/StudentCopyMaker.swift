import Foundation
import Lessons

/// Escribe la copia del alumno de un curso y comprueba lo escrito: la copia se carga sin
/// problemas y, en `intentos`, la clave de cada ejercicio pasa con las claves ocultas igual
/// que en el curso completo. Si algo falla, la carpeta se borra: nunca queda una copia a
/// medias.
///
/// ```swift
/// let hashed = try StudentCopyMaker.write(
///   course, mode: .tries, document: .workspace, to: URL(fileURLWithPath: "alumnos"))
/// hashed.exercises  // cuántos ejercicios llevan su clave como resúmenes
/// ```
public enum StudentCopyMaker {
  /// Cuántas claves lleva una copia como resúmenes con sal.
  public struct Hashed: Sendable, Hashable {
    /// Los ejercicios con clave (uno con variantes cuenta una vez).
    public var exercises: Int
    /// Las claves escritas: una por ejercicio sin variantes y una por instancia de cada uno
    /// con variantes (`id#instancia`).
    public var keys: Int
  }

  /// Escribe la copia y dice cuántas claves lleva como resúmenes (ninguna en `diferida`).
  /// `contentHash` es la huella del curso completo, que llevarán las entregas. Las claves se
  /// calculan aquí (`StudentKeys`); `copia-alumno.json` lo lee y lo escribe `document` (el
  /// documento de `Workspace`, `.workspace`).
  @discardableResult
  public static func write(
    _ course: Course, mode: StudentCopy.Mode, contentHash: String? = nil,
    document: StudentCopyDocument, to destination: URL
  ) throws(StudentCopyWriter.Failure) -> Hashed {
    try StudentCopyWriter.checkDestination(destination, course: course)
    guard course.studentCopy == nil else {
      throw .init(
        description: "el curso ya es una copia del alumno: escribe la copia desde el curso "
          + "completo")
    }
    if mode == .tries { try requireComputedOutputs(course) }
    var copy = StudentKeys.make(for: course, mode: mode)
    copy.contentHash = contentHash
    do {
      try StudentCopyWriter.write(course, copy: copy, document: document, to: destination)
      try verify(destination, against: course, mode: mode, document: document)
    } catch {
      // La carpeta no existía o estaba vacía: no queda una copia a medias.
      try? FileManager.default.removeItem(at: destination)
      throw error
    }
    guard mode == .tries else { return Hashed(exercises: 0, keys: 0) }
    let exercises = Set(copy.exercises.keys.map { $0.prefix { $0 != "#" } })
    return Hashed(exercises: exercises.count, keys: copy.exercises.count)
  }

  /// En `intentos`, la copia lleva el resumen de la salida de cada instancia de una
  /// predicción con parámetros: tiene que estar calculada (`Course.filling(outputs:)`).
  static func requireComputedOutputs(_ course: Course) throws(StudentCopyWriter.Failure) {
    for exercise in course.exercises {
      guard let variants = exercise.variants else { continue }
      for (index, instance) in variants.instances.enumerated()
      where instance.output == .toCompute {
        throw .init(
          description: "la salida de la instancia «\(variants.instanceID(index))» de "
            + "«\(exercise.id)» no está calculada: ejecútala en el motor antes de escribir la "
            + "copia (VariantOutputs)")
      }
    }
  }

  /// La copia de `directory` se carga limpia y da por buenas las claves del curso completo.
  static func verify(
    _ directory: URL, against course: Course, mode: StudentCopy.Mode,
    document: StudentCopyDocument
  ) throws(StudentCopyWriter.Failure) {
    let load = CourseLoader.load(from: directory, studentCopies: document)
    let problems = load.diagnostics + (load.course.map(CourseValidator.validate) ?? [])
    guard let copy = load.course, copy.studentCopy?.mode == mode, problems.isEmpty else {
      let first = problems.first.map { ": \($0)" } ?? ""
      throw .init(description: "la copia escrita no se carga bien\(first)")
    }
    guard mode == .tries else { return }
    // Cada instancia de un ejercicio con variantes se comprueba con su clave.
    var pairs: [(full: Course, copy: Course, id: String)] = []
    for exercise in course.exercises {
      let count = exercise.variants?.instances.count ?? 1
      for index in 0..<count {
        let pick: (Exercise) -> Int = { $0.id == exercise.id ? index : 0 }
        pairs.append((course.resolved(choosing: pick), copy.resolved(choosing: pick), exercise.id))
      }
    }
    for (full, resolvedCopy, id) in pairs {
      let checker = AnswerChecker(course: resolvedCopy)
      let fullChecker = AnswerChecker(course: full)
      guard let exercise = full.exercise(id), let copied = resolvedCopy.exercise(id) else {
        continue
      }
      guard let answer = exercise.kind.keyAnswers.first else { continue }
      let expected = fullChecker.check(exercise, answer: answer)
      let got = checker.check(copied, answer: answer)
      guard got.outcome == expected.outcome, got.score == expected.score else {
        throw .init(
          description: "en la copia, la clave de «\(exercise.id)» no da el mismo veredicto que "
            + "en el curso completo")
      }
    }
  }
}
