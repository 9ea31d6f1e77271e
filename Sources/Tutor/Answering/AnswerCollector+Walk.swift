import Flowchart
import Foundation
import Lessons
import Presentation
import Support

extension AnswerCollector {
  /// La primera pregunta de un recorrido (el primer nodo con varias salidas).
  static func firstQuestion(of walk: FlowchartWalkExercise, in course: Course) -> String? {
    guard let chart = course.diagram(walk.diagramID)?.flowchart else { return nil }
    let start = walk.steps.first?.node ?? chart.roots.first?.id
    return start.map { chart.advancingThroughSingleExits(from: $0) }
  }

  /// Las líneas que presentan la pregunta `node`: su texto y sus salidas con letra.
  func questionLines(_ node: String, in chart: Flowchart) -> [String] {
    let exits = chart.outgoing(from: node)
    let options = exits.enumerated().map {
      "\(Letters.letter($0.offset))) \($0.element.label ?? "—")"
    }
    var question = chart.label(of: node)
    if !question.hasSuffix("?") { question = "¿\(question)?" }
    let width = console.columns - 1
    // Cada salida entera: solo se pasa de línea entre una salida y otra.
    return TextWrapping.wrap(question, width: width, indent: 2).map(console.style.bold)
      + TextWrapping.pack(options, separator: "   ", width: width, first: "    ", rest: "    ")
  }

  func collectWalk(first: String, walk: FlowchartWalkExercise) -> Outcome {
    guard let chart = course.diagram(walk.diagramID)?.flowchart,
      var node = Self.firstQuestion(of: walk, in: course)
    else { return .invalid(.emptyAnswer) }
    var path: [String] = []
    var visited: [String] = [node]
    var pending: String? = first
    while !chart.isLeaf(node) {
      let line: String
      if let given = pending {
        line = given
        pending = nil
      } else {
        questionLines(node, in: chart).forEach(console.line)
        switch readLine(offering: chart.outgoing(from: node).compactMap(\.label)) {
        case .line(let text): line = text
        case .interrupted: return .cancelled
        case .endOfInput: return .endOfInput
        }
      }
      let exits = chart.outgoing(from: node)
      let word = line.trimmingCharacters(in: .whitespaces)
      let edge =
        Letters.index(of: word, count: exits.count).map { exits[$0] }
        ?? chart.edge(from: node, answering: word)
      guard let edge else {
        let error = TutorError.invalidBranch(word, options: exits.map { $0.label ?? "—" })
        if path.isEmpty, visited.count == 1 { return .invalid(error) }
        console.line(ReplText.capitalized(error.message))
        continue
      }
      path.append(edge.label ?? "")
      node = chart.advancingThroughSingleExits(from: edge.to)
      visited.append(node)
      let arrow = console.style.usesUnicode ? "→" : "->"
      TextWrapping.wrap(
        "\(arrow) \(chart.label(of: node))", width: console.columns - 1, hangingIndent: 2,
        indent: 4
      ).forEach(console.line)
    }
    presenter.diagram(chart, highlighted: visited).forEach(console.line)
    return .answer(.flowchartWalk(path: path))
  }

  // MARK: Admisión

  /// El veredicto de una palabra (`a`, `admitida`, `r`, `rechazada`, `h`, `higiene`).
  static func admissionVerdict(_ word: String) -> AdmissionVerdict? {
    let folded = TextFolding.fold(word)
    switch folded {
    case "a", "admitida", "admitido", "admite": return .admitted
    case "r", "rechazada", "rechazado", "rechaza", "no compila": return .refused
    case "h", "higiene": return .hygiene
    default: return nil
    }
  }

  func collectAdmission(first: String, admission: AdmissionExercise) -> Outcome {
    let count = admission.items.count
    let tokens = first.split { $0 == " " || $0 == "," }.map(String.init)
    if tokens.count > 1 {
      let verdicts = tokens.compactMap(Self.admissionVerdict)
      if verdicts.count == tokens.count {
        guard tokens.count == count else {
          return .invalid(.admissionCount(expected: count, given: tokens.count))
        }
        return .answer(.admission(verdicts: verdicts.map(\.rawValue)))
      }
    }
    var verdicts: [String] = []
    var pending: String? = first
    while verdicts.count < count {
      let line: String
      if let given = pending {
        line = given
        pending = nil
      } else {
        let item = admission.items[verdicts.count]
        let number = "\(verdicts.count + 1). "
        TextWrapping.wrap(
          number + item.declaration, width: console.columns - 1, hangingIndent: number.count,
          indent: 2
        ).forEach(console.line)
        switch readLine(offering: AdmissionVerdict.allCases.map(\.rawValue)) {
        case .line(let text): line = text
        case .interrupted: return .cancelled
        case .endOfInput: return .endOfInput
        }
      }
      let word = line.trimmingCharacters(in: .whitespaces)
      guard let verdict = Self.admissionVerdict(word) else {
        if verdicts.isEmpty, let command = Self.commandLookalike(word) {
          return .invalid(.answerLooksLikeCommand(word, command: command))
        }
        if verdicts.isEmpty { return .invalid(.invalidAdmission(word)) }
        console.line(ReplText.capitalized(TutorError.invalidAdmission(word).message))
        continue
      }
      verdicts.append(verdict.rawValue)
    }
    return .answer(.admission(verdicts: verdicts))
  }
}

/// Pequeñas ayudas de texto del tutor.
enum ReplText {
  /// El mensaje con la primera letra en mayúscula (los errores empiezan en minúscula para
  /// ir detrás de «error: »).
  static func capitalized(_ message: String) -> String {
    guard let first = message.first else { return message }
    return first.uppercased() + message.dropFirst()
  }
}
