import Lessons

extension LinePointingExercise: CheckableKind {
  public func check(_ answer: LinePointingAnswer) -> Verdict {
    check(answer) { $0 == line }
  }

  public func check(_ answer: LinePointingAnswer, key: HashedKey, exercise id: String) -> Verdict {
    guard let stored = key.hashes?.first else {
      return Verdict(outcome: .failed, feedback: [.keyNotInCopy])
    }
    let verdict = check(answer) {
      Self.lineHash(salt: stored.salt, exercise: id, $0) == stored.hash
    }
    var shown = verdict
    shown.feedback = verdict.feedback.filter {
      if case .explanation(let text) = $0 { return !text.isEmpty }
      return true
    }
    return shown
  }

  public var keyAnswers: [LinePointingAnswer] { [LinePointingAnswer(line: line)] }

  /// El veredicto de la línea señalada; `isRule` dice si una línea es la que rompe la regla.
  private func check(_ answer: LinePointingAnswer, isRule: (Int) -> Bool) -> Verdict {
    let lines = self.lines
    let chosen = answer.line
    guard chosen >= 1, chosen <= lines.count else {
      return Verdict(
        outcome: .failed,
        feedback: [.finding(LinePointingFinding.outOfRange(chosen, count: lines.count).finding)])
    }
    if isRule(chosen) {
      return Verdict(outcome: .passed, feedback: [.correct, .explanation(explanation)])
    }
    let text = lines[chosen - 1].trimmingCharacters(in: .whitespaces)
    let finding: LinePointingFinding =
      text.isEmpty
      ? .blank(chosen)
      : .wrongLine(chosen, text: text, note: note(forLine: chosen)?.explanation ?? "")
    return Verdict(outcome: .failed, feedback: [.finding(finding.finding)])
  }
}

/// Lo que el corrector dice de una línea señalada, en castellano.
enum LinePointingFinding: Equatable {
  /// Una línea que el fragmento no tiene.
  case outOfRange(Int, count: Int)
  /// Una línea en blanco.
  case blank(Int)
  /// Una línea con código que no rompe la regla, con la nota del curso si la hay.
  case wrongLine(Int, text: String, note: String)

  var finding: KindFinding {
    switch self {
    case .outOfRange(let line, let count):
      KindFinding(
        "El fragmento tiene \(count) líneas y no hay línea \(line): responde con un número "
          + "de 1 a \(count).", category: .always)
    case .blank(let line):
      KindFinding(
        "La línea \(line) está en blanco: busca la línea con código que rompe la regla.",
        category: .feedback)
    case .wrongLine(let line, let text, let note):
      KindFinding(
        "La línea \(line) («\(text)») no es la que rompe la regla."
          + (note.isEmpty ? "" : " \(note)"), category: .feedback)
    }
  }
}
