import Checker
import Flowchart
import Foundation
import Lessons
import Presentation

extension FlowchartWalkExercise: AnswerableKind {
  func promptLines(_ view: KindView) -> [String] {
    var lines = view.markdown(scenario)
    guard let chart = diagram?.flowchart else { return lines }
    lines.append("")
    lines += view.presenter.diagram(chart)
    lines.append("")
    lines += view.instructions(
      "Recorre el diagrama para este caso: en cada pregunta, responde con la letra de la salida.")
    if let first = firstQuestion {
      lines += Self.questionLines(first, in: chart, style: view.style, width: view.width)
    }
    return lines
  }

  func solutionLines(_ view: KindView) -> [String] {
    stepLines(view)
      + view.wrapped(
        "Destino: \(diagram?.flowchart.label(of: destination) ?? destination)", indent: 2)
  }

  /// La salida de la primera pregunta que dice la línea (su letra o su etiqueta).
  func answer(fromLine line: String) -> Result<FlowchartWalkAnswer, TutorError> {
    guard let chart = diagram?.flowchart, let node = firstQuestion else {
      return .failure(.emptyAnswer)
    }
    return Self.exit(line, from: node, in: chart).map {
      FlowchartWalkAnswer(path: [$0.label ?? ""])
    }
  }

  /// Pregunta a pregunta hasta una hoja: cada salida por su letra o su etiqueta. Una salida
  /// que no existe se dice y se vuelve a preguntar (salvo en la primera línea, que no vale).
  func collect(
    firstLine: String, input: AnswerCollector
  ) -> Result<FlowchartWalkAnswer, AnswerCollector.Outcome> {
    guard let chart = diagram?.flowchart, var node = firstQuestion else {
      return .failure(.invalid(.emptyAnswer))
    }
    let console = input.console
    var path: [String] = []
    var visited: [String] = [node]
    var pending: String? = firstLine
    while !chart.isLeaf(node) {
      let line: String
      if let given = pending {
        line = given
        pending = nil
      } else {
        Self.questionLines(node, in: chart, style: console.style, width: console.columns - 1)
          .forEach(console.line)
        switch input.readLine(offering: chart.outgoing(from: node).compactMap(\.label)) {
        case .line(let text): line = text
        case .interrupted: return .failure(.cancelled)
        case .endOfInput: return .failure(.endOfInput)
        }
      }
      let edge: Flowchart.Edge
      switch Self.exit(line, from: node, in: chart) {
      case .success(let found): edge = found
      case .failure(let error):
        if path.isEmpty, visited.count == 1 { return .failure(.invalid(error)) }
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
    input.presenter.diagram(chart, highlighted: visited).forEach(console.line)
    return .success(FlowchartWalkAnswer(path: path))
  }

  /// Las salidas de la primera pregunta.
  var answerWords: [String] {
    guard let chart = diagram?.flowchart, let node = firstQuestion else { return [] }
    return chart.outgoing(from: node).compactMap(\.label)
  }

  /// La primera pregunta (el primer nodo con varias salidas).
  var firstQuestion: String? {
    guard let chart = diagram?.flowchart else { return nil }
    let start = steps.first?.node ?? chart.roots.first?.id
    return start.map { chart.advancingThroughSingleExits(from: $0) }
  }

  /// Tras un recorrido correcto, el porqué de cada paso (la copia del alumno no lleva las
  /// explicaciones: entonces no hay nada que añadir).
  func afterword(for verdict: Verdict, view: KindView) -> KindAfterword? {
    guard verdict.passed, steps.contains(where: { !$0.explanation.isEmpty }) else { return nil }
    return .explanation([view.style.bold("Paso a paso:")] + stepLines(view))
  }

  /// Las preguntas con la salida correcta y su porqué, numeradas (en la solución y tras un
  /// recorrido correcto).
  func stepLines(_ view: KindView) -> [String] {
    let chart = diagram?.flowchart
    var lines: [String] = []
    for (index, step) in steps.enumerated() {
      var question = chart?.label(of: step.node) ?? step.node
      if !question.hasSuffix("?") { question = "¿\(question)?" }
      lines += TextWrapping.wrap(
        "\(index + 1). \(question) → \(step.answer)", width: view.width,
        hangingIndent: "\(index + 1). ".count, indent: 2)
      lines += view.markdown(step.explanation, narrowerBy: 6).map { "     " + $0 }
    }
    return lines
  }

  /// Las líneas que presentan la pregunta `node`: su texto y sus salidas con letra.
  static func questionLines(
    _ node: String, in chart: Flowchart, style: TerminalStyle, width: Int
  ) -> [String] {
    let exits = chart.outgoing(from: node)
    let options = exits.enumerated().map {
      "\(Letters.letter($0.offset))) \($0.element.label ?? "—")"
    }
    var question = chart.label(of: node)
    if !question.hasSuffix("?") { question = "¿\(question)?" }
    // Cada salida entera: solo se pasa de línea entre una salida y otra.
    return TextWrapping.wrap(question, width: width, indent: 2).map(style.bold)
      + TextWrapping.pack(options, separator: "   ", width: width, first: "    ", rest: "    ")
  }

  /// La salida de `node` que dice `line` (su letra o su etiqueta), o por qué no es ninguna.
  private static func exit(
    _ line: String, from node: String, in chart: Flowchart
  ) -> Result<Flowchart.Edge, TutorError> {
    let exits = chart.outgoing(from: node)
    let word = line.trimmingCharacters(in: .whitespaces)
    let edge =
      Letters.index(of: word, count: exits.count).map { exits[$0] }
      ?? chart.edge(from: node, answering: word)
    guard let edge else {
      return .failure(.invalidBranch(word, options: exits.map { $0.label ?? "—" }))
    }
    return .success(edge)
  }
}
