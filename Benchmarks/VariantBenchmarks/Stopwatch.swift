import Foundation

/// Medir el reloj de pared y escribir las cifras.
enum Stopwatch {
  static func measure<T>(_ body: () throws -> T) rethrows -> (Double, T) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try body()
    return (seconds(clock.now - start), value)
  }

  static func timed<T>(_ body: () async throws -> T) async rethrows -> (Double, T) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try await body()
    return (seconds(clock.now - start), value)
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// Segundos de CPU de este proceso y de los hijos que ya terminaron.
  static func cpu() -> Double {
    var own = rusage()
    var children = rusage()
    getrusage(RUSAGE_SELF.rawValue, &own)
    getrusage(RUSAGE_CHILDREN.rawValue, &children)
    return seconds(own.ru_utime) + seconds(own.ru_stime) + seconds(children.ru_utime)
      + seconds(children.ru_stime)
  }

  static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func seconds(_ value: Double) -> String { String(format: "%.2f", value) }
  static func milli(_ value: Double) -> String { String(format: "%.2f", value * 1000) }
  static func micro(_ value: Double) -> String { String(format: "%.1f", value * 1_000_000) }
  static func ratio(_ a: Double, _ b: Double) -> String {
    b > 0 ? String(format: "%.2f×", a / b) : "—"
  }
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
