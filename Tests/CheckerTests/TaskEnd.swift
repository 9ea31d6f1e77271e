import Synchronization

/// La marca de que una tarea de prueba terminó (la pone ella misma al acabar), para esperar
/// algo de ella sin plazo corto (`waitUntil(_:orEnd:)`).
///
/// ```swift
/// let end = TaskEnd()
/// let task = Task { defer { end.mark() }; return await runner.check(entrega) }
/// let seen = try await TaskEnd.waitUntil({ !procesos().isEmpty }, orEnd: end)
/// ```
final class TaskEnd: Sendable {
  private let value = Mutex(false)

  /// Si ya terminó.
  var happened: Bool { value.withLock { $0 } }

  /// Anota que terminó.
  func mark() { value.withLock { $0 = true } }

  /// Espera, mirando cada 100 ms, a que `condition` se cumpla o a que la tarea de `end`
  /// termine, y dice si se cumplió. Sin plazo corto: con la máquina cargada, compilar antes
  /// de que arranque el programa lleva minutos, y un plazo de un minuto hacía fallar la
  /// prueba. Solo a los 600 s deja de esperar, para no colgar la suite.
  static func waitUntil(_ condition: () -> Bool, orEnd end: TaskEnd) async throws -> Bool {
    for _ in 0..<6000 {
      if condition() { return true }
      if end.happened { return condition() }
      try await Task.sleep(for: .milliseconds(100))
    }
    return condition()
  }
}
