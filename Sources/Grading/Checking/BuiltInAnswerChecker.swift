import Lessons

/// Grades non-code answers from the course's answer keys (which `leccion validar` proves
/// against the engine: a prediction's expected output is what the snippet really prints,
/// an admission verdict is what the compiler really does).
///
/// Scoring: a choice, a text, a prediction, a walk and a Mermaid rebuild are all or
/// nothing; an admission test earns the share of declarations classified right.
public struct BuiltInAnswerChecker: AnswerAssessing {
  /// Creates a checker.
  public init() {}

  public func assess(_ answer: SubmittedAnswer, for exercise: Exercise, in course: Course)
    -> AnswerAssessment
  {
    switch (exercise.kind, answer) {
    case (.choice(let choice), .choice(let selected)):
      return ChoiceAssessment.assess(selected, choice)
    case (.freeText(let text), .freeText(let written)):
      return TextAssessment.assess(written, text)
    case (.prediction(let prediction), .prediction(let lines)):
      return PredictionAssessment.assess(lines, prediction)
    case (.flowchartWalk(let walk), .flowchartWalk(let path)):
      guard let diagram = course.diagram(walk.diagramID) else {
        return missingDiagram(walk.diagramID)
      }
      return WalkAssessment.assess(path, walk, diagram.flowchart)
    case (.flowchartRebuild(let rebuild), .flowchartRebuild(let mermaid)):
      guard let diagram = course.diagram(rebuild.diagramID) else {
        return missingDiagram(rebuild.diagramID)
      }
      return MermaidAssessment.assess(mermaid, diagram.flowchart)
    case (.admission(let admission), .admission(let verdicts)):
      return AdmissionAssessment.assess(verdicts, admission)
    default:
      return AnswerAssessment(
        score: 0,
        message: "La respuesta es de tipo «\(answer.kindWord)» y el ejercicio es de tipo"
          + " «\(exercise.kind.name.rawValue)»: no se puede corregir.")
    }
  }

  private func missingDiagram(_ id: String) -> AnswerAssessment {
    AnswerAssessment(score: 0, message: "El curso no tiene el diagrama «\(id)».")
  }
}

/// `eleccion`: the set of marked options must be the set of right ones.
enum ChoiceAssessment {
  static func assess(_ selected: [Int], _ choice: ChoiceExercise) -> AnswerAssessment {
    let options = choice.options
    if let outside = selected.first(where: { !options.indices.contains($0) }) {
      return AnswerAssessment(
        score: 0, message: "Marcó la opción \(outside + 1), que no existe (hay \(options.count)).")
    }
    let marked = Set(selected)
    if marked.isEmpty { return AnswerAssessment(score: 0, message: "No marcó ninguna opción.") }
    if marked == choice.correctIndices { return AnswerAssessment(score: 1, message: "Correcto.") }
    if let wrong = marked.sorted().first(where: { !options[$0].isCorrect }) {
      let option = options[wrong]
      return AnswerAssessment(
        score: 0,
        message:
          "Marcó \(letter(wrong))) «\(option.text)», que no es correcta: \(option.explanation)")
    }
    let missing = choice.correctIndices.subtracting(marked).sorted()
    let first = options[missing[0]]
    return AnswerAssessment(
      score: 0,
      message: "Le falta marcar \(letter(missing[0]))) «\(first.text)», que también es correcta:"
        + " \(first.explanation)")
  }

  static func letter(_ index: Int) -> String {
    index < 26 ? String(UnicodeScalar(UInt8(97 + index))) : String(index + 1)
  }
}

/// `texto`: the folded answer must be the folded key or a synonym; close misses say so.
enum TextAssessment {
  static func assess(_ written: String, _ exercise: FreeTextExercise) -> AnswerAssessment {
    let folded = TextFolding.fold(written)
    let accepted = ([exercise.answer] + exercise.synonyms).map(TextFolding.fold)
    if folded.isEmpty { return AnswerAssessment(score: 0, message: "La respuesta está vacía.") }
    if accepted.contains(folded) { return AnswerAssessment(score: 1, message: "Correcto.") }
    let shown = String(written.trimmingCharacters(in: .whitespacesAndNewlines).prefix(80))
    let closest = accepted.map { EditDistance.between(folded, $0) }.min() ?? .max
    if closest <= EditDistance.tolerance(forLength: folded.count) {
      return AnswerAssessment(
        score: 0,
        message: "Casi: «\(shown)» se parece a la respuesta («\(exercise.answer)»), pero no es"
          + " ella.")
    }
    return AnswerAssessment(
      score: 0, message: "«\(shown)» no es la respuesta; la esperada es «\(exercise.answer)».")
  }
}

/// `prediccion`: line by line against the output the snippet really prints.
enum PredictionAssessment {
  static func assess(_ lines: [String], _ exercise: PredictionExercise) -> AnswerAssessment {
    let predicted = normalize(lines)
    let expected = normalize(
      exercise.expectedOutput.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init))
    if predicted == expected { return AnswerAssessment(score: 1, message: "Correcto.") }
    for index in 0..<max(predicted.count, expected.count) {
      let mine = index < predicted.count ? predicted[index] : nil
      let real = index < expected.count ? expected[index] : nil
      if mine == real { continue }
      let line = index + 1
      switch (mine, real) {
      case (let mine?, let real?):
        return AnswerAssessment(
          score: 0,
          message: "La línea \(line) predicha es «\(mine.prefix(80))», pero el programa imprime"
            + " «\(real)».")
      case (nil, let real?):
        return AnswerAssessment(
          score: 0,
          message: "Faltan líneas: el programa imprime \(expected.count) y la predicción tiene"
            + " \(predicted.count); la línea \(line) es «\(real)».")
      default:
        return AnswerAssessment(
          score: 0,
          message: "Sobran líneas: el programa imprime \(expected.count) y la predicción tiene"
            + " \(predicted.count).")
      }
    }
    return AnswerAssessment(score: 0, message: "La predicción no coincide con la salida.")
  }

  /// Trailing spaces and trailing empty lines do not count.
  private static func normalize(_ lines: [String]) -> [String] {
    var result = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
      .map { String($0.replacing(/[ \t\r]+$/, with: "")) }
    while result.last?.isEmpty == true { result.removeLast() }
    return result
  }
}

/// `admision`: each declaration's verdict; the score is the share right.
enum AdmissionAssessment {
  static func assess(_ verdicts: [String], _ exercise: AdmissionExercise) -> AnswerAssessment {
    let items = exercise.items
    guard !items.isEmpty else { return AnswerAssessment(score: 1, message: "Correcto.") }
    var right = 0
    var firstWrong: String?
    for (index, item) in items.enumerated() {
      let given = index < verdicts.count ? verdict(verdicts[index]) : nil
      if given == item.verdict {
        right += 1
      } else if firstWrong == nil {
        let said =
          given.map { "«\($0.rawValue)»" }
          ?? (index < verdicts.count ? "«\(verdicts[index].prefix(40))»" : "nada")
        firstWrong =
          "«\(item.declaration)» es «\(item.verdict.rawValue)» y respondió \(said):"
          + " \(item.explanation)"
      }
    }
    if right == items.count, verdicts.count == items.count {
      return AnswerAssessment(score: 1, message: "Correcto.")
    }
    let extra =
      verdicts.count > items.count ? " Sobran \(verdicts.count - items.count) respuestas." : ""
    return AnswerAssessment(
      score: Double(right) / Double(items.count),
      message: "\(right) de \(items.count) bien. " + (firstWrong ?? "") + extra)
  }

  /// `admitida`, `rechazada` (also «rechazada por el compilador»), `higiene` (also
  /// «admitida pero contraria a la regla de higiene»), folded.
  static func verdict(_ word: String) -> AdmissionVerdict? {
    let folded = TextFolding.fold(word)
    if folded.contains("higiene") { return .hygiene }
    if folded.hasPrefix("rechazada") { return .refused }
    if folded == "admitida" { return .admitted }
    return nil
  }
}
