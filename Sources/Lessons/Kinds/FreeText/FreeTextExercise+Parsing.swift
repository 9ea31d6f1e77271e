extension FreeTextExercise: ParsableKind {
  static func build(_ raw: RawExercise, builder: inout ExerciseBuilder) -> Self? {
    let answer =
      builder.keysRemoved && raw.field("respuesta") == nil
      ? RawExercise.Field(name: "respuesta", value: "", line: raw.line)
      : builder.requiredField("respuesta", raw)
    let synonyms = ListItem.parse(
      raw.subsection("sinonimos")?.body ?? [], subsection: "sinonimos", log: &builder.log
    ).map(\.text)
    let explanation = builder.requiredProse("explicacion", raw, kind: kindName)
    guard let answer, let explanation else { return nil }
    return FreeTextExercise(answer: answer.value, synonyms: synonyms, explanation: explanation)
  }
}
