import Lessons

/// `recorrido`: the branch taken at each question against the course's steps.
enum WalkAssessment {
  static func assess(
    _ path: [String], _ walk: FlowchartWalkExercise, _ chart: Flowchart
  ) -> AnswerAssessment {
    for (index, step) in walk.steps.enumerated() {
      let question = "«\(chart.label(of: step.node))» (\(step.node))"
      guard index < path.count else {
        return AnswerAssessment(
          score: 0, message: "El recorrido se queda a medias: falta responder \(question).")
      }
      if Flowchart.labelKey(path[index]) != Flowchart.labelKey(step.answer) {
        return AnswerAssessment(
          score: 0,
          message: "En \(question) eligió «\(path[index].prefix(40))» y lo correcto es"
            + " «\(step.answer)»: \(step.explanation)")
      }
    }
    if path.count > walk.steps.count {
      return AnswerAssessment(
        score: 0,
        message: "Sobran respuestas: el recorrido llega a «\(chart.label(of: walk.destination))»"
          + " tras \(walk.steps.count) preguntas.")
    }
    return AnswerAssessment(score: 1, message: "Correcto.")
  }
}

/// `mermaid`: the learner's diagram against the course's, as graphs: node ids do not
/// matter, node labels and edge labels are folded (case, accents, `sí`/`yes`).
enum MermaidAssessment {
  struct Edge: Hashable, Comparable {
    var from: String
    var to: String
    var label: String

    static func < (a: Edge, b: Edge) -> Bool {
      (a.from, a.to, a.label) < (b.from, b.to, b.label)
    }

    var described: String {
      "«\(from)» → «\(to)»" + (label.isEmpty ? "" : " («\(label)»)")
    }
  }

  static func assess(_ mermaid: String, _ reference: Flowchart) -> AnswerAssessment {
    let chart: Flowchart
    do {
      chart = try FlowchartParser.parse(mermaid)
    } catch {
      return AnswerAssessment(score: 0, message: "El diagrama no se entiende: \(error.description)")
    }
    let mine = edges(of: chart)
    let expected = edges(of: reference)
    if mine == expected { return AnswerAssessment(score: 1, message: "Correcto.") }
    let missing = expected.subtracting(mine).sorted()
    let extra = mine.subtracting(expected).sorted()
    var parts: [String] = []
    if !missing.isEmpty {
      parts.append(
        "faltan \(missing.count) aristas (la primera, \(missing[0].described))")
    }
    if !extra.isEmpty {
      parts.append("sobran \(extra.count) (la primera, \(extra[0].described))")
    }
    return AnswerAssessment(
      score: 0, message: "El diagrama no coincide: " + parts.joined(separator: "; ") + ".")
  }

  private static func edges(of chart: Flowchart) -> Set<Edge> {
    Set(
      chart.edges.map {
        Edge(
          from: TextFolding.fold(chart.label(of: $0.from)),
          to: TextFolding.fold(chart.label(of: $0.to)),
          label: Flowchart.labelKey($0.label))
      })
  }
}
