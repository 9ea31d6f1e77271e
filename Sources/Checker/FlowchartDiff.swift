import Flowchart
import Lessons
import Support

/// La comparación de dos diagramas de flujo como grafos: el que escribe la persona y el del
/// curso.
///
/// Los nodos se emparejan por lo que dicen y por su sitio en el grafo (`NodeMatching`): las
/// mismas palabras con significado, aunque cambien el orden, las tildes, los artículos o
/// una terminación, y los vecinos ya emparejados; sus ids no importan. Un nodo que se
/// parece poco pero encaja es «casi» y se avisa; uno que no se parece a ninguno es
/// desconocido. Las etiquetas de las aristas se comparan igual, con `sí`, `si` y `yes` como
/// iguales. El sentido del dibujo (`TD` o `LR`) y el estilo de las aristas no cuentan.
///
/// La puntuación es sobre las aristas del curso: las bien puestas, menos una por cada
/// arista que la persona dibuja de más sobre el total del curso (así dibujar todas las
/// aristas posibles no puntúa).
///
/// ```swift
/// let diff = FlowchartDiff.compare(learnerChart, with: courseChart)
/// diff.findings.map(\.message)  // ["Falta la arista «A» → «B» (con la etiqueta «sí»)."]
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

  /// El recuento de aristas del que sale la puntuación.
  public struct EdgeTally: Sendable, Hashable, Codable {
    /// Aristas del curso bien puestas.
    public var correct: Int
    /// Aristas que dibujó la persona.
    public var drawn: Int
    /// Aristas del curso.
    public var expected: Int

    /// Crea un recuento.
    public init(correct: Int, drawn: Int, expected: Int) {
      self.correct = correct
      self.drawn = drawn
      self.expected = expected
    }

    /// Cuántas dibujó de más sobre las del curso.
    public var surplus: Int { max(0, drawn - expected) }

    /// Las bien puestas menos las de más, sobre las del curso.
    public var score: Score { Score(earned: max(0, correct - surplus), possible: expected) }
  }

  /// Una diferencia.
  public enum Finding: Sendable, Hashable, Codable {
    /// Un nodo de la persona que no se parece a ninguno del curso.
    case unknownNode(label: String, line: Int)
    /// Un nodo de la persona que dice lo mismo que otro suyo (`sameAs`, en `sameAsLine`); sus
    /// aristas cuentan como de ese.
    case repeatedNode(label: String, line: Int, sameAs: String, sameAsLine: Int)
    /// Un nodo de la persona que se parece algo a `resembles`, un nodo del curso que ya es
    /// otro suyo (`heldBy`, en `heldByLine`).
    case extraNode(label: String, line: Int, resembles: String, heldBy: String, heldByLine: Int)
    /// Un nodo de la persona que se parece poco al del curso con el que se emparejó.
    case nearNode(label: String, line: Int, understoodAs: String)
    /// La persona no dibujó ninguna arista; el curso tiene `expected`.
    case noEdges(expected: Int)
    /// Una arista del curso que la persona no dibujó.
    case missingEdge(EdgeDescription)
    /// Una arista de la persona que el curso no tiene.
    case extraEdge(EdgeDescription)
    /// Una arista que existe, con otra etiqueta (`edge.label` es la del curso).
    case wrongEdgeLabel(EdgeDescription, found: String?)
    /// Una arista dibujada en sentido contrario (`edge` va en el sentido del curso).
    case reversedEdge(EdgeDescription)
    /// Dos salidas de un mismo nodo con las etiquetas cambiadas (cada una, como en el curso).
    case swappedLabels(EdgeDescription, EdgeDescription)
    /// Dos aristas del curso dibujadas con los destinos cambiados (cada una, como en el curso).
    case swappedTargets(EdgeDescription, EdgeDescription)

    /// Si solo avisa de cómo se entendió un nodo.
    public var isNudge: Bool {
      if case .nearNode = self { return true }
      return false
    }
  }

  /// Las diferencias: nodos desconocidos, repetidos, que sobran y «casi», en el orden del
  /// texto; luego las aristas del curso en
  /// su orden (mal etiquetadas, al revés, cruzadas o que faltan) y al final las que sobran.
  public var findings: [Finding]
  /// El recuento de aristas.
  public var tally: EdgeTally
  /// A qué nodo del curso corresponde cada nodo de la persona (por id).
  public var matches: [String: String]

  /// La puntuación: `tally.score`.
  public var score: Score { tally.score }

  /// Si los dos diagramas son el mismo grafo.
  public var isExactMatch: Bool { findings.isEmpty }

  /// Si el grafo es el del curso y solo hay avisos de nodos «casi».
  public var isNearMatch: Bool { !findings.isEmpty && findings.allSatisfy(\.isNudge) }

  /// Compara `learner` con `reference`.
  public static func compare(_ learner: Flowchart, with reference: Flowchart) -> FlowchartDiff {
    compare(
      learner, with: reference, matching: NodeMatching(learner: learner, reference: reference))
  }

  static func compare(
    _ learner: Flowchart, with reference: Flowchart, matching: NodeMatching
  ) -> FlowchartDiff {
    var findings: [Finding] = []
    var holder: [Int: Int] = [:]
    for (index, target) in matching.assigned.enumerated() {
      if let target { holder[target] = index }
    }
    for (index, node) in learner.nodes.enumerated() {
      if let target = matching.assigned[index] {
        if matching.isNear[index] {
          findings.append(
            .nearNode(
              label: node.label, line: node.line, understoodAs: reference.nodes[target].label))
        }
      } else if let leftover = matching.leftovers[index] {
        switch leftover {
        case .repeats(let target):
          let first = learner.nodes[holder[target] ?? index]
          findings.append(
            .repeatedNode(
              label: node.label, line: node.line, sameAs: first.label, sameAsLine: first.line))
        case .resembles(let target):
          let holding = learner.nodes[holder[target] ?? index]
          findings.append(
            .extraNode(
              label: node.label, line: node.line, resembles: reference.nodes[target].label,
              heldBy: holding.label, heldByLine: holding.line))
        }
      } else {
        findings.append(.unknownNode(label: node.label, line: node.line))
      }
    }
    let edges = EdgeComparison(learner: learner, reference: reference, matching: matching)
    if learner.edges.isEmpty, !reference.edges.isEmpty {
      findings.append(.noEdges(expected: reference.edges.count))
    } else {
      findings += edges.findings
    }
    return FlowchartDiff(
      findings: findings,
      tally: EdgeTally(
        correct: edges.correct, drawn: learner.edges.count, expected: reference.edges.count),
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

  /// Si dos etiquetas de arista valen lo mismo: iguales tras `Flowchart.labelKey`, con las
  /// mismas palabras con significado («es un dato» y «dato») o, si son largas, con una
  /// errata pequeña.
  static func labelsMatch(_ learner: String?, _ reference: String?) -> Bool {
    let a = Flowchart.labelKey(learner)
    let b = Flowchart.labelKey(reference)
    if a == b { return true }
    guard !a.isEmpty, !b.isEmpty else { return false }
    let words = SpanishWords.stems(b)
    if !words.isEmpty, SpanishWords.stems(a) == words { return true }
    let tolerance = EditDistance.tolerance(forLength: b.unicodeScalars.count)
    return tolerance > 0 && EditDistance.between(a, b) <= tolerance
  }
}
