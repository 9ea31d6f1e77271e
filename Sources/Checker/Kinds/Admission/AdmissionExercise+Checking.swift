import Lessons

extension AdmissionExercise: CheckableKind {
  public func check(_ answer: AdmissionAnswer) -> Verdict {
    AdmissionChecker.check(self, answers: answer.verdicts)
  }

  /// Con la copia del alumno: recupera de los resúmenes el veredicto de cada declaración y
  /// corrige como el curso completo (mismo veredicto y puntuación parcial), sin explicaciones
  /// ni el veredicto bueno de la declaración que falla.
  public func check(_ answer: AdmissionAnswer, key: HashedKey, exercise id: String) -> Verdict {
    HashedAnswerChecker.withoutKeys(resolved(key: key, exercise: id).check(answer))
  }

  public var keyAnswers: [AdmissionAnswer] {
    [AdmissionAnswer(verdicts: items.map(\.verdict.rawValue))]
  }

  /// Las declaraciones con su veredicto sacado de los resúmenes, sin explicaciones.
  func resolved(key: HashedKey, exercise id: String) -> Self {
    var admission = self
    for index in admission.items.indices {
      guard let stored = key.items, index < stored.count else { continue }
      let match = AdmissionVerdict.allCases.first {
        Self.verdictHash(salt: stored[index].salt, exercise: id, index, $0) == stored[index].hash
      }
      admission.items[index].verdict = match ?? .admitted
      admission.items[index].explanation = ""
    }
    return admission
  }
}

extension RawAnswer {
  /// El veredicto de cada declaración de una `admision`, en orden (`nil`: sin responder).
  public static func admission(_ verdicts: [String?]) -> RawAnswer {
    .admission(verdicts: verdicts.map { $0 ?? "" })
  }
}
