import Lessons

extension FlowchartRebuildExercise: CheckableKind {
  public func check(_ answer: FlowchartRebuildAnswer) -> Verdict {
    guard let diagram else {
      return Verdict(outcome: .failed, feedback: [.unknownDiagram(diagramID)])
    }
    return FlowchartRebuildChecker.check(self, reference: diagram.flowchart, answer: answer.text)
  }

  /// Sin clave oculta (`hasHiddenKey`): con la copia se corrige como con el curso.
  public func check(
    _ answer: FlowchartRebuildAnswer, key: HashedKey, exercise id: String
  ) -> Verdict {
    check(answer)
  }

  /// El propio diagrama de la lección.
  public var keyAnswers: [FlowchartRebuildAnswer] {
    diagram.map { [FlowchartRebuildAnswer(text: $0.source)] } ?? []
  }

  /// Un diagrama escrito como una sola cadena.
  public func answer(fromText text: String) -> FlowchartRebuildAnswer? {
    FlowchartRebuildAnswer(text: text)
  }
}

extension RawAnswer {
  /// El diagrama escrito para un `mermaid`.
  public static func mermaid(_ text: String) -> RawAnswer {
    .flowchartRebuild(mermaid: text)
  }
}
