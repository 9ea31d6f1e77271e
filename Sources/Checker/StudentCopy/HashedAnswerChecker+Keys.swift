import Flowchart
import Lessons
import Support

// Los resúmenes de cada parte de una clave, y cómo se recupera de ellos lo que necesita el
// corrector de siempre. `StudentKeys` escribe con las mismas funciones.
extension HashedAnswerChecker {
  static func nodeHash(salt: String, exercise: String, _ index: Int, _ node: String) -> String {
    KeyHash.of(salt: salt, exercise: exercise, ["nodo", String(index), node])
  }

  static func branchHash(
    salt: String, exercise: String, _ index: Int, _ node: String, _ label: String?
  ) -> String {
    KeyHash.of(
      salt: salt, exercise: exercise, ["rama", String(index), node, Flowchart.labelKey(label)])
  }

  static func verdictHash(
    salt: String, exercise: String, _ index: Int, _ verdict: AdmissionVerdict
  ) -> String {
    KeyHash.of(salt: salt, exercise: exercise, ["veredicto", String(index), verdict.rawValue])
  }

  /// Las declaraciones con su veredicto sacado de los resúmenes, sin explicaciones.
  static func resolve(
    _ admission: AdmissionExercise, key: HashedKey, exercise id: String
  ) -> AdmissionExercise {
    var admission = admission
    for index in admission.items.indices {
      guard let stored = key.items, index < stored.count else { continue }
      let match = AdmissionVerdict.allCases.first {
        verdictHash(salt: stored[index].salt, exercise: id, index, $0) == stored[index].hash
      }
      admission.items[index].verdict = match ?? .admitted
      admission.items[index].explanation = ""
    }
    return admission
  }

  /// Los pasos del recorrido sacados de los resúmenes, siguiendo el diagrama desde el nodo
  /// de inicio: en cada paso, la salida cuyo resumen coincide.
  static func resolve(
    _ walk: FlowchartWalkExercise, key: HashedKey, chart: Flowchart, exercise id: String
  ) -> FlowchartWalkExercise {
    var walk = walk
    var steps: [FlowchartWalkExercise.Step] = []
    var current = key.start ?? ""
    for (index, hashed) in (key.steps ?? []).enumerated() {
      current = advance(chart, from: current) {
        nodeHash(salt: hashed.salt, exercise: id, index, $0) == hashed.node
      }
      let edge = chart.outgoing(from: current).first {
        branchHash(salt: hashed.salt, exercise: id, index, current, $0.label) == hashed.branch
      }
      let location = walk.steps.first?.location ?? walk.diagramLocation
      steps.append(
        .init(node: current, answer: edge?.label ?? "", explanation: "", location: location))
      guard let edge else { break }
      current = edge.to
    }
    walk.steps = steps
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
