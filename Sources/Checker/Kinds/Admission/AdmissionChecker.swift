import Lessons
import Support

/// Corrige un ejercicio `admision`: la clasificación de cada declaración `appStorage`
/// (admitida, rechazada por el compilador o contraria a la regla de higiene) frente a la
/// clave del curso. Que la clave sea cierta lo prueba `validar` compilando cada declaración.
///
/// ```swift
/// AdmissionChecker.check(exercise, answers: ["admitida", "r", nil])
/// ```
public enum AdmissionChecker {
  /// Corrige `answers`, una por declaración y en orden; `nil` o vacío es sin responder.
  /// Se admiten las palabras completas y sus iniciales (`a`, `r`, `h`).
  public static func check(_ exercise: AdmissionExercise, answers: [String?]) -> Verdict {
    let items = exercise.items
    guard answers.contains(where: { !($0?.trimmedForDisplay.isEmpty ?? true) }) else {
      return Verdict(outcome: .failed, feedback: [.noAnswer])
    }
    if answers.count > items.count {
      return Verdict(
        outcome: .failed,
        feedback: [.admissionTooManyAnswers(expected: items.count, given: answers.count)])
    }
    var feedback: [Feedback] = []
    var earned = 0
    for (index, item) in items.enumerated() {
      let number = index + 1
      let raw = index < answers.count ? answers[index]?.trimmedForDisplay ?? "" : ""
      guard !raw.isEmpty else {
        feedback.append(.admissionUnanswered(item: number, declaration: item.declaration))
        continue
      }
      guard let answer = verdict(for: raw) else {
        feedback.append(.admissionUnknownWord(item: number, word: raw))
        continue
      }
      if answer == item.verdict {
        earned += 1
      } else {
        feedback.append(
          .admissionWrong(
            item: number, declaration: item.declaration, answer: answer,
            expected: item.verdict, explanation: item.explanation))
      }
    }
    let score = Score(earned: earned, possible: items.count)
    if feedback.isEmpty {
      return Verdict(outcome: .passed, feedback: [.correct, .admissionScore(score)], score: score)
    }
    return Verdict(outcome: .failed, feedback: feedback + [.admissionScore(score)], score: score)
  }

  /// El veredicto que nombra `word` (`admitida`, `rechazada`, `higiene`, sus iniciales o
  /// las formas largas), o `nil`.
  public static func verdict(for word: String) -> AdmissionVerdict? {
    switch TextFolding.fold(word) {
    case "admitida", "a": .admitted
    case "rechazada", "r", "rechazada por el compilador": .refused
    case "higiene", "h", "admitida pero contraria a la regla de higiene": .hygiene
    default: nil
    }
  }
}
