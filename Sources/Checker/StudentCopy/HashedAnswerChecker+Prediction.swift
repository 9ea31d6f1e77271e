import Lessons

extension HashedAnswerChecker {
  /// `PredictionChecker.check` con la salida guardada línea a línea como resúmenes: el mismo
  /// veredicto y el mismo mensaje (que nunca cita la salida de verdad).
  func checkPrediction(_ prediction: String, key: HashedKey, exercise id: String) -> Verdict {
    let predicted = PredictionChecker.lines(prediction)
    let expected = key.lines ?? []
    guard !predicted.isEmpty || expected.isEmpty else {
      return Verdict(outcome: .failed, feedback: [.noAnswer])
    }
    func exact(_ index: Int) -> Bool {
      Self.lineHash(salt: expected[index].salt, exercise: id, index, predicted[index])
        == expected[index].exact
    }
    func folded(_ index: Int) -> Bool {
      Self.foldedLineHash(salt: expected[index].salt, exercise: id, index, predicted[index])
        == expected[index].folded
    }
    let count = min(predicted.count, expected.count)
    if predicted.count == expected.count, (0..<count).allSatisfy(exact) {
      return Verdict(outcome: .passed, feedback: [.correct])
    }
    let almost = predicted.count == expected.count && (0..<count).allSatisfy(folded)
    for index in 0..<max(predicted.count, expected.count) {
      let line = index + 1
      guard index < expected.count else {
        let extra = Feedback.outputExtraLine(
          line: line, actual: predicted[index], expectedCount: expected.count)
        return Verdict(outcome: .failed, feedback: [extra])
      }
      guard index < predicted.count else {
        return Verdict(outcome: .failed, feedback: [.outputMissingLine(line: line, expected: "")])
      }
      guard !exact(index) else { continue }
      if almost {
        return Verdict(
          outcome: .almost,
          feedback: [.outputLineAlmost(line: line, expected: "", actual: predicted[index])])
      }
      return Verdict(
        outcome: .failed,
        feedback: [.outputLineDiffers(line: line, expected: "", actual: predicted[index])])
    }
    return Verdict(outcome: .passed, feedback: [.correct])
  }
}
