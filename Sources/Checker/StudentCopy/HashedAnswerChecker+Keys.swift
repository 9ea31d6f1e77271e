import Lessons
import Support

// Los resúmenes de cada parte de una clave, y cómo se recupera de ellos lo que necesita el
// corrector de siempre. `StudentKeys` escribe con las mismas funciones.
extension HashedAnswerChecker {
  static func verdictHash(
    salt: String, exercise: String, _ index: Int, _ verdict: AdmissionVerdict
  ) -> String {
    KeyHash.of(salt: salt, exercise: exercise, ["veredicto", String(index), verdict.rawValue])
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
