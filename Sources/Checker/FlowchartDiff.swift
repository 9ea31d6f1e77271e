import Lessons
import Support

/// La comparación de dos diagramas de flujo como grafos: el que escribe la persona y el del
/// curso.
///
/// Los nodos se emparejan por su texto, sin distinguir mayúsculas, tildes, puntuación ni
/// espacios y perdonando erratas pequeñas; sus ids no importan. Cuando dos nodos del curso
/// tienen el mismo texto, decide la estructura (a qué nodos ya emparejados se unen). Las
/// etiquetas de las aristas se comparan igual, con `sí`, `si` y `yes` como iguales. El
/// sentido del dibujo (`TD` o `LR`) y el estilo de las aristas no cuentan.
///
/// ```swift
/// let diff = FlowchartDiff.compare(learnerChart, with: courseChart)
/// diff.findings.map(\.message)  // ["Falta la arista «A» → «B» (con la etiqueta «si»)."]
/// diff.score                    // Score(earned: 8, possible: 9)
/// ```
public struct FlowchartDiff: Sendable, Hashable {
  /// Una arista nombrada por los textos de sus nodos (los del curso cuando se conocen).
  public struct EdgeDescription: Sendable, Hashable, Codable {
    /// Texto del nodo de origen.
    public var from: String
    /// Texto del nodo de destino.
    public var to: String
    /// Etiqueta de la arista.
    public var label: String?

    /// Crea una descripción.
    public init(from: String, to: String, label: String?) {
      self.from = from
      self.to = to
      self.label = label
    }
  }

  /// Una diferencia.
  public enum Finding: Sendable, Hashable, Codable {
    /// Un nodo de la persona que no se parece a ninguno del curso.
    case unknownNode(label: String, line: Int)
    /// Una arista del curso que la persona no dibujó.
    case missingEdge(EdgeDescription)
    /// Una arista de la persona que el curso no tiene.
    case extraEdge(EdgeDescription)
    /// Una arista que existe, con otra etiqueta (`edge.label` es la del curso).
    case wrongEdgeLabel(EdgeDescription, found: String?)
    /// Una arista dibujada en sentido contrario (`edge` va en el sentido del curso).
    case reversedEdge(EdgeDescription)
  }

  /// Las diferencias: nodos desconocidos, luego las aristas del curso en su orden (mal
  /// etiquetadas, al revés o que faltan) y al final las que sobran.
  public var findings: [Finding]
  /// Aristas bien puestas, de las del curso más las que sobran.
  public var score: Score
  /// A qué nodo del curso corresponde cada nodo de la persona (por id).
  public var matches: [String: String]

  /// Si los dos diagramas son el mismo grafo.
  public var isExactMatch: Bool { findings.isEmpty }

  /// Compara `learner` con `reference`.
  public static func compare(_ learner: Flowchart, with reference: Flowchart) -> FlowchartDiff {
    let matching = NodeMatching(learner: learner, reference: reference)
    var findings: [Finding] = []
    for (index, node) in learner.nodes.enumerated() where matching.assigned[index] == nil {
      findings.append(.unknownNode(label: node.label, line: node.line))
    }
    let edges = EdgeComparison(learner: learner, reference: reference, matching: matching)
    findings += edges.findings
    return FlowchartDiff(
      findings: findings,
      score: Score(earned: edges.correct, possible: reference.edges.count + edges.extra),
      matches: matching.matchesByID)
  }

  /// Lee `mermaid` y lo compara con `reference`; un error de sintaxis se lanza con su línea
  /// y su columna.
  public static func compare(
    mermaid: String, with reference: Flowchart
  ) throws(Diagnostic) -> FlowchartDiff {
    do {
      return compare(try FlowchartParser.parse(mermaid), with: reference)
    } catch {
      throw Diagnostic(error)
    }
  }

  /// Si dos etiquetas de arista valen lo mismo: iguales tras `Flowchart.labelKey` o, si
  /// son largas, con una errata pequeña.
  static func labelsMatch(_ learner: String?, _ reference: String?) -> Bool {
    let a = Flowchart.labelKey(learner)
    let b = Flowchart.labelKey(reference)
    if a == b { return true }
    guard !a.isEmpty, !b.isEmpty else { return false }
    let tolerance = EditDistance.tolerance(forLength: b.unicodeScalars.count)
    return tolerance > 0 && EditDistance.between(a, b) <= tolerance
  }
}

/// Empareja aristas ya traducidas a nodos del curso y anota las diferencias.
private struct EdgeComparison {
  var findings: [FlowchartDiff.Finding] = []
  var correct = 0
  var extra = 0

  init(learner: Flowchart, reference: Flowchart, matching: NodeMatching) {
    let referenceIndex = Dictionary(
      reference.nodes.enumerated().map { ($0.element.id, $0.offset) },
      uniquingKeysWith: { a, _ in a })
    let learnerIndex = Dictionary(
      learner.nodes.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a }
    )
    func label(_ referenceNode: Int) -> String { reference.nodes[referenceNode].label }

    // Aristas de la persona traducidas a índices de nodos del curso.
    var translated: [(from: Int, to: Int, label: String?)?] = []
    for edge in learner.edges {
      guard let from = learnerIndex[edge.from].flatMap({ matching.assigned[$0] }),
        let to = learnerIndex[edge.to].flatMap({ matching.assigned[$0] })
      else {
        translated.append(nil)
        extra += 1
        continue
      }
      translated.append((from, to, edge.label))
    }
    let referenceEdges: [(from: Int, to: Int, label: String?)] = reference.edges.compactMap {
      guard let from = referenceIndex[$0.from], let to = referenceIndex[$0.to] else { return nil }
      return (from, to, $0.label)
    }
    var outcome = [FlowchartDiff.Finding?](repeating: nil, count: referenceEdges.count)
    var consumed = [Bool](repeating: false, count: referenceEdges.count)
    var used = [Bool](repeating: false, count: translated.count)

    // Primero las del mismo sentido; después las que van al revés.
    for reversed in [false, true] {
      for (position, edge) in translated.enumerated() where !used[position] {
        guard let edge else { continue }
        let match = referenceEdges.indices.first { index in
          let candidate = referenceEdges[index]
          return !consumed[index]
            && (reversed
              ? (candidate.from == edge.to && candidate.to == edge.from)
              : (candidate.from == edge.from && candidate.to == edge.to))
        }
        guard let match else { continue }
        consumed[match] = true
        used[position] = true
        let expected = referenceEdges[match]
        let description = FlowchartDiff.EdgeDescription(
          from: label(expected.from), to: label(expected.to), label: expected.label)
        if reversed {
          outcome[match] = .reversedEdge(description)
        } else if FlowchartDiff.labelsMatch(edge.label, expected.label) {
          correct += 1
        } else {
          outcome[match] = .wrongEdgeLabel(description, found: edge.label)
        }
      }
    }
    for (index, edge) in referenceEdges.enumerated() {
      if let finding = outcome[index] {
        findings.append(finding)
      } else if !consumed[index] {
        findings.append(
          .missingEdge(.init(from: label(edge.from), to: label(edge.to), label: edge.label)))
      }
    }
    for (position, edge) in translated.enumerated() where !used[position] {
      guard let edge else { continue }
      extra += 1
      findings.append(
        .extraEdge(.init(from: label(edge.from), to: label(edge.to), label: edge.label)))
    }
  }
}
