import Lessons
import Support

/// Empareja los nodos de la persona con los del curso por su texto y, en caso de duda, por
/// la estructura.
struct NodeMatching {
  /// Para cada nodo de la persona (por posición), el nodo del curso (por posición).
  private(set) var assigned: [Int?]
  /// Lo mismo, por ids.
  let matchesByID: [String: String]

  private struct Candidate {
    var learner: Int
    var reference: Int
    var distance: Int
    var ambiguity = 0
  }

  init(learner: Flowchart, reference: Flowchart) {
    let candidates = Self.candidates(learner: learner, reference: reference)
    var assigned = [Int?](repeating: nil, count: learner.nodes.count)
    var taken = [Bool](repeating: false, count: reference.nodes.count)

    // Adyacencias por posición, para puntuar la estructura.
    let learnerIndex = Self.index(learner)
    let referenceIndex = Self.index(reference)
    var outgoing = [[Int]](repeating: [], count: learner.nodes.count)
    var incoming = [[Int]](repeating: [], count: learner.nodes.count)
    for edge in learner.edges {
      guard let from = learnerIndex[edge.from], let to = learnerIndex[edge.to] else { continue }
      outgoing[from].append(to)
      incoming[to].append(from)
    }
    var referenceEdges = Set<Int>()
    let width = reference.nodes.count
    for edge in reference.edges {
      guard let from = referenceIndex[edge.from], let to = referenceIndex[edge.to] else {
        continue
      }
      referenceEdges.insert(from * width + to)
    }
    func structure(_ candidate: Candidate) -> Int {
      var score = 0
      for next in outgoing[candidate.learner] {
        if let mapped = assigned[next],
          referenceEdges.contains(candidate.reference * width + mapped)
        {
          score += 1
        }
      }
      for previous in incoming[candidate.learner] {
        if let mapped = assigned[previous],
          referenceEdges.contains(mapped * width + candidate.reference)
        {
          score += 1
        }
      }
      return score
    }

    while true {
      var best: (candidate: Candidate, structure: Int)?
      for candidate in candidates
      where assigned[candidate.learner] == nil && !taken[candidate.reference] {
        let score = structure(candidate)
        guard let current = best else {
          best = (candidate, score)
          continue
        }
        let isBetter =
          (candidate.distance, -score, candidate.ambiguity)
          < (current.candidate.distance, -current.structure, current.candidate.ambiguity)
        if isBetter { best = (candidate, score) }
      }
      guard let chosen = best?.candidate else { break }
      assigned[chosen.learner] = chosen.reference
      taken[chosen.reference] = true
    }
    self.assigned = assigned
    var byID: [String: String] = [:]
    for (index, target) in assigned.enumerated() {
      if let target { byID[learner.nodes[index].id] = reference.nodes[target].id }
    }
    matchesByID = byID
  }

  private static func index(_ chart: Flowchart) -> [String: Int] {
    Dictionary(chart.nodes.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
  }

  /// Las parejas posibles: iguales tras plegar (si un nodo tiene alguna, solo esas) o con
  /// pocas erratas; cada una con cuántas alternativas igual de buenas tiene.
  private static func candidates(learner: Flowchart, reference: Flowchart) -> [Candidate] {
    let referenceLabels = reference.nodes.map { TextFolding.fold($0.label) }
    let referenceScalars = referenceLabels.map { Array($0.unicodeScalars) }
    var exact: [String: [Int]] = [:]
    for (index, label) in referenceLabels.enumerated() { exact[label, default: []].append(index) }

    var candidates: [Candidate] = []
    for (learnerPosition, node) in learner.nodes.enumerated() {
      let folded = TextFolding.fold(node.label)
      if let matches = exact[folded] {
        candidates += matches.map {
          Candidate(learner: learnerPosition, reference: $0, distance: 0)
        }
        continue
      }
      let scalars = Array(folded.unicodeScalars)
      for (referencePosition, target) in referenceScalars.enumerated() {
        let tolerance = EditDistance.tolerance(forLength: target.count)
        guard tolerance > 0, abs(target.count - scalars.count) <= tolerance else { continue }
        let distance = EditDistance.between(scalars, target)
        if distance <= tolerance {
          candidates.append(
            Candidate(learner: learnerPosition, reference: referencePosition, distance: distance))
        }
      }
    }
    var perLearner: [Int: [Int: Int]] = [:]
    var perReference: [Int: [Int: Int]] = [:]
    for candidate in candidates {
      perLearner[candidate.learner, default: [:]][candidate.distance, default: 0] += 1
      perReference[candidate.reference, default: [:]][candidate.distance, default: 0] += 1
    }
    for index in candidates.indices {
      let candidate = candidates[index]
      candidates[index].ambiguity =
        (perLearner[candidate.learner]?[candidate.distance] ?? 0)
        + (perReference[candidate.reference]?[candidate.distance] ?? 0)
    }
    return candidates
  }
}
