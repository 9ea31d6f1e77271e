extension SimilarityDistribution {
  /// La distribución de `best` (lo que se parece cada alumno a su vecino más parecido) y el
  /// umbral que sale de ella con `settings`.
  init(best: [Double], settings: SimilaritySettings, overall: Bool = false) {
    let floor = overall ? settings.overallFloor : settings.floor
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
      // El mínimo manda siempre: un par por encima se ve aunque muchos copien (entonces la
      // valla sube por encima de todos). La valla de la clase solo añade los pares que están
      // por debajo del mínimo y se salen de lo normal en esa clase; nunca quita ninguno.
      let fence = quartile3 + settings.fence * (quartile3 - quartile1)
      if sorted.count >= settings.minimumStudentsForFence, fence < floor {
        threshold = Descriptive.round(fence)
        thresholdSource = "fence"
      } else {
        threshold = Descriptive.round(floor)
        thresholdSource = "floor"
      }
    }
    self.floor = thresholdSource == "fixed" ? nil : Descriptive.round(floor)
  }

  /// Qué regla señala una puntuación que llega al umbral: `fixed`, `floor` (el mínimo, que
  /// vale siempre) o `fence` (la valla de la clase, por debajo del mínimo).
  func rule(for score: Double) -> String {
    if thresholdSource == "fixed" { return "fixed" }
    return score >= (floor ?? threshold) ? "floor" : "fence"
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
