import Lessons
import Support

// Los resúmenes de cada parte de una clave, y cómo se recupera de ellos lo que necesita el
// corrector de siempre. `StudentKeys` escribe con las mismas funciones.
extension HashedAnswerChecker {
  /// Lo que se resume de una opción.
  static func optionValue(_ isCorrect: Bool) -> String { isCorrect ? "correcta" : "incorrecta" }

  static func lineHash(salt: String, exercise: String, _ index: Int, _ line: String) -> String {
    KeyHash.of(salt: salt, exercise: exercise, ["linea", String(index), line])
  }

  static func foldedLineHash(
    salt: String, exercise: String, _ index: Int, _ line: String
  ) -> String {
    KeyHash.of(
      salt: salt, exercise: exercise,
      ["plegada", String(index), TextFolding.foldKeepingPunctuation(line)])
  }

  /// Las opciones con su «correcta» sacada de los resúmenes, sin explicaciones.
  static func resolve(
    _ choice: ChoiceExercise, key: HashedKey, exercise id: String
  ) -> ChoiceExercise {
    var choice = choice
    for index in choice.options.indices {
      let option = choice.options[index]
      let stored = key.options?[option.id]
      let hash = stored.map {
        KeyHash.of(salt: $0.salt, exercise: id, [option.id, optionValue(true)])
      }
      choice.options[index].isCorrect = hash != nil && hash == stored?.hash
      choice.options[index].explanation = ""
    }
    return choice
  }
}
