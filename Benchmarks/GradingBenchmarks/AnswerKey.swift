import Checker
import Grading
import Lessons
import Workspace

/// Respuestas en bruto, buenas y malas, para cualquier ejercicio que no sea de código, sacadas
/// de las claves del propio curso.
enum AnswerKey {
  static func right(_ exercise: Exercise, in course: Course) -> RawAnswer? {
    if case .unit(let unit) = exercise.kind { return unit.keyAnswers.first }
    return switch exercise.kind {
    case .choice(let choice): .choicePositions(choice.correctIndices.sorted())
    case .prediction(let prediction):
      .prediction(
        lines: prediction.expectedOutput.split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init))
    case .admission(let admission): .admission(verdicts: admission.items.map(\.verdict.rawValue))
    case .code: nil
    case .unit: nil
    }
  }

  static func wrong(_ exercise: Exercise, in course: Course) -> RawAnswer? {
    switch exercise.kind {
    case .choice(let choice):
      .choicePositions([choice.options.indices.first { !choice.options[$0].isCorrect } ?? 0])
    case .prediction: .prediction(lines: ["nada"])
    case .admission(let admission): .admission(verdicts: admission.items.map { _ in "admitida" })
    case .code: nil
    case .unit: .freeText("no lo sé")
    }
  }
}
