/// Distancia de edición entre textos (Damerau–Levenshtein restringida: insertar, borrar,
/// cambiar o trasponer dos letras vecinas cuesta 1), y sugerencias basadas en ella.
///
/// ```swift
/// EditDistance.between("wtihlock", "withlock")                   // 1
/// EditDistance.suggestion(for: "eleccon", among: ["eleccion"])   // "eleccion"
/// ```
public enum EditDistance {
  /// La distancia entre `a` y `b`, por caracteres.
  public static func between(_ a: String, _ b: String) -> Int {
    between(Array(a.unicodeScalars), Array(b.unicodeScalars))
  }

  /// La distancia entre dos secuencias.
  public static func between<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    var beforePrevious = [Int](repeating: 0, count: width)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: width)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, beforePrevious[j - 2] + 1)
        }
        current[j] = best
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }

  /// Cuántas erratas se perdonan en un texto de `length` caracteres: ninguna hasta 3,
  /// una hasta 7, dos hasta 12 y tres a partir de ahí.
  public static func tolerance(forLength length: Int) -> Int {
    switch length {
    case ..<4: 0
    case ..<8: 1
    case ..<13: 2
    default: 3
    }
  }

  /// El candidato más cercano a `word` (comparando plegados), si está dentro de la
  /// tolerancia de su longitud (al menos una errata); `nil` si ninguno se parece.
  public static func suggestion(for word: String, among candidates: [String]) -> String? {
    let folded = TextFolding.fold(word)
    let limit = max(1, tolerance(forLength: folded.count))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = between(folded, TextFolding.fold(candidate))
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }
}
