extension PredictionExercise: ParsableKind {
  static func build(_ raw: RawExercise, builder: inout ExerciseBuilder) -> Self? {
    let code = builder.requiredSubsection("codigo", raw, kind: kindName).flatMap {
      builder.codeBlock(in: $0, languages: ["swift"])
    }
    let outputRemoved = builder.keysRemoved && raw.subsection("salida") == nil
    let output =
      outputRemoved
      ? nil
      : builder.requiredSubsection("salida", raw, kind: kindName).flatMap {
        builder.codeBlock(in: $0, languages: ["text", ""])
      }
    let explanation = builder.requiredProse("explicacion", raw, kind: kindName)
    guard let code, output != nil || outputRemoved, let explanation else { return nil }
    return PredictionExercise(
      code: CodeSnippet(
        code: code.code, location: builder.log.location(line: code.open.number + 1)),
      expectedOutput: output?.code ?? "",
      outputLocation: builder.log.location(line: output.map { $0.open.number + 1 } ?? raw.line),
      explanation: explanation)
  }
}
