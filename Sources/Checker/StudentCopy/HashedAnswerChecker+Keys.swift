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

  static func verdictHash(
    salt: String, exercise: String, _ index: Int, _ verdict: AdmissionVerdict
  ) -> String {
    KeyHash.of(salt: salt, exercise: exercise, ["veredicto", String(index), verdict.rawValue])
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

  /// Las declaraciones con su veredicto sacado de los resúmenes, sin explicaciones.
  static func resolve(
    _ admission: AdmissionExercise, key: HashedKey, exercise id: String
  ) -> AdmissionExercise {
    var admission = admission
    for index in admission.items.indices {
      guard let stored = key.items, index < stored.count else { continue }
      let match = AdmissionVerdict.allCases.first {
        verdictHash(salt: stored[index].salt, exercise: id, index, $0) == stored[index].hash
      }
      admission.items[index].verdict = match ?? .admitted
      admission.items[index].explanation = ""
    }
    return admission
  }
}
