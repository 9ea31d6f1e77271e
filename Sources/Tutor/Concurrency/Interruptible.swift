/// Un trabajo asíncrono que Ctrl-C puede cancelar (la espera de una comprobación en el
/// tutor o en `vigilar`).
enum Interruptible {
  /// El resultado de `operation`, o `nil` si llega un Ctrl-C antes. Un Ctrl-C cancela la
  /// tarea (el corrector de código mata entonces al compilador o al programa con todo su
  /// árbol de procesos, en vez de dejarlos ocupando un núcleo hasta su límite) y se espera a
  /// que termine: al volver, no queda nada suyo en marcha.
  ///
  /// Mientras tanto mira cada 50 ms si `Signals` anotó un Ctrl-C: el manejador de la señal
  /// solo puede dejar la marca.
  static func result<T: Sendable>(
    of operation: @escaping @Sendable () async -> T
  ) async -> T? {
    await withTaskGroup(of: Finish<T>.self) { group in
      group.addTask { .done(await operation()) }
      group.addTask {
        while !Task.isCancelled {
          if Signals.takeInterrupt() { return .interrupted }
          try? await Task.sleep(for: .milliseconds(50))
        }
        return .interrupted
      }
      let first = await group.next()
      group.cancelAll()
      guard case .done(let value)? = first else { return nil }
      return value
    }
  }

  private enum Finish<Value: Sendable>: Sendable {
    case done(Value)
    case interrupted
  }
}
