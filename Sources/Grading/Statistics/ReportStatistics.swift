import Support
import Workspace

/// Las estadísticas de un informe, a partir de sus filas: lo mismo para una corrección
/// entera que para un informe unido con `--unir` (nunca se promedian las partes).
enum ReportStatistics {
  static func compute(exercises: [ReportExercise], students: [StudentResult]) -> ItemStatistics {
    let graded = students.filter { $0.status == .graded }
    let observations = graded.map { row in
      var byID: [String: ItemObservation] = [:]
      for result in row.exercises {
        // Las cifras tal como se exportan, para que un informe unido con `--unir` dé las mismas.
        let score = Points.round4(
          result.score ?? (result.maxPoints > 0 ? result.points / result.maxPoints : 0))
        byID[result.id] = ItemObservation(
          score: score, maxPoints: result.maxPoints,
          answered: result.status != .unanswered && result.status != .notAttempted,
          firstAnswer: result.firstAnswer, firstAnswerCorrect: result.firstAnswerCorrect)
      }
      return byID
    }
    let input = ItemStatisticsInput(
      exerciseIDs: exercises.map(\.id),
      kinds: Dictionary(
        exercises.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first }),
      students: observations, totals: graded.map(\.writtenPoints),
      definitions: Dictionary(
        exercises.map { ($0.id, $0.itemDefinition) }, uniquingKeysWith: { first, _ in first }))
    return ItemStatistics(input)
  }
}
