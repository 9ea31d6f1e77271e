import Foundation
import Lessons

/// Lo que una devolución abre de cada ejercicio según las opciones de revisión de la tarea
/// (`ReviewOptions`): la respuesta correcta y la explicación, en CommonMark, escritas con
/// el curso completo del profesor. Así el alumno las lee con `leccion revisar` sin tener el
/// curso completo (una copia del alumno no las lleva). Nunca lleva las pruebas ocultas de
/// un ejercicio de código: su respuesta correcta es la solución.
///
/// ```swift
/// let reveal = HandbackReveal(course: course, assignment: assignment)
/// reveal.apply(to: &entry, student: "ana")
/// entry.rightAnswer  // "b) Una copia del valor…"
/// ```
public struct HandbackReveal: Sendable {
  /// El curso completo.
  public var course: Course
  /// La tarea con que se corrige (sin tarea: la práctica, que lo enseña todo).
  public var assignment: Assignment? {
    didSet { draw = (assignment ?? .practice).variantDraw }
  }
  /// El sorteo de las variantes, uno para todas las devoluciones (ordena la clase una vez
  /// por ejercicio).
  private var draw: VariantDraw

  /// Crea lo que abre una devolución de `course` corregida con `assignment`.
  public init(course: Course, assignment: Assignment?) {
    self.course = course
    self.assignment = assignment
    self.draw = (assignment ?? .practice).variantDraw
  }

  /// Las opciones de revisión que valen.
  public var review: ReviewOptions { (assignment ?? .practice).review }

  /// Completa `entry` con lo que la devolución abre, y le quita lo que no: sin el
  /// comentario (`"feedback": "nunca"`), el mensaje queda vacío.
  public func apply(to entry: inout ExerciseResult, student: String) {
    // Un ejercicio con variantes abre la instancia de este alumno, no otra.
    guard var exercise = course.exercise(entry.id) else { return }
    if let count = exercise.variants?.instances.count {
      exercise = exercise.instance(draw.index(count: count, student: student, exercise: entry.id))
    }
    if review.shows(.rightAnswer, at: .handback) {
      entry.rightAnswer = rightAnswer(for: exercise, student: student)
    }
    if review.shows(.explanation, at: .handback) {
      entry.explanation = explanation(for: exercise)
    }
    if !review.shows(.feedback, at: .handback) { entry.message = "" }
  }

  /// La respuesta correcta de `exercise`, con las letras que vio `student`.
  public func rightAnswer(for exercise: Exercise, student: String) -> String? {
    let answer = exercise.kind.base.rightAnswer(
      order: (assignment ?? .practice).optionOrder(for: exercise, student: student))
    return answer.isEmpty ? nil : answer
  }

  /// La explicación general de `exercise`, o `nil` si no tiene (los de código).
  public func explanation(for exercise: Exercise) -> String? {
    let trimmed = exercise.kind.base.explanation.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }

  /// La letra de la opción mostrada en el lugar `index` (desde 0): a, b, c…
  static func letter(_ index: Int) -> String {
    guard index >= 0, index < 26 else { return "\(index + 1)" }
    return String(UnicodeScalar(UInt8(97 + index)))
  }
}
