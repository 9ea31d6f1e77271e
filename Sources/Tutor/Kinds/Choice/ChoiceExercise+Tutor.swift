import Lessons

extension ChoiceExercise: AnswerableKind {
  /// Las opciones con las letras del orden en que las ve la persona, y cómo se responde.
  func promptLines(_ view: KindView) -> [String] {
    var lines: [String] = []
    for (shown, position) in shownOrder(view.order).positions.enumerated() {
      let body = view.markdown(options[position].text, narrowerBy: 6)
      lines.append("  \(Letters.letter(shown))) " + (body.first ?? ""))
      lines += body.dropFirst().map { "     " + $0 }
    }
    lines.append("")
    return lines
      + view.instructions(
        allowsSeveral
          ? "Marca todas las correctas: sus letras separadas por espacios (por ejemplo «a c»)."
          : "Responde con la letra de la opción.")
  }

  /// Cada opción, marcada como correcta o no, con su explicación.
  func solutionLines(_ view: KindView) -> [String] {
    let style = view.style
    var lines: [String] = []
    for (shown, position) in shownOrder(view.order).positions.enumerated() {
      let option = options[position]
      let mark =
        option.isCorrect ? style.success(style.passedMark) : style.failure(style.failedMark)
      let text = view.markdown(option.text, narrowerBy: 8)
      lines.append("  \(mark) \(Letters.letter(shown))) " + (text.first ?? ""))
      lines += text.dropFirst().map { "       " + $0 }
      lines += view.markdown(option.explanation, narrowerBy: 8).map { "       " + $0 }
    }
    return lines
  }

  func answer(fromLine line: String) -> Result<ChoiceAnswer, TutorError> {
    answer(fromLine: line, order: nil)
  }

  /// Con las letras del orden en que el colector mostró las opciones.
  func collect(
    firstLine: String, input: AnswerCollector
  ) -> Result<ChoiceAnswer, AnswerCollector.Outcome> {
    answer(fromLine: firstLine, order: input.order).mapError { .invalid($0) }
  }

  /// Las opciones de una línea de letras (`b`, `a c`, `a,c`), en el orden `order` en que se
  /// mostraron, por su id; o el error que explica qué no vale.
  func answer(fromLine line: String, order: OptionOrder?) -> Result<ChoiceAnswer, TutorError> {
    let order = shownOrder(order)
    let tokens = line.split { $0 == " " || $0 == "," || $0 == ";" }.map(String.init)
    guard !tokens.isEmpty else { return .failure(.emptyAnswer) }
    var selected: [Int] = []
    for token in tokens {
      guard let index = Letters.index(of: token, count: options.count) else {
        if tokens.count == 1, let command = AnswerCollector.commandLookalike(token) {
          return .failure(.answerLooksLikeCommand(token, command: command))
        }
        return .failure(.invalidChoice(token, count: options.count))
      }
      guard !selected.contains(index) else {
        return .failure(.repeatedChoice(Letters.letter(index)))
      }
      selected.append(index)
    }
    if !allowsSeveral, selected.count > 1 { return .failure(.singleChoiceOnly) }
    let ids = selected.sorted().compactMap { order.position(shown: $0) }
      .compactMap { option(atPosition: $0)?.id }
    return .success(.options(ids))
  }

  /// Las letras de las opciones.
  var answerWords: [String] { options.indices.map(Letters.letter) }

  private func shownOrder(_ order: OptionOrder?) -> OptionOrder {
    order ?? .identity(count: options.count)
  }
}
