/// Sugerencias por distancia de edición para palabras mal escritas.
enum Suggestion {
  /// La palabra de `candidates` más cercana a `word`, si está a una distancia razonable.
  ///
  /// ```swift
  /// Suggestion.closest(to: "--verison", among: ["--version", "--help"])  // "--version"
  /// ```
  static func closest(to word: String, among candidates: [String]) -> String? {
    let limit = max(1, word.count / 3)
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word, candidate)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.word
  }

  /// Distancia de edición entre dos cadenas, por caracteres: inserciones, borrados,
  /// sustituciones y trasposiciones de dos letras vecinas («lsita» está a 1 de «lista»).
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
