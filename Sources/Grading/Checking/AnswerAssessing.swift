import Lessons

/// Lo que sacó una respuesta: la parte de los puntos del ejercicio (0…1) y por qué, en
/// castellano.
public struct AnswerAssessment: Sendable, Hashable {
  /// De 0 (nada) a 1 (todos los puntos).
  public var score: Double
  /// Por qué, en castellano: qué falla, o una confirmación corta.
  public var message: String

  /// Si la respuesta es correcta (todos los puntos).
  public var passed: Bool

  /// Crea una valoración; sin `passed`, es correcta si tiene todos los puntos.
  public init(score: Double, message: String, passed: Bool? = nil) {
    self.score = min(1, max(0, score))
    self.message = message
    self.passed = passed ?? (score >= 1)
  }
}

/// Quien valora, para la corrección, las respuestas que no son de código: dada la
/// respuesta en bruto y el curso, dice lo que vale. La corrección nunca mira un veredicto
/// guardado.
///
/// `CheckerAnswerAssessor` la implementa sobre las comprobaciones de cada tipo del módulo
/// `Checker`; las pruebas u otras interfaces pueden dar la suya.
public protocol AnswerAssessing: Sendable {
  /// Corrige `answer` a `exercise` de `course`; `order` es el orden en que el alumno vio
  /// las opciones (para que los mensajes usen sus letras). Nunca se llama con código.
  func assess(
    _ answer: RawAnswer, for exercise: Exercise, in course: Course, order: OptionOrder?
  ) -> AnswerAssessment
}
