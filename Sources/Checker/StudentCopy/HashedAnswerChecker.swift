import Lessons
import Support

/// Lo común a los tipos que corrigen con la copia del alumno (`Course.studentCopy`): cada
/// tipo hecho unidad recupera de sus resúmenes lo que necesita y corrige con su corrector de
/// siempre (`CheckableKind.check(_:key:exercise:)`, por `KindChecking`); aquí se quita de lo
/// que dice lo que nombraría la clave. En una copia `diferida` no hay claves: nada se corrige
/// (`.keyNotInCopy`).
enum HashedAnswerChecker {
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
