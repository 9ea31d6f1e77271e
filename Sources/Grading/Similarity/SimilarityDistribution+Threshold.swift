extension SimilarityDistribution {
  /// La distribución de `best` (lo que se parece cada alumno a su vecino más parecido) y el
  /// umbral que sale de ella con `settings`.
  init(best: [Double], settings: SimilaritySettings) {
    let sorted = best.sorted()
    students = sorted.count
    quartile1 = Descriptive.round(Self.quantile(sorted, 0.25))
    median = Descriptive.round(Self.quantile(sorted, 0.5))
    quartile3 = Descriptive.round(Self.quantile(sorted, 0.75))
    maximum = Descriptive.round(sorted.last ?? 0)
    switch settings.threshold {
    case .fixed(let value):
      threshold = Descriptive.round(value)
      thresholdSource = "fixed"
    case .auto:
      let fence = quartile3 + settings.fence * (quartile3 - quartile1)
      if sorted.count >= settings.minimumStudentsForFence, fence > settings.floor {
        threshold = Descriptive.round(fence)
        thresholdSource = "fence"
      } else {
        threshold = Descriptive.round(settings.floor)
        thresholdSource = "floor"
      }
    }
  }

  /// El cuantil `p` de unos valores ya ordenados, interpolando entre los dos más cercanos (el
  /// tipo 7 de Hyndman y Fan, el de R y las hojas de cálculo); 0 sin valores.
  static func quantile(_ sorted: [Double], _ p: Double) -> Double {
    guard let first = sorted.first else { return 0 }
    guard sorted.count > 1 else { return first }
    let position = p * Double(sorted.count - 1)
    let low = Int(position.rounded(.down))
    let high = min(sorted.count - 1, low + 1)
    return sorted[low] + (position - Double(low)) * (sorted[high] - sorted[low])
  }
}
