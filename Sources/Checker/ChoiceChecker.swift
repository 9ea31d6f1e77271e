import Lessons

/// Corrige un ejercicio `eleccion`: qué opción marcada no es correcta y por qué, o cuántas
/// correctas faltan.
///
/// ```swift
/// let verdict = ChoiceChecker.check(choice, selected: [1])
/// let fromText = ChoiceChecker.check(choice, answer: "a, c")
/// ```
public enum ChoiceChecker {
  /// Corrige las opciones marcadas (posiciones desde 0).
  public static func check(_ exercise: ChoiceExercise, selected: Set<Int>) -> Verdict {
    let options = exercise.options
    if let outside = selected.sorted().first(where: { !options.indices.contains($0) }) {
      return Verdict(
        outcome: .failed,
        feedback: [.unknownOption(letter(outside), last: letter(max(0, options.count - 1)))])
    }
    guard !selected.isEmpty else { return Verdict(outcome: .failed, feedback: [.noAnswer]) }
    if !exercise.allowsSeveral, selected.count > 1 {
      return Verdict(outcome: .failed, feedback: [.onlyOneOption(marked: selected.count)])
    }
    let chosen = selected.sorted()
    let wrong = chosen.filter { !options[$0].isCorrect }
    if !wrong.isEmpty {
      let feedback = wrong.map { index in
        Feedback.wrongOption(
          letter: letter(index), text: options[index].text,
          explanation: options[index].explanation)
      }
      return Verdict(outcome: .failed, feedback: feedback)
    }
    let missing = exercise.correctIndices.subtracting(selected).count
    if missing > 0 {
      return Verdict(outcome: .failed, feedback: [.missingOptions(missing)])
    }
    let explained = chosen.map { index in
      Feedback.optionExplained(letter: letter(index), explanation: options[index].explanation)
    }
    return Verdict(outcome: .passed, feedback: [.correct] + explained)
  }

  /// Corrige una respuesta escrita con letras (`"b"`, `"a, c"`, `"a c"`, `"a y c"`) o
  /// números desde 1 (`"2"`).
  public static func check(_ exercise: ChoiceExercise, answer: String) -> Verdict {
    switch parse(answer) {
    case .selected(let selected): check(exercise, selected: selected)
    case .unknownWord(let word):
      Verdict(
        outcome: .failed,
        feedback: [.unknownOption(word, last: letter(max(0, exercise.options.count - 1)))])
    }
  }

  /// La letra de la opción en `index` (0 → `a`).
  public static func letter(_ index: Int) -> String {
    guard index >= 0, index < 26, let scalar = Unicode.Scalar(UInt32(97 + index)) else {
      return String(index + 1)
    }
    return String(Character(scalar))
  }

  /// Lo que se entiende de una respuesta escrita.
  enum ParsedAnswer: Equatable {
    /// Las posiciones marcadas (desde 0).
    case selected(Set<Int>)
    /// La primera palabra que no nombra ninguna opción.
    case unknownWord(String)
  }

  /// Las posiciones de `answer`, o la primera palabra que no es ninguna opción.
  static func parse(_ answer: String) -> ParsedAnswer {
    var selected = Set<Int>()
    let words = answer.split { $0.isWhitespace || $0 == "," || $0 == ";" || $0 == "/" }
    for original in words {
      let word = TextFolding.fold(String(original))
      if word.isEmpty || word == "y" { continue }
      if word.count == 1, let scalar = word.unicodeScalars.first,
        (97..<(97 + 26)).contains(scalar.value)
      {
        selected.insert(Int(scalar.value) - 97)
      } else if let number = Int(word), number >= 1 {
        selected.insert(number - 1)
      } else {
        return .unknownWord(String(original))
      }
    }
    return .selected(selected)
  }
}
