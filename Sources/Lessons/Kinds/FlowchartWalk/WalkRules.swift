/// Comprueba que los pasos de un `recorrido` sigan las aristas de su diagrama y que el
/// destino sea la hoja a la que llevan.
enum WalkRules {
  static func check(_ walk: FlowchartWalkExercise, against diagram: Diagram) -> [Diagnostic] {
    let chart = diagram.flowchart
    var diagnostics: [Diagnostic] = []
    for step in walk.steps where chart.node(step.node) == nil {
      diagnostics.append(Diagnostic(step.location, .unknownNode(step.node, diagram: diagram.id)))
    }
    if chart.node(walk.destination) == nil {
      diagnostics.append(
        Diagnostic(
          walk.destinationLocation, .unknownNode(walk.destination, diagram: diagram.id)))
    }
    guard diagnostics.isEmpty, let first = walk.steps.first else { return diagnostics }

    var current = first.node
    for (index, step) in walk.steps.enumerated() {
      current = chart.advancingThroughSingleExits(from: current, stoppingAt: step.node)
      guard current == step.node else {
        let problem = Diagnostic.Problem.stepOffPath(
          step: index + 1, node: step.node, expected: current)
        return [Diagnostic(step.location, problem)]
      }
      guard let edge = chart.edge(from: current, answering: step.answer) else {
        let options = chart.outgoing(from: current).map { $0.label ?? "(sin etiqueta)" }
        let problem = Diagnostic.Problem.noSuchBranch(
          node: current, label: step.answer, options: options)
        return [Diagnostic(step.location, problem)]
      }
      current = edge.to
    }
    current = chart.advancingThroughSingleExits(from: current)
    if !chart.isLeaf(current) {
      return [Diagnostic(walk.destinationLocation, .walkStalled(node: current))]
    }
    if current != walk.destination {
      let problem = Diagnostic.Problem.wrongDestination(
        declared: walk.destination, reached: current)
      return [Diagnostic(walk.destinationLocation, problem)]
    }
    return []
  }
}
