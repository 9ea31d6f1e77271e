import Support

extension LinePointingExercise: ParsableKind {
  static func build(_ raw: RawExercise, builder: inout ExerciseBuilder) -> Self? {
    let kind = kindName
    let block = builder.requiredSubsection("codigo", raw, kind: kind).flatMap {
      builder.codeBlock(in: $0, languages: ["swift"])
    }
    let explanation = builder.requiredProse("explicacion", raw, kind: kind)
    let lineField =
      builder.keysRemoved && raw.field("linea") == nil
      ? nil : builder.requiredField("linea", raw)
    guard let block, let explanation else { return nil }
    let code = CodeSnippet(
      code: block.code, location: builder.log.location(line: block.open.number + 1))
    let count = code.code.split(separator: "\n", omittingEmptySubsequences: false).count
    var exercise = LinePointingExercise(
      code: code, line: 0, lineLocation: builder.log.location(line: raw.line),
      explanation: explanation)
    if let lineField {
      guard let line = lineNumber(lineField, exercise: exercise, count: count, builder: &builder)
      else { return nil }
      exercise.line = line
      exercise.lineLocation = builder.log.location(line: lineField.line)
    } else if !builder.keysRemoved {
      return nil
    }
    exercise.notes = notes(raw, exercise: exercise, count: count, builder: &builder)
    return exercise
  }

  /// El número de `linea:`, que debe ser de una línea con código del fragmento.
  private static func lineNumber(
    _ field: RawExercise.Field, exercise: LinePointingExercise, count: Int,
    builder: inout ExerciseBuilder
  ) -> Int? {
    let problem: LinePointingProblem? =
      switch Int(field.value) {
      case .none: .notANumber(field.value)
      case .some(let line) where line < 1 || line > count: .outOfRange(line, count: count)
      case .some(let line) where exercise.text(ofLine: line)?.isEmpty ?? true: .blank(line)
      case .some: nil
      }
    if let problem {
      builder.log.report(.reported(problem.message), line: field.line)
      return nil
    }
    return Int(field.value)
  }

  /// Las notas de `### lineas`: `- N` y debajo `  > por qué no es esa`.
  private static func notes(
    _ raw: RawExercise, exercise: LinePointingExercise, count: Int,
    builder: inout ExerciseBuilder
  ) -> [Note] {
    guard let subsection = raw.subsection("lineas") else { return [] }
    var notes: [Note] = []
    for item in ListItem.parse(subsection.body, subsection: "lineas", log: &builder.log) {
      let problem: LinePointingProblem? =
        switch Int(item.text) {
        case .none: .malformedNote(item.text)
        case .some(let line) where line < 1 || line > count: .noteOutOfRange(line, count: count)
        case .some(let line) where line == exercise.line: .noteOnAnswer(line)
        case .some(let line) where notes.contains { $0.line == line }: .repeatedNote(line)
        case .some where item.explanation == nil: .noteWithoutExplanation(item.text)
        case .some: nil
        }
      if let problem {
        builder.log.report(.reported(problem.message), line: item.line)
        continue
      }
      notes.append(
        Note(
          line: Int(item.text) ?? 0, explanation: item.explanation ?? "",
          location: builder.log.location(line: item.line)))
    }
    return notes
  }
}
