/// Un `map` en paralelo acotado que conserva el orden de la entrada.
///
/// ```swift
/// let longitudes = await Concurrently.map(["a", "bc"], limit: 2) { $0.count }  // [1, 2]
/// ```
public enum Concurrently {
  /// `transform` aplicado a cada elemento, como mucho `limit` a la vez; los resultados, en
  /// orden.
  public static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], limit: Int, _ transform: @escaping @Sendable (Element) async -> Result
  ) async -> [Result] {
    var results = [Result?](repeating: nil, count: elements.count)
    await withTaskGroup(of: (Int, Result).self) { group in
      var next = 0
      func launch() {
        guard next < elements.count else { return }
        let index = next
        let element = elements[index]
        next += 1
        group.addTask { (index, await transform(element)) }
      }
      for _ in 0..<max(1, limit) { launch() }
      for await (index, result) in group {
        results[index] = result
        launch()
      }
    }
    return results.compactMap { $0 }
  }
}
