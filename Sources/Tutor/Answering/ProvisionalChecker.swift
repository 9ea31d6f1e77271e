import Checker
import Foundation
import Lessons

/// Corrección provisional contra la clave del curso, mientras el módulo `Checker` no
/// ofrezca la suya para cada tipo; cuando la ofrezca, `TutorContext` la usará en su lugar.
///
/// Solo hace lo imprescindible: compara con la clave y devuelve la explicación del curso.
struct ProvisionalChecker: AnswerChecking {
  func check(_ answer: RawAnswer, for exercise: Exercise, in course: Course) async -> Verdict {
    switch (answer, exercise.kind) {
    case (.choice(let selected), .choice(let choice)):
      return checkChoice(Set(selected), choice)
    case (.freeText(let text), .freeText(let key)):
      let accepted = ([key.answer] + key.synonyms).map(TextFolding.fold)
      if accepted.contains(TextFolding.fold(text)) {
        return Verdict(passed: true, message: "Correcto. " + key.explanation)
      }
      return Verdict(passed: false, message: "«\(text)» no es la respuesta que buscamos.")
    case (.prediction(let lines), .prediction(let key)):
      return checkPrediction(lines, key)
    case (.flowchartWalk(let path), .flowchartWalk(let walk)):
      return checkWalk(path, walk)
    case (.flowchartRebuild(let text), .flowchartRebuild(let rebuild)):
      return checkRebuild(text, rebuild, course: course)
    case (.admission(let verdicts), .admission(let admission)):
      return checkAdmission(verdicts, admission)
    default:
      return Verdict(passed: false, message: "Esta respuesta no es del tipo que pide el ejercicio.")
    }
  }

  private func checkChoice(_ selected: Set<Int>, _ choice: ChoiceExercise) -> Verdict {
    let correct = choice.correctIndices
    if selected == correct {
      let why = correct.sorted().map { choice.options[$0].explanation }.joined(separator: "\n")
      return Verdict(passed: true, message: "Correcto. " + why)
    }
    var lines: [String] = []
    for index in selected.sorted() where !correct.contains(index) {
      lines.append("\(Letters.letter(index))) \(choice.options[index].explanation)")
    }
    let missing = correct.subtracting(selected).count
    if lines.isEmpty, missing > 0 {
      lines.append(missing == 1 ? "Te falta una opción correcta." : "Te faltan \(missing) opciones correctas.")
    } else if missing > 0, choice.allowsSeveral {
      lines.append(missing == 1 ? "Y te falta una correcta." : "Y te faltan \(missing) correctas.")
    }
    return Verdict(passed: false, message: lines.joined(separator: "\n"))
  }

  private func checkPrediction(_ lines: [String], _ key: PredictionExercise) -> Verdict {
    let expected = key.expectedOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    var expectedLines = expected
    while expectedLines.last == "" { expectedLines.removeLast() }
    let given = lines.map { $0.trimmingCharacters(in: .whitespaces) }
    if given == expectedLines {
      return Verdict(passed: true, message: "Correcto. " + key.explanation)
    }
    for index in 0..<max(given.count, expectedLines.count) {
      let mine = index < given.count ? given[index] : nil
      let truth = index < expectedLines.count ? expectedLines[index] : nil
      if mine != truth {
        let shown = mine.map { "«\($0)»" } ?? "nada"
        let real = truth.map { "«\($0)»" } ?? "nada más"
        return Verdict(
          passed: false, message: "La línea \(index + 1) no coincide: predijiste \(shown) y el "
            + "programa imprime \(real).")
      }
    }
    return Verdict(passed: false, message: "La salida no coincide.")
  }

  private func checkWalk(_ path: [String], _ walk: FlowchartWalkExercise) -> Verdict {
    for (index, step) in walk.steps.enumerated() {
      guard index < path.count else {
        return Verdict(passed: false, message: "El recorrido se queda a medias.")
      }
      if Flowchart.labelKey(path[index]) != Flowchart.labelKey(step.answer) {
        return Verdict(
          passed: false, message: "En la pregunta \(index + 1) la salida es «\(step.answer)»: "
            + step.explanation)
      }
    }
    return Verdict(passed: true, message: "Correcto: llegas a «\(walk.destination)».")
  }

  private func checkRebuild(
    _ text: String, _ rebuild: FlowchartRebuildExercise, course: Course
  ) -> Verdict {
    guard let reference = course.diagram(rebuild.diagramID)?.flowchart else {
      return Verdict(passed: false, message: "El curso no tiene el diagrama de referencia.")
    }
    let chart: Flowchart
    do {
      chart = try FlowchartParser.parse(text)
    } catch {
      return Verdict(passed: false, message: error.description)
    }
    func edges(_ chart: Flowchart) -> Set<String> {
      Set(chart.edges.map {
        TextFolding.fold(chart.label(of: $0.from)) + "→" + Flowchart.labelKey($0.label) + "→"
          + TextFolding.fold(chart.label(of: $0.to))
      })
    }
    let mine = edges(chart)
    let truth = edges(reference)
    if mine == truth { return Verdict(passed: true, message: "Correcto. " + rebuild.explanation) }
    let missing = truth.subtracting(mine).count
    let extra = mine.subtracting(truth).count
    return Verdict(
      passed: false, message: "Faltan \(missing) aristas y sobran \(extra).")
  }

  private func checkAdmission(_ verdicts: [String], _ admission: AdmissionExercise) -> Verdict {
    var lines: [String] = []
    for (index, item) in admission.items.enumerated() {
      let given = index < verdicts.count ? verdicts[index] : ""
      if given != item.verdict.rawValue {
        lines.append("\(index + 1). `\(item.declaration)`: es «\(item.verdict.rawValue)». "
          + item.explanation)
      }
    }
    if lines.isEmpty { return Verdict(passed: true, message: "Correcto: todas bien clasificadas.") }
    return Verdict(passed: false, message: lines.joined(separator: "\n"))
  }
}
