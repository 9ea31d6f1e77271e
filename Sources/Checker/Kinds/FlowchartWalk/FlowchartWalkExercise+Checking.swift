import Flowchart
import Lessons

extension FlowchartWalkExercise: CheckableKind {
  public func check(_ answer: FlowchartWalkAnswer) -> Verdict {
    guard let diagram else {
      return Verdict(outcome: .failed, feedback: [.unknownDiagram(diagramID)])
    }
    return FlowchartWalkChecker(exercise: self, flowchart: diagram.flowchart).check(answer.path)
  }

  /// Con la copia del alumno: recupera de los resúmenes el paso que vale en cada pregunta y
  /// corrige como el curso completo (mismo veredicto y puntuación parcial), sin explicaciones.
  public func check(
    _ answer: FlowchartWalkAnswer, key: HashedKey, exercise id: String
  ) -> Verdict {
    guard let chart = diagram?.flowchart else { return check(answer) }
    let resolved = resolved(key: key, chart: chart, exercise: id)
    return HashedAnswerChecker.withoutKeys(resolved.check(answer))
  }

  public var keyAnswers: [FlowchartWalkAnswer] { [FlowchartWalkAnswer(path: steps.map(\.answer))] }

  /// Los pasos sacados de los resúmenes, siguiendo el diagrama desde el nodo de inicio: en
  /// cada paso, la salida cuyo resumen coincide.
  func resolved(key: HashedKey, chart: Flowchart, exercise id: String) -> Self {
    var walk = self
    var resolved: [Step] = []
    var current = key.start ?? ""
    for (index, hashed) in (key.steps ?? []).enumerated() {
      current = Self.advance(chart, from: current) {
        Self.nodeHash(salt: hashed.salt, exercise: id, index, $0) == hashed.node
      }
      let edge = chart.outgoing(from: current).first {
        Self.branchHash(salt: hashed.salt, exercise: id, index, current, $0.label)
          == hashed.branch
      }
      let location = steps.first?.location ?? diagramLocation
      resolved.append(
        Step(node: current, answer: edge?.label ?? "", explanation: "", location: location))
      guard let edge else { break }
      current = edge.to
    }
    walk.steps = resolved
    return walk
  }

  /// `Flowchart.advancingThroughSingleExits` con la parada dada por un resumen.
  private static func advance(
    _ chart: Flowchart, from node: String, stoppingAt isStop: (String) -> Bool
  ) -> String {
    var current = node
    var visited: Set<String> = [node]
    while !isStop(current) {
      let exits = chart.outgoing(from: current)
      guard exits.count == 1, visited.insert(exits[0].to).inserted else { break }
      current = exits[0].to
    }
    return current
  }
}

extension RawAnswer {
  /// Las salidas elegidas en cada pregunta de un `recorrido`, en orden.
  public static func walk(_ path: [String]) -> RawAnswer {
    .flowchartWalk(path: path)
  }
}
