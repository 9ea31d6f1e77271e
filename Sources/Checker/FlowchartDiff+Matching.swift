import Flowchart
import Lessons
import Support

/// Empareja los nodos de la persona con los del curso por lo que dicen y por su sitio en el
/// grafo.
///
/// 1. Cada par (nodo de la persona, nodo del curso) tiene un parecido de texto
///    (`LabelSimilarity`, de 0 a 1000). Son candidatos los pares que llegan a
///    `candidateFloor` y a la mitad del mejor parecido de ese nodo de la persona: así un
///    nodo claro no se va a otro sitio cuando el suyo ya está ocupado. Un nodo sin
///    candidatos no se parece a ninguno: es desconocido.
/// 2. Por turnos se empareja el candidato de más prioridad: su parecido, más
///    `edgeWeight` por cada arista con un vecino ya emparejado que el curso también tiene
///    (el doble si la etiqueta coincide), más un poco si tiene tantas salidas y entradas
///    como el nodo del curso; a igualdad, el menos ambiguo (el que tiene menos parejas igual
///    de parecidas: los textos repetidos esperan a que la estructura los desempate), el que
///    tiene el mismo id y el que sale antes en el texto. Emparejar un nodo solo sube la
///    prioridad de los candidatos vecinos, así que basta una cola con prioridad y el
///    trabajo crece con nodos × nodos del curso más aristas × candidatos, nunca de forma
///    exponencial.
/// 3. Una pareja con un parecido por debajo de `sureThreshold` es «casi»: cuenta para las
///    aristas, pero se le dice a la persona cómo se ha entendido ese nodo.
///
/// Un diagrama comparado consigo mismo queda emparejado nodo a nodo: cada nodo tiene el
/// parecido máximo consigo mismo, la mayor estructura posible, la misma ambigüedad que
/// con otro nodo de su mismo texto y el mismo id.
struct NodeMatching {
  /// Parecido mínimo para ser candidato.
  static let candidateFloor = 250
  /// Parecido desde el que una pareja no necesita aviso.
  static let sureThreshold = 600
  /// Lo que suma cada arista con un vecino ya emparejado que el curso también tiene.
  static let edgeWeight = 60

  /// Para cada nodo de la persona (por posición), el nodo del curso (por posición).
  private(set) var assigned: [Int?]
  /// Para cada nodo de la persona emparejado, si fue «casi».
  private(set) var isNear: [Bool]
  /// Lo que se sabe de un nodo de la persona que se quedó sin pareja porque el nodo del
  /// curso al que se parece ya la tiene.
  enum Leftover: Equatable {
    /// Se parece tanto como para ser una pareja segura: repite ese nodo del curso, y sus
    /// aristas cuentan como suyas.
    case repeats(Int)
    /// Se parece algo, no lo bastante: sobra.
    case resembles(Int)
  }

  /// Los nodos de la persona sin pareja que se parecen a un nodo del curso que ya tiene
  /// otro, por posición.
  private(set) var leftovers: [Int: Leftover] = [:]
  /// Lo mismo que `assigned`, por ids.
  let matchesByID: [String: String]
  /// Cuántos pasos dio el emparejamiento (parecidos calculados, entradas de la cola y
  /// actualizaciones): lo que miden las pruebas para asegurar que no crece de más.
  private(set) var work = 0

  private struct Candidate {
    var learner: Int
    var reference: Int
    var text: Int
    var base: Int
    var support = 0
    /// Cuántas parejas igual de parecidas tienen sus dos nodos (menos, más clara).
    var ambiguity = 0
    var sameID: Bool
    var priority: Int { base + support * NodeMatching.edgeWeight }
  }

  init(learner: Flowchart, reference: Flowchart) {
    let graph = MatchingGraphs(learner: learner, reference: reference)
    var candidates: [Candidate] = []
    var byLearner = [[Int]](repeating: [], count: learner.nodes.count)
    var similarity = LabelSimilarity(reference: reference)
    var cache: [String: [Int]] = [:]
    for (index, node) in learner.nodes.enumerated() {
      let key = node.label == node.id ? "#" + node.label : "[" + node.label
      let scores = cache[key] ?? similarity.scores(for: node)
      cache[key] = scores
      work += scores.count
      let best = scores.max() ?? 0
      guard best >= Self.candidateFloor else { continue }
      for (target, score) in scores.enumerated()
      where score >= Self.candidateFloor && score * 2 >= best {
        byLearner[index].append(candidates.count)
        candidates.append(
          Candidate(
            learner: index, reference: target, text: score,
            base: score + graph.degreeBonus(learner: index, reference: target),
            sameID: node.id == reference.nodes[target].id))
      }
    }

    var perLearner: [Int: [Int: Int]] = [:]
    var perReference: [Int: [Int: Int]] = [:]
    for candidate in candidates {
      perLearner[candidate.learner, default: [:]][candidate.text, default: 0] += 1
      perReference[candidate.reference, default: [:]][candidate.text, default: 0] += 1
    }
    for index in candidates.indices {
      let candidate = candidates[index]
      candidates[index].ambiguity =
        (perLearner[candidate.learner]?[candidate.text] ?? 0)
        + (perReference[candidate.reference]?[candidate.text] ?? 0)
    }

    var queue = PriorityQueue<Entry>()
    for (index, candidate) in candidates.enumerated() {
      queue.push(Entry(candidate: index, of: candidate))
    }
    var assigned = [Int?](repeating: nil, count: learner.nodes.count)
    var taken = [Bool](repeating: false, count: reference.nodes.count)
    while let entry = queue.pop() {
      work += 1
      let chosen = candidates[entry.candidate]
      guard assigned[chosen.learner] == nil, !taken[chosen.reference],
        entry.priority == chosen.priority
      else { continue }
      assigned[chosen.learner] = chosen.reference
      taken[chosen.reference] = true
      // Los candidatos vecinos ganan estructura.
      for link in graph.links(of: chosen.learner) where assigned[link.neighbour] == nil {
        for index in byLearner[link.neighbour] where !taken[candidates[index].reference] {
          work += 1
          let other = candidates[index].reference
          let gain =
            link.isOutgoing
            ? graph.support(from: chosen.reference, to: other, label: link.label)
            : graph.support(from: other, to: chosen.reference, label: link.label)
          guard gain > 0 else { continue }
          candidates[index].support += gain
          queue.push(Entry(candidate: index, of: candidates[index]))
        }
      }
    }

    var isNear = [Bool](repeating: false, count: learner.nodes.count)
    var textOf: [Int: Int] = [:]
    for candidate in candidates where assigned[candidate.learner] == candidate.reference {
      textOf[candidate.learner] = candidate.text
    }
    for (index, target) in assigned.enumerated() where target != nil {
      isNear[index] = (textOf[index] ?? 0) < Self.sureThreshold
    }
    for (index, list) in byLearner.enumerated() where assigned[index] == nil && !list.isEmpty {
      let best = candidates[list.max { candidates[$0].text < candidates[$1].text } ?? list[0]]
      leftovers[index] =
        best.text >= Self.sureThreshold ? .repeats(best.reference) : .resembles(best.reference)
    }
    self.assigned = assigned
    self.isNear = isNear
    var byID: [String: String] = [:]
    for (index, target) in assigned.enumerated() {
      if let target { byID[learner.nodes[index].id] = reference.nodes[target].id }
    }
    matchesByID = byID
  }

  /// El nodo del curso por el que cuentan las aristas del nodo `learner` de la persona: su
  /// pareja o el que repite.
  func target(of learner: Int) -> Int? {
    if let target = assigned[learner] { return target }
    if case .repeats(let target) = leftovers[learner] { return target }
    return nil
  }

  /// Una entrada de la cola: la prioridad que tenía el candidato al entrar.
  private struct Entry: Comparable {
    var candidate: Int
    var priority: Int
    var ambiguity: Int
    var sameID: Bool
    var learner: Int
    var reference: Int

    init(candidate: Int, of value: Candidate) {
      self.candidate = candidate
      priority = value.priority
      ambiguity = value.ambiguity
      sameID = value.sameID
      learner = value.learner
      reference = value.reference
    }

    /// `a < b` si `a` va antes: más prioridad, menos ambigua, mismo id, antes en el texto.
    static func < (a: Entry, b: Entry) -> Bool {
      (-a.priority, a.ambiguity, a.sameID ? 0 : 1, a.learner, a.reference)
        < (-b.priority, b.ambiguity, b.sameID ? 0 : 1, b.learner, b.reference)
    }
  }
}

/// Las aristas de los dos diagramas, por posición de nodo, para medir la estructura.
private struct MatchingGraphs {
  struct Link {
    var neighbour: Int
    var label: String?
    /// Si la arista sale del nodo (si no, llega a él).
    var isOutgoing: Bool
  }

  private var links: [[Link]]
  private var learnerDegrees: [(out: Int, in: Int)]
  private var referenceDegrees: [(out: Int, in: Int)]
  /// Las etiquetas de las aristas del curso, por `origen * nodos + destino`.
  private var referenceEdges: [Int: [String?]] = [:]
  private let width: Int

  init(learner: Flowchart, reference: Flowchart) {
    let learnerIndex = Self.index(learner)
    links = Array(repeating: [], count: learner.nodes.count)
    learnerDegrees = Array(repeating: (0, 0), count: learner.nodes.count)
    for edge in learner.edges {
      guard let from = learnerIndex[edge.from], let to = learnerIndex[edge.to] else { continue }
      links[from].append(Link(neighbour: to, label: edge.label, isOutgoing: true))
      links[to].append(Link(neighbour: from, label: edge.label, isOutgoing: false))
      learnerDegrees[from].out += 1
      learnerDegrees[to].in += 1
    }
    let referenceIndex = Self.index(reference)
    width = reference.nodes.count
    referenceDegrees = Array(repeating: (0, 0), count: reference.nodes.count)
    for edge in reference.edges {
      guard let from = referenceIndex[edge.from], let to = referenceIndex[edge.to] else {
        continue
      }
      referenceEdges[from * width + to, default: []].append(edge.label)
      referenceDegrees[from].out += 1
      referenceDegrees[to].in += 1
    }
  }

  static func index(_ chart: Flowchart) -> [String: Int] {
    Dictionary(chart.nodes.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
  }

  func links(of node: Int) -> [Link] { links[node] }

  /// 2 si el curso tiene la arista `from → to` con esa etiqueta, 1 si la tiene con otra y 0
  /// si no la tiene.
  func support(from: Int, to: Int, label: String?) -> Int {
    guard let labels = referenceEdges[from * width + to] else { return 0 }
    return labels.contains { FlowchartDiff.labelsMatch(label, $0) } ? 2 : 1
  }

  /// Un poco de prioridad si el nodo de la persona tiene tantas salidas (25) y entradas (15)
  /// como el del curso.
  func degreeBonus(learner: Int, reference: Int) -> Int {
    let a = learnerDegrees[learner]
    let b = referenceDegrees[reference]
    return (a.out == b.out ? 25 : 0) + (a.in == b.in ? 15 : 0)
  }
}

/// Un montículo binario: `pop` da el menor elemento.
private struct PriorityQueue<Element: Comparable> {
  private var items: [Element] = []

  mutating func push(_ item: Element) {
    items.append(item)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[child] < items[parent] else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> Element? {
    guard let first = items.first else { return nil }
    let last = items.removeLast()
    guard !items.isEmpty else { return first }
    items[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count, items[left] < items[smallest] { smallest = left }
      if right < items.count, items[right] < items[smallest] { smallest = right }
      guard smallest != parent else { return first }
      items.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
