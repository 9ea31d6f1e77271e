import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Un aviso de cancelación para los procesos de una comprobación: al cancelarlo se mata en
/// ese mismo momento (`SIGKILL` a cada grupo de procesos) todo lo que esté en marcha, y lo
/// que se lance después muere nada más nacer.
///
/// `CodeRunner` crea uno por comprobación y lo cancela cuando se cancela la tarea que la
/// espera; no hace falta usarlo a mano:
///
/// ```swift
/// let tarea = Task { await runner.check(entrega) }
/// tarea.cancel()   // el compilador o el programa mueren ya, con todos sus hijos
/// ```
public final class ProcessCancellation: Sendable {
  private struct State {
    var cancelled = false
    var groups: Set<pid_t> = []
  }

  private let state = Mutex(State())

  /// Crea un aviso sin cancelar.
  public init() {}

  /// Si ya se canceló.
  public var isCancelled: Bool { state.withLock { $0.cancelled } }

  /// Cancela: mata cada grupo de procesos registrado.
  public func cancel() {
    let groups = state.withLock { state -> Set<pid_t> in
      state.cancelled = true
      return state.groups
    }
    for group in groups { killpg(group, SIGKILL) }
  }

  /// Anota el grupo de un proceso recién lanzado; si ya se había cancelado, lo mata.
  func register(_ group: pid_t) {
    let cancelled = state.withLock { state -> Bool in
      state.groups.insert(group)
      return state.cancelled
    }
    if cancelled { killpg(group, SIGKILL) }
  }

  /// Olvida el grupo (su proceso ya se recogió con `waitpid`).
  func unregister(_ group: pid_t) {
    _ = state.withLock { $0.groups.remove(group) }
  }
}
