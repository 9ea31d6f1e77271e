import Flowchart
import Lessons

/// Empareja las aristas de la persona, ya traducidas a nodos del curso, con las del curso y
/// anota las diferencias: las de cada arista del curso en su orden y al final las que
/// sobran. Dos salidas de un nodo con las etiquetas cambiadas, o dos aristas con los
/// destinos cambiados, son una sola diferencia que nombra las dos.
struct EdgeComparison {
  private typealias Link = (from: Int, to: Int, label: String?)

  var findings: [FlowchartDiff.Finding] = []
  /// Aristas del curso bien puestas.
  var correct = 0

  init(learner: Flowchart, reference: Flowchart, matching: NodeMatching) {
    let referenceIndex = Dictionary(
      reference.nodes.enumerated().map { ($0.element.id, $0.offset) },
      uniquingKeysWith: { a, _ in a })
    let learnerIndex = Dictionary(
      learner.nodes.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a }
    )
    func label(_ referenceNode: Int) -> String { reference.nodes[referenceNode].label }
    func describe(_ link: Link) -> FlowchartDiff.EdgeDescription {
      .init(from: label(link.from), to: label(link.to), label: link.label)
    }

    // Aristas de la persona traducidas a índices de nodos del curso (nil si tocan un nodo
    // desconocido o que sobra: ese nodo ya tiene su diferencia).
    let translated: [Link?] = learner.edges.map { edge in
      guard let from = learnerIndex[edge.from].flatMap(matching.target),
        let to = learnerIndex[edge.to].flatMap(matching.target)
      else { return nil }
      return (from, to, edge.label)
    }
    let referenceEdges: [Link] = reference.edges.compactMap {
      guard let from = referenceIndex[$0.from], let to = referenceIndex[$0.to] else { return nil }
      return (from, to, $0.label)
    }
    var outcome = [FlowchartDiff.Finding?](repeating: nil, count: referenceEdges.count)
    var consumed = [Bool](repeating: false, count: referenceEdges.count)
    var used = [Bool](repeating: false, count: translated.count)

    // Primero las del mismo sentido y la misma etiqueta, luego las del mismo sentido y
    // después las que van al revés.
    for pass in 0..<3 {
      for (position, edge) in translated.enumerated() where !used[position] {
        guard let edge else { continue }
        let match = referenceEdges.indices.first { index in
          let candidate = referenceEdges[index]
          guard !consumed[index] else { return false }
          switch pass {
          case 0:
            return candidate.from == edge.from && candidate.to == edge.to
              && FlowchartDiff.labelsMatch(edge.label, candidate.label)
          case 1: return candidate.from == edge.from && candidate.to == edge.to
          default: return candidate.from == edge.to && candidate.to == edge.from
          }
        }
        guard let match else { continue }
        consumed[match] = true
        used[position] = true
        let expected = referenceEdges[match]
        switch pass {
        case 0: correct += 1
        case 1: outcome[match] = .wrongEdgeLabel(describe(expected), found: edge.label)
        default: outcome[match] = .reversedEdge(describe(expected))
        }
      }
    }

    var extras: [(position: Int, link: Link)] = translated.enumerated().compactMap {
      guard !used[$0.offset], let link = $0.element else { return nil }
      return ($0.offset, link)
    }
    var merged = Set<Int>()
    for first in referenceEdges.indices where !merged.contains(first) {
      for second in referenceEdges.indices where second > first && !merged.contains(second) {
        let (a, b) = (referenceEdges[first], referenceEdges[second])
        if case .wrongEdgeLabel(_, let foundA) = outcome[first],
          case .wrongEdgeLabel(_, let foundB) = outcome[second], a.from == b.from,
          FlowchartDiff.labelsMatch(foundA, b.label), FlowchartDiff.labelsMatch(foundB, a.label)
        {
          outcome[first] = .swappedLabels(describe(a), describe(b))
          outcome[second] = nil
          merged.formUnion([first, second])
          break
        }
        guard !consumed[first], !consumed[second], a.from != b.from, a.to != b.to,
          let crossA = Self.extra(from: a.from, to: b.to, like: a.label, in: extras),
          let crossB = Self.extra(from: b.from, to: a.to, like: b.label, in: extras)
        else { continue }
        outcome[first] = .swappedTargets(describe(a), describe(b))
        consumed[first] = true
        consumed[second] = true
        extras.removeAll { $0.position == crossA || $0.position == crossB }
        merged.formUnion([first, second])
        break
      }
    }

    for (index, edge) in referenceEdges.enumerated() {
      if let finding = outcome[index] {
        findings.append(finding)
      } else if !consumed[index] {
        findings.append(.missingEdge(describe(edge)))
      }
    }
    for extra in extras {
      findings.append(.extraEdge(describe(extra.link)))
    }
  }

  /// La posición de una arista de más `from → to` con una etiqueta como `label`.
  private static func extra(
    from: Int, to: Int, like label: String?, in extras: [(position: Int, link: Link)]
  ) -> Int? {
    extras.first {
      $0.link.from == from && $0.link.to == to && FlowchartDiff.labelsMatch($0.link.label, label)
    }?.position
  }
}
