import Flowchart
import Lessons

/// Corrige un ejercicio `mermaid`: lee el diagrama de la persona y lo compara como grafo con
/// el del curso (`FlowchartDiff`).
///
/// - El mismo grafo, con los nodos dichos con otras palabras: correcto.
/// - El mismo grafo, pero algún nodo se parece poco al del curso: «casi», con un aviso por
///   nodo que dice cómo se entendió.
/// - Si no, incorrecto, con una diferencia por línea.
///
/// Siempre acaba con el recuento de aristas: la puntuación es sobre las del curso.
///
/// ```swift
/// let verdict = FlowchartRebuildChecker.check(exercise, reference: chart, answer: mermaid)
/// verdict.findings  // ["Falta la arista «A» → «B» (con la etiqueta «sí»).", …]
/// verdict.score     // Score(earned: 8, possible: 9)
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
    let score = Feedback.flowchartScore(diff.tally)
    if diff.isExactMatch {
      // La copia del alumno no lleva la explicación: no se dice una línea vacía.
      let explanation =
        exercise.explanation.isEmpty ? [] : [Feedback.explanation(exercise.explanation)]
      return Verdict(
        outcome: .passed, feedback: [.correct, score] + explanation, score: diff.score)
    }
    if diff.isNearMatch {
      return Verdict(
        outcome: .almost,
        feedback: [.flowchartNearMatch] + diff.findings.map(Feedback.flowchart) + [score],
        score: diff.score)
    }
    return Verdict(
      outcome: .failed, feedback: diff.findings.map(Feedback.flowchart) + [score],
      score: diff.score)
  }
}
