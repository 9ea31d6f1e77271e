extension FlowchartRebuildExercise: ParsableKind {
  static func build(_ raw: RawExercise, builder: inout ExerciseBuilder) -> Self? {
    let diagram = builder.requiredDiagram(raw)
    let explanation = builder.requiredProse("explicacion", raw, kind: kindName)
    guard let diagram, let explanation else { return nil }
    return FlowchartRebuildExercise(
      diagramID: diagram.value, diagramLocation: builder.log.location(line: diagram.line),
      explanation: explanation)
  }
}
