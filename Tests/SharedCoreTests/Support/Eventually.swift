import Foundation

/// Espera a que `condition` se cumpla, mirando cada 10 ms, hasta `timeout`.
///
/// Sirve para lo que llega de otro hilo o de otro proceso; el plazo es holgado a propósito
/// (no es una medida de tiempo: eso va en los benchmarks).
func eventually(
  timeout: Duration = .seconds(10), _ condition: @Sendable () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while clock.now < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(10))
  }
  return condition()
}
