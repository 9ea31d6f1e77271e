import Foundation
import Lessons

extension FlowchartRebuildExercise: AnswerableKind {
  func promptLines(_ view: KindView) -> [String] {
    view.instructions(
      "Escribe el diagrama en Mermaid («flowchart LR» o «flowchart TD», una arista por "
        + "línea) y termina con una línea que solo tenga «.».")
  }

  func solutionLines(_ view: KindView) -> [String] {
    // El texto en Mermaid, como código (sin dibujarlo).
    let source = diagram.map { view.markdown("```text\n\($0.source)\n```") } ?? []
    return source + view.markdown(explanation)
  }

  /// La primera línea, si puede empezar un diagrama: sin esto, lo que no es una orden
  /// (`clear`) empezaría un diagrama que se come las líneas siguientes hasta un «.».
  func answer(fromLine line: String) -> Result<FlowchartRebuildAnswer, TutorError> {
    guard AnswerCollector.startsMermaid(line) else {
      return .failure(.notMermaidStart(line.trimmingCharacters(in: .whitespaces)))
    }
    return .success(FlowchartRebuildAnswer(text: line))
  }

  /// Desde la primera línea hasta una que solo tenga «.».
  func collect(
    firstLine: String, input: AnswerCollector
  ) -> Result<FlowchartRebuildAnswer, AnswerCollector.Outcome> {
    answer(fromLine: firstLine).mapError { .invalid($0) }.flatMap { _ in
      input.collectLines(first: firstLine, endOnEmpty: false).map {
        FlowchartRebuildAnswer(text: $0.joined(separator: "\n"))
      }
    }
  }

  var answerWords: [String] { [] }
}
