import Support

extension AdmissionExercise: ParsableKind {
  static func build(_ raw: RawExercise, builder: inout ExerciseBuilder) -> Self? {
    let context = raw.subsection("contexto").flatMap { subsection in
      builder.codeBlock(in: subsection, languages: ["swift"])
    }.map { CodeSnippet(code: $0.code, location: builder.log.location(line: $0.open.number + 1)) }
    guard let subsection = builder.requiredSubsection("declaraciones", raw, kind: kindName) else {
      return nil
    }
    let keysRemoved = builder.keysRemoved
    let items = ListItem.parse(subsection.body, subsection: "declaraciones", log: &builder.log)
      .compactMap { item($0, keysRemoved: keysRemoved, log: &builder.log) }
    guard !items.isEmpty else {
      builder.log.report(.emptySubsection("declaraciones"), line: subsection.line)
      return nil
    }
    return AdmissionExercise(context: context, items: items)
  }

  /// Una declaración de `### declaraciones`: `` - `decl` → veredicto `` y debajo `  > por qué`.
  private static func item(
    _ item: ListItem, keysRemoved: Bool, log: inout DiagnosticCollector
  ) -> Item? {
    if keysRemoved, let (declaration, rest) = item.text.splitLeadingCodeSpan(),
      rest.trimmingSpaces().isEmpty, !declaration.isEmpty
    {
      // En la copia del alumno la declaración va sin veredicto: el del modelo es de relleno.
      return Item(
        declaration: declaration, verdict: .admitted, explanation: "",
        location: log.location(line: item.line))
    }
    guard let (declaration, rest) = item.text.splitLeadingCodeSpan(),
      let parts = ("x" + rest).splitOnArrow(), parts.left == "x", !declaration.isEmpty
    else {
      log.report(.malformedDeclaration, line: item.line)
      return nil
    }
    let word = TextFolding.fold(parts.right)
    let verdict: AdmissionVerdict? =
      switch word {
      case "admitida": .admitted
      case "rechazada", "rechazada por el compilador": .refused
      case "higiene", "admitida pero contraria a la regla de higiene": .hygiene
      default: nil
      }
    guard let verdict else {
      let names = AdmissionVerdict.allCases.map(\.rawValue)
      let suggestion = EditDistance.suggestion(for: parts.right, among: names)
      log.report(.unknownVerdict(parts.right, suggestion: suggestion), line: item.line)
      return nil
    }
    if item.explanation == nil {
      log.report(.declarationWithoutExplanation(declaration), line: item.line)
    }
    return Item(
      declaration: declaration, verdict: verdict, explanation: item.explanation ?? "",
      location: log.location(line: item.line))
  }
}

extension String {
  /// Un `` `código` `` al principio (con una o más comillas invertidas) y lo que le sigue.
  fileprivate func splitLeadingCodeSpan() -> (code: String, rest: String)? {
    let ticks = prefix { $0 == "`" }.count
    guard ticks > 0 else { return nil }
    let fence = String(repeating: "`", count: ticks)
    let body = dropFirst(ticks)
    guard let close = String(body).firstRange(ofBytes: fence) else { return nil }
    let text = String(body)
    return (
      String(text[..<close.lowerBound]).trimmingSpaces(), String(text[close.upperBound...])
    )
  }
}

extension AdmissionExercise {
  /// La copia del alumno quita el veredicto `→ …` y la explicación de cada declaración, no
  /// una subsección entera.
  static func stripKey(
    _ raw: RawExercise, dropped: inout Set<Int>, replaced: inout [Int: String]
  ) throws(StudentCopyMarkdown.Failure) {
    guard let items = raw.subsection("declaraciones") else { return }
    try StudentCopyMarkdown.stripList(
      items, dropped: &dropped, replaced: &replaced, item: dropVerdict)
  }

  /// `` - `declaración` → veredicto `` → `` - `declaración` ``.
  private static func dropVerdict(
    _ text: Substring, line: Int
  ) throws(StudentCopyMarkdown.Failure) -> String {
    let bullet = text.prefix(2)
    let rest = text.dropFirst(2)
    let ticks = rest.prefix { $0 == "`" }.count
    let fence = String(repeating: "`", count: ticks)
    let body = String(rest.dropFirst(ticks))
    guard ticks > 0, let close = body.firstRange(ofBytes: fence) else {
      throw StudentCopyMarkdown.Failure(
        line: line, reason: "la declaración no va entre comillas invertidas")
    }
    return "\(bullet)\(fence)\(body[..<close.upperBound])"
  }
}
