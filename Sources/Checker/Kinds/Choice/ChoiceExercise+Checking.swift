import Lessons

extension ChoiceExercise: CheckableKind {
  public func check(_ answer: ChoiceAnswer) -> Verdict { check(answer, order: nil) }

  public func check(_ answer: ChoiceAnswer, order: OptionOrder?) -> Verdict {
    switch answer {
    case .options(let ids): ChoiceChecker.check(self, ids: ids, order: order)
    case .storedPositions(let positions):
      ChoiceChecker.check(self, storedPositions: positions, order: order)
    }
  }

  public func check(_ answer: ChoiceAnswer, key: HashedKey, exercise id: String) -> Verdict {
    check(answer, key: key, exercise: id, order: nil)
  }

  /// Con la copia del alumno: recupera de los resúmenes qué opciones son correctas y corrige
  /// como el curso completo (mismo veredicto y misma puntuación parcial), sin explicaciones.
  public func check(
    _ answer: ChoiceAnswer, key: HashedKey, exercise id: String, order: OptionOrder?
  ) -> Verdict {
    HashedAnswerChecker.withoutKeys(resolved(key: key, exercise: id).check(answer, order: order))
  }

  /// Una línea de letras (`"a, c"`) o números desde 1, en el orden `order` en que se
  /// mostraron las opciones.
  public func check(
    text: String, key: HashedKey?, exercise id: String, order: OptionOrder?
  ) -> Verdict? {
    guard let key else { return ChoiceChecker.check(self, answer: text, order: order) }
    return HashedAnswerChecker.withoutKeys(
      ChoiceChecker.check(resolved(key: key, exercise: id), answer: text, order: order))
  }

  public var keyAnswers: [ChoiceAnswer] {
    [.options(options.filter(\.isCorrect).map(\.id))]
  }

  /// Las opciones con su «correcta» sacada de los resúmenes de `key`, sin explicaciones.
  func resolved(key: HashedKey, exercise id: String) -> ChoiceExercise {
    var choice = self
    for index in choice.options.indices {
      let option = choice.options[index]
      let stored = key.options?[option.id]
      let hash = stored.map {
        Self.optionHash(salt: $0.salt, exercise: id, option: option.id, isCorrect: true)
      }
      choice.options[index].isCorrect = hash != nil && hash == stored?.hash
      choice.options[index].explanation = ""
    }
    return choice
  }
}
