import Flowchart
import Lessons

/// Corrige un ejercicio `recorrido`: la persona responde pregunta a pregunta y cada rama se
/// comprueba contra el diagrama; en la primera rama equivocada se dice qué pregunta se leyó
/// mal, sin decir cuál era la buena ni por qué (la explicación del paso la nombra: queda
/// para la `solución`). Sirve para cualquier diagrama del curso.
///
/// Los nodos con una sola salida no preguntan nada: el recorrido pasa por ellos solo.
///
/// ```swift
/// let walk = FlowchartWalkChecker(exercise: exercise, flowchart: diagram.flowchart)
/// walk.question(after: [])?.options   // ["si", "no"]
/// walk.check(["no", "dato"]).message
/// ```
public struct FlowchartWalkChecker: Sendable {
  /// Una pregunta del recorrido: el nodo y sus salidas.
  public struct Question: Sendable, Hashable {
    /// El id del nodo.
    public var node: String
    /// Su texto.
    public var text: String
    /// Las etiquetas de sus salidas, como están en el diagrama.
    public var options: [String]
  }

  /// El ejercicio.
  public let exercise: FlowchartWalkExercise
  /// El diagrama que recorre.
  public let flowchart: Flowchart

  /// Un corrector para `exercise` sobre `flowchart`.
  public init(exercise: FlowchartWalkExercise, flowchart: Flowchart) {
    self.exercise = exercise
    self.flowchart = flowchart
  }

  /// La pregunta a la que se llega tras `answers` (siguiendo las ramas elegidas), o `nil`
  /// si ya se llegó a una hoja o alguna respuesta no es una salida.
  public func question(after answers: [String]) -> Question? {
    guard var current = exercise.steps.first?.node else { return nil }
    for answer in answers {
      current = flowchart.advancingThroughSingleExits(from: current)
      guard let edge = flowchart.edge(from: current, answering: answer) else { return nil }
      current = edge.to
    }
    current = flowchart.advancingThroughSingleExits(
      from: current,
      stoppingAt: answers.count < exercise.steps.count
        ? exercise.steps[answers.count].node : nil)
    let exits = flowchart.outgoing(from: current)
    guard !exits.isEmpty else { return nil }
    return Question(
      node: current, text: flowchart.label(of: current), options: exits.map(displayLabel))
  }

  /// Corrige las respuestas, en orden, una por pregunta; si falla, la puntuación parcial son las preguntas bien
  /// contestadas antes de la primera que se tuerce.
  public func check(_ answers: [String]) -> Verdict {
    let answers = answers.map(\.trimmedForDisplay)
    guard !answers.isEmpty, !answers.allSatisfy(\.isEmpty) else {
      return Verdict(outcome: .failed, feedback: [.noAnswer])
    }
    let steps = exercise.steps
    guard var current = steps.first?.node else {
      return Verdict(outcome: .failed, feedback: [.noAnswer])
    }
    for (index, answer) in answers.enumerated() {
      let stop = index < steps.count ? steps[index].node : nil
      current = flowchart.advancingThroughSingleExits(from: current, stoppingAt: stop)
      let exits = flowchart.outgoing(from: current)
      if exits.isEmpty || index >= steps.count {
        return Verdict(
          outcome: .failed, feedback: [.walkTooManyAnswers(leaf: flowchart.label(of: current))])
      }
      guard let edge = flowchart.edge(from: current, answering: answer) else {
        let invalid = Feedback.walkInvalidAnswer(
          question: flowchart.label(of: current), answer: answer,
          options: exits.map(displayLabel))
        return Verdict(outcome: .failed, feedback: [invalid])
      }
      let step = steps[index]
      if current != step.node
        || Flowchart.labelKey(edge.label) != Flowchart.labelKey(step.answer)
      {
        let wrong = Feedback.walkWrongBranch(
          step: index + 1, question: flowchart.label(of: current), answer: displayLabel(edge))
        return Verdict(
          outcome: .failed, feedback: [wrong],
          score: Score(earned: index, possible: steps.count))
      }
      current = edge.to
    }
    if answers.count < steps.count {
      current = flowchart.advancingThroughSingleExits(
        from: current, stoppingAt: steps[answers.count].node)
      return Verdict(
        outcome: .failed, feedback: [.walkIncomplete(question: flowchart.label(of: current))],
        score: Score(earned: answers.count, possible: steps.count))
    }
    current = flowchart.advancingThroughSingleExits(from: current)
    return Verdict(
      outcome: .passed, feedback: [.correct, .walkArrived(leaf: flowchart.label(of: current))])
  }

  private func displayLabel(_ edge: Flowchart.Edge) -> String {
    edge.label ?? "(sin etiqueta)"
  }
}
