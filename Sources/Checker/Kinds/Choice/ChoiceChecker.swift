import Lessons
import Support

/// Corrige un ejercicio `eleccion`: qué opción marcada no es correcta y por qué, o cuántas
/// correctas faltan.
///
/// ```swift
/// let verdict = ChoiceChecker.check(choice, selected: [1])
/// let fromText = ChoiceChecker.check(choice, answer: "a, c")
/// ```
public enum ChoiceChecker {
  /// Corrige las opciones marcadas (posiciones desde 0 en el archivo). Las letras de los
  /// mensajes son las que vio la persona, en el orden `order` (sin él, el del archivo).
  public static func check(
    _ exercise: ChoiceExercise, selected: Set<Int>, order: OptionOrder? = nil
  ) -> Verdict {
    let options = exercise.options
    let order = order ?? .identity(count: options.count)
    let letter = { (position: Int) in order.letter(forPosition: position) }
    if let outside = selected.sorted().first(where: { !options.indices.contains($0) }) {
      return Verdict(
        outcome: .failed,
        feedback: [
          .unknownOption(
            Self.letter(outside), last: Self.letter(max(0, options.count - 1)))
        ])
    }
    guard !selected.isEmpty else { return Verdict(outcome: .failed, feedback: [.noAnswer]) }
    if !exercise.allowsSeveral, selected.count > 1 {
      return Verdict(outcome: .failed, feedback: [.onlyOneOption(marked: selected.count)])
    }
    let chosen = selected.sorted()
    let wrong = chosen.filter { !options[$0].isCorrect }
    let correctCount = exercise.correctIndices.count
    // En las de varias respuestas, cada correcta marcada suma y cada incorrecta resta.
    let partial =
      exercise.allowsSeveral
      ? Score(
        earned: max(0, chosen.count - 2 * wrong.count), possible: max(1, correctCount)) : nil
    if !wrong.isEmpty {
      let feedback = wrong.map { index in
        Feedback.wrongOption(
          letter: letter(index), text: options[index].text,
          explanation: options[index].explanation)
      }
      return Verdict(outcome: .failed, feedback: feedback, score: partial)
    }
    let missing = exercise.correctIndices.subtracting(selected).count
    if missing > 0 {
      return Verdict(outcome: .failed, feedback: [.missingOptions(missing)], score: partial)
    }
    let explained = chosen.map { index in
      Feedback.optionExplained(letter: letter(index), explanation: options[index].explanation)
    }
    return Verdict(outcome: .passed, feedback: [.correct] + explained)
  }

  /// Corrige los ids de opción marcados (los que guardan el progreso y la entrega).
  public static func check(
    _ exercise: ChoiceExercise, ids: [String], order: OptionOrder? = nil
  ) -> Verdict {
    var selected = Set<Int>()
    for id in ids {
      guard let position = exercise.position(ofOption: id) else {
        return Verdict(outcome: .failed, feedback: [.unknownOptionID(id)])
      }
      selected.insert(position)
    }
    return check(exercise, selected: selected, order: order)
  }

  /// Corrige las posiciones que guardaban los archivos del formato 1 (en el orden que
  /// tenían entonces las opciones: `ChoiceExercise.position(ofStoredPosition:)`).
  public static func check(
    _ exercise: ChoiceExercise, storedPositions: [Int], order: OptionOrder? = nil
  ) -> Verdict {
    let selected = storedPositions.map { exercise.position(ofStoredPosition: $0) ?? $0 }
    return check(exercise, selected: Set(selected), order: order)
  }

  /// Corrige una respuesta escrita con letras (`"b"`, `"a, c"`, `"a c"`, `"a y c"`) o
  /// números desde 1 (`"2"`), en el orden `order` en que se mostraron.
  public static func check(
    _ exercise: ChoiceExercise, answer: String, order: OptionOrder? = nil
  ) -> Verdict {
    let order = order ?? .identity(count: exercise.options.count)
    switch parse(answer) {
    case .selected(let shown):
      let positions = shown.map { order.position(shown: $0) ?? $0 }
      return check(exercise, selected: Set(positions), order: order)
    case .unknownWord(let word):
      return Verdict(
        outcome: .failed,
        feedback: [.unknownOption(word, last: letter(max(0, exercise.options.count - 1)))])
    }
  }

  /// La letra de la opción en `index` (0 → `a`).
  public static func letter(_ index: Int) -> String {
    guard index >= 0, index < 26, let scalar = Unicode.Scalar(UInt32(97 + index)) else {
      return index < Int.max ? String(index + 1) : String(index)
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
