import Support
import Workspace

/// Las estadísticas de un informe, a partir de sus filas: lo mismo para una corrección
/// entera que para un informe unido con `--unir` (nunca se promedian las partes).
enum ReportStatistics {
  static func compute(exercises: [ReportExercise], students: [StudentResult]) -> ItemStatistics {
    let graded = students.filter { $0.status == .graded }
    let observations = graded.map { row in
      Dictionary(
        row.exercises.map { ($0.id, ItemObservation($0)) }, uniquingKeysWith: { _, last in last })
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
