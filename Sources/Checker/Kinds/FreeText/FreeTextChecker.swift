import Lessons
import Support

/// Corrige un ejercicio `texto`: sin distinguir mayúsculas, tildes, puntuación ni espacios,
/// con los sinónimos del ejercicio; una errata pequeña es «casi», no un acierto.
///
/// ```swift
/// FreeTextChecker.check(exercise, answer: "  WithLock ").passed   // true
/// FreeTextChecker.check(exercise, answer: "withLok").outcome      // .almost
/// ```
public enum FreeTextChecker {
  /// Corrige `answer`.
  public static func check(_ exercise: FreeTextExercise, answer: String) -> Verdict {
    let given = TextFolding.fold(answer)
    guard !given.isEmpty else { return Verdict(outcome: .failed, feedback: [.noAnswer]) }
    let accepted = ([exercise.answer] + exercise.synonyms).map(TextFolding.fold)
    if accepted.contains(given) {
      return Verdict(outcome: .passed, feedback: [.correct, .explanation(exercise.explanation)])
    }
    let givenScalars = Array(given.unicodeScalars)
    for candidate in accepted {
      let scalars = Array(candidate.unicodeScalars)
      let tolerance = EditDistance.tolerance(forLength: scalars.count)
      if tolerance > 0, abs(scalars.count - givenScalars.count) <= tolerance,
        EditDistance.between(givenScalars, scalars) <= tolerance
      {
        return Verdict(outcome: .almost, feedback: [.almostText(answer.trimmedForDisplay)])
      }
    }
    // La explicación nombra la respuesta: se reserva para el acierto y para la solución.
    return Verdict(outcome: .failed, feedback: [.wrongText(answer.trimmedForDisplay)])
  }
}

extension String {
  /// Sin espacios ni saltos de línea a los lados, para citar lo que escribió la persona.
  var trimmedForDisplay: String {
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
    while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
    return String(slice)
  }
}
