import Lessons
import Support

/// Corrige con la copia del alumno (`Course.studentCopy`): la misma puerta que
/// `AnswerChecker`, con las claves ocultas en vez de las del modelo (que en la copia están
/// vacías).
///
/// - `eleccion`: recupera de los resúmenes lo que vale cada opción y usa el corrector de
///   siempre, así que el veredicto y la puntuación parcial son los del curso completo; lo
///   que dice no lleva explicaciones (`withoutKeys`, que usan también `recorrido` y
///   `admision`: sin el veredicto bueno de una declaración).
/// - `prediccion`: compara cada línea con su resumen exacto y con el plegado; mismo
///   veredicto, también el «casi».
/// - Los tipos hechos unidad (`texto`, `linea`, `recorrido`, `admision`) corrigen con su
///   clave ellos mismos (`CheckableKind.check(_:key:exercise:)`), por `KindChecking`.
/// - En una copia `diferida` no hay claves: nada se corrige (`.keyNotInCopy`).
public struct HashedAnswerChecker: Sendable {
  /// La copia.
  public let copy: StudentCopy
  /// El curso (la copia cargada), para los diagramas.
  public let course: Course

  /// Un corrector para la copia `copy` del curso `course`.
  public init(copy: StudentCopy, course: Course) {
    self.copy = copy
    self.course = course
  }

  /// El veredicto de `answer`, o `nil` si el tipo se corrige igual que en el curso completo
  /// (código y reconstrucción de diagramas).
  public func check(_ exercise: Exercise, answer: Answer, order: OptionOrder?) -> Verdict? {
    switch exercise.kind {
    case .code, .unit: return nil
    default: break
    }
    guard copy.mode == .tries, let key = copy.exercises[exercise.id] else {
      return Verdict(outcome: .failed, feedback: [.keyNotInCopy])
    }
    let full = AnswerChecker(course: course)
    let id = exercise.id
    switch (exercise.kind, answer) {
    case (.choice(let choice), _):
      var resolved = exercise
      resolved.kind = .choice(Self.resolve(choice, key: key, exercise: id))
      return Self.withoutKeys(full.check(resolved, answer: answer, order: order))
    case (.prediction, .prediction(let text)), (.prediction, .text(let text)):
      return checkPrediction(text, key: key, exercise: id)
    default:
      return full.check(exercise, answer: answer, order: order)
    }
  }

  /// El veredicto de una respuesta guardada a una elección (por ids o posiciones), o `nil`
  /// si no es de una elección (esas pasan por `check(_:answer:order:)`).
  public func check(_ exercise: Exercise, raw: RawAnswer, order: OptionOrder?) -> Verdict? {
    guard case .choice(let choice) = exercise.kind else { return nil }
    guard copy.mode == .tries, let key = copy.exercises[exercise.id] else {
      return Verdict(outcome: .failed, feedback: [.keyNotInCopy])
    }
    let resolved = Self.resolve(choice, key: key, exercise: exercise.id)
    switch raw {
    case .choice(let ids):
      return Self.withoutKeys(ChoiceChecker.check(resolved, ids: ids, order: order))
    case .choicePositions(let positions):
      return Self.withoutKeys(
        ChoiceChecker.check(resolved, storedPositions: positions, order: order))
    default: return nil
    }
  }

  /// Quita de lo que se dice lo que nombraría la clave: explicaciones vacías y el veredicto
  /// bueno de una declaración.
  static func withoutKeys(_ verdict: Verdict) -> Verdict {
    var verdict = verdict
    verdict.feedback = verdict.feedback.compactMap { feedback in
      switch feedback {
      case .optionExplained(_, let explanation) where explanation.isEmpty: nil
      case .explanation(let text) where text.isEmpty: nil
      case .admissionWrong(let item, let declaration, let answer, _, _):
        .admissionMisclassified(item: item, declaration: declaration, answer: answer)
      default: feedback
      }
    }
    return verdict
  }

}
