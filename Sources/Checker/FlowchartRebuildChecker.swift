import Lessons
import Support

/// Corrige un ejercicio `mermaid`: lee el diagrama de la persona y lo compara como grafo con
/// el del curso (`FlowchartDiff`). Cada diferencia es un hallazgo; la puntuación cuenta las
/// aristas bien puestas.
///
/// ```swift
/// let verdict = FlowchartRebuildChecker.check(exercise, reference: chart, answer: mermaid)
/// verdict.findings  // ["Falta la arista «A» → «B» (con la etiqueta «si»).", …]
/// ```
public enum FlowchartRebuildChecker {
  /// Corrige `answer` (texto Mermaid) frente a `reference`.
  public static func check(
    _ exercise: FlowchartRebuildExercise, reference: Flowchart, answer: String
  ) -> Verdict {
    guard !answer.trimmedForDisplay.isEmpty else {
      return Verdict(outcome: .failed, feedback: [.noAnswer])
    }
    let diff: FlowchartDiff
    do {
      diff = try FlowchartDiff.compare(mermaid: answer, with: reference)
    } catch {
      let syntax = Feedback.flowchartSyntax(
        line: error.location.line, column: error.location.column, problem: error.message)
      return Verdict(outcome: .failed, feedback: [syntax])
    }
    let score = Feedback.flowchartScore(diff.score)
    if diff.isExactMatch {
      return Verdict(
        outcome: .passed, feedback: [.correct, score, .explanation(exercise.explanation)],
        score: diff.score)
    }
    return Verdict(
      outcome: .failed, feedback: diff.findings.map(Feedback.flowchart) + [score],
      score: diff.score)
  }
}
