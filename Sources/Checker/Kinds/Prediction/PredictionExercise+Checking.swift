import Lessons

extension PredictionExercise: CheckableKind {
  /// Compara la predicción con la salida que guarda el curso (que `validar` comprueba
  /// ejecutando el fragmento en el motor).
  public func check(_ answer: PredictionAnswer) -> Verdict {
    PredictionChecker.check(self, prediction: answer.text)
  }

  /// Con la copia del alumno: cada línea contra su resumen exacto y contra el plegado; el
  /// mismo veredicto y el mismo mensaje (que nunca cita la salida de verdad), también el
  /// «casi».
  public func check(_ answer: PredictionAnswer, key: HashedKey, exercise id: String) -> Verdict {
    let predicted = PredictionChecker.lines(answer.text)
    let expected = key.lines ?? []
    return PredictionChecker.compare(
      predicted, expectedCount: expected.count, explained: [],
      matches: {
        Self.lineHash(salt: expected[$0].salt, exercise: id, $0, predicted[$0])
          == expected[$0].exact
      },
      almostMatches: {
        Self.foldedLineHash(salt: expected[$0].salt, exercise: id, $0, predicted[$0])
          == expected[$0].folded
      },
      expectedLine: { _ in "" })
  }

  public var keyAnswers: [PredictionAnswer] { [PredictionAnswer(text: expectedOutput)] }

  /// Una predicción escrita de una vez: cada línea, una línea de la salida.
  public func answer(fromText text: String) -> PredictionAnswer? { PredictionAnswer(text: text) }
}
