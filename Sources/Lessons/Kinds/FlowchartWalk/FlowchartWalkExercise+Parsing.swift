import Support

extension FlowchartWalkExercise: ParsableKind {
  static func build(_ raw: RawExercise, builder: inout ExerciseBuilder) -> Self? {
    let diagram = builder.requiredDiagram(raw)
    let scenario = builder.requiredProse("escenario", raw, kind: kindName)
    var destination = raw.field("destino").flatMap { $0.value.isEmpty ? nil : $0 }
    var steps: [Step] = []
    if builder.keysRemoved, raw.subsection("pasos") == nil, raw.field("destino") == nil {
      // La copia del alumno: los pasos los pone `placed(in:exercise:)` (solo el primer nodo).
      guard let diagram, let scenario else { return nil }
      return FlowchartWalkExercise(
        diagramID: diagram.value, diagramLocation: builder.log.location(line: diagram.line),
        scenario: scenario, steps: [], destination: "",
        destinationLocation: builder.log.location(line: raw.line))
    }
    if let subsection = builder.requiredSubsection("pasos", raw, kind: kindName) {
      var destinationLine: RawExercise.Field?
      let items = ListItem.parse(subsection.body, subsection: "pasos", log: &builder.log) {
        line in
        guard line.text.startsWith("destino:") else { return false }
        let value = String(line.text.dropFirst("destino:".count)).trimmingSpaces()
        destinationLine = RawExercise.Field(name: "destino", value: value, line: line.number)
        return true
      }
      if let destinationLine {
        if let first = destination {
          builder.log.report(
            .duplicatedField("destino", firstLine: first.line), line: destinationLine.line)
        } else {
          destination = destinationLine
        }
      }
      steps = items.compactMap { step($0, log: &builder.log) }
    }
    if destination == nil, raw.field("destino") == nil {
      builder.log.report(.missingField("destino"), line: raw.line)
    }
    guard let diagram, let scenario, let destination, !steps.isEmpty else { return nil }
    return FlowchartWalkExercise(
      diagramID: diagram.value, diagramLocation: builder.log.location(line: diagram.line),
      scenario: scenario, steps: steps, destination: destination.value,
      destinationLocation: builder.log.location(line: destination.line))
  }

  /// Un paso de `### pasos`: `- NODO -> salida` y debajo `  > por qué`.
  private static func step(_ item: ListItem, log: inout DiagnosticCollector) -> Step? {
    let parts = item.text.splitOnArrow()
    guard let parts, Identifiers.isNodeID(parts.left), !parts.right.isEmpty else {
      log.report(.malformedStep, line: item.line)
      return nil
    }
    if item.explanation == nil {
      log.report(.stepWithoutExplanation(parts.left), line: item.line)
    }
    return Step(
      node: parts.left, answer: parts.right, explanation: item.explanation ?? "",
      location: log.location(line: item.line))
  }
}
