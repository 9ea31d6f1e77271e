import Flowchart
import Lessons
import Support

/// Cuánto se parece el texto de un nodo de la persona al de cada nodo del curso, de 0 a
/// 1000.
///
/// - 1000 si los dos textos son iguales tras plegar (`TextFolding.fold`), o si la persona
///   escribió el nodo sin texto y su id es el del nodo del curso (el enunciado los da).
/// - Si no, la media armónica (F1) de dos proporciones sobre las palabras con significado
///   (`SpanishWords.stems`):
///   - cuánto del nodo del curso está en el de la persona, pesando cada palabra por lo rara
///     que es en el diagrama («dato» pesa la mitad si sale en dos nodos);
///   - cuánto de lo que escribió la persona está en el nodo del curso; una palabra que no
///     está cuenta la mitad, porque quien parafrasea añade palabras.
///
/// Una palabra parecida (otra terminación, una errata) vale 0,8 de una igual.
///
/// ```swift
/// let similarity = LabelSimilarity(reference: course)
/// similarity.scores(for: node)  // [1000, 140, 0, …]: uno por nodo del curso
/// ```
struct LabelSimilarity {
  private let folded: [String]
  private let ids: [String]
  /// Las palabras de todos los nodos del curso, sin repetir.
  private let vocabulary: [SpanishWords.Word]
  /// Las palabras de cada nodo del curso (posiciones en `vocabulary`) y su peso.
  private let words: [[Int]]
  private let weights: [[Double]]
  /// El parecido de cada palabra de la persona ya vista con cada una de `vocabulary`.
  private var rows: [String: [Double]] = [:]

  /// Los textos del diagrama `reference`, ya preparados.
  init(reference: Flowchart) {
    folded = reference.nodes.map { TextFolding.fold($0.label) }
    ids = reference.nodes.map { TextFolding.fold($0.id) }
    let stems = reference.nodes.map { Array(Set(SpanishWords.stems($0.label))).sorted() }
    let unique = Array(Set(stems.joined())).sorted()
    vocabulary = unique.map(SpanishWords.Word.init)
    let position = Dictionary(uniqueKeysWithValues: unique.enumerated().map { ($1, $0) })
    words = stems.map { $0.compactMap { position[$0] } }
    var frequency: [String: Int] = [:]
    for list in stems {
      for word in list { frequency[word, default: 0] += 1 }
    }
    weights = stems.map { list in list.map { 1 / Double(frequency[$0] ?? 1) } }
  }

  /// El parecido de `node` con cada nodo del curso, en su orden.
  mutating func scores(for node: Flowchart.Node) -> [Int] {
    let text = TextFolding.fold(node.label)
    let bareID = node.label == node.id ? TextFolding.fold(node.id) : nil
    var learnerRows: [[Double]] = []
    for word in SpanishWords.stems(node.label) { learnerRows.append(row(word)) }
    return folded.indices.map { index in
      if text == folded[index] || bareID == ids[index] { return 1000 }
      return Int((overlap(learnerRows, index) * 1000).rounded(.down))
    }
  }

  /// El parecido de la palabra `word` de la persona con cada palabra del curso.
  private mutating func row(_ word: String) -> [Double] {
    if let known = rows[word] { return known }
    let prepared = SpanishWords.Word(word)
    let row = vocabulary.map { SpanishWords.similarity(prepared, $0) }
    rows[word] = row
    return row
  }

  /// F1 entre las palabras de la persona (sus filas de parecido) y las del nodo `index`.
  private func overlap(_ learner: [[Double]], _ index: Int) -> Double {
    let target = words[index]
    guard !learner.isEmpty, !target.isEmpty else { return 0 }
    var covered = 0.0
    var total = 0.0
    for (word, weight) in zip(target, weights[index]) {
      covered += weight * (learner.map { $0[word] }.max() ?? 0)
      total += weight
    }
    let recall = covered / total
    var matched = 0.0
    var unmatched = 0.0
    for row in learner {
      let best = target.map { row[$0] }.max() ?? 0
      matched += best
      unmatched += 1 - best
    }
    let precision = matched / (matched + unmatched / 2)
    guard recall + precision > 0 else { return 0 }
    return 2 * precision * recall / (precision + recall)
  }
}
