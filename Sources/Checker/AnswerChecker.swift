import Lessons

/// La puerta única del corrector para las respuestas que se corrigen sin compilar: abre el
/// modelo del tipo del ejercicio y llama a su `CheckableKind`. Es puro y determinista: solo
/// mira la respuesta y el curso.
///
/// ```swift
/// let checker = AnswerChecker(course: course)
/// let verdict = checker.check(exercise, answer: .walk(["no", "dato", "no", "si"]))
/// ```
public struct AnswerChecker: Sendable {
  /// El curso (para los diagramas de los recorridos y las reconstrucciones).
  public let course: Course

  /// Un corrector para `course`.
  public init(course: Course) {
    self.course = course
  }

  /// Corrige una respuesta guardada (del progreso o de una entrega): la puerta que usan el
  /// tutor y la corrección por lotes, así que los dos dan el mismo veredicto. La verdad de
  /// una predicción es la salida que guarda el curso, que `validar` prueba ejecutando el
  /// fragmento en el motor. `order` es el orden en que la persona vio las opciones (para
  /// que los mensajes usen sus letras).
  public func check(_ exercise: Exercise, raw: RawAnswer, order: OptionOrder? = nil) -> Verdict {
    check(exercise, answer: raw, order: order)
  }

  /// Corrige `answer` a `exercise`: una respuesta de su tipo o, si el tipo se responde con
  /// texto, una línea escrita (`RawAnswer.freeText`: una elección con letras). En
  /// `prediccion`, `output` es la salida de ejecutar el fragmento ahora; sin ella se usa la que
  /// guarda el curso (que `validar` comprueba).
  public func check(
    _ exercise: Exercise, answer: RawAnswer, output: String? = nil, order: OptionOrder? = nil
  ) -> Verdict {
    var model = exercise.kind.base
    if let output, let keyed = exercise.kind.snippetOutput {
      model = keyed.with(output: output)
    }
    return KindChecking.check(
      model, answer: answer, copy: course.studentCopy, exercise: exercise.id, order: order)
  }
}
