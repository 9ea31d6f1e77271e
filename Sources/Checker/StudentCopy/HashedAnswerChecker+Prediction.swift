import Lessons

extension HashedAnswerChecker {
  /// `PredictionChecker.compare` con la salida guardada línea a línea como resúmenes: el
  /// mismo veredicto y el mismo mensaje (que nunca cita la salida de verdad).
  func checkPrediction(_ prediction: String, key: HashedKey, exercise id: String) -> Verdict {
    let predicted = PredictionChecker.lines(prediction)
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
}
