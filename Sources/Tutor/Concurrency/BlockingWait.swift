import Foundation
import Synchronization

/// Espera, desde código síncrono (la orden o el bucle del tutor), a un trabajo asíncrono.
enum BlockingWait {
  /// El resultado de `operation`, esperando lo que haga falta.
  static func result<T: Sendable>(of operation: @escaping @Sendable () async -> T) -> T {
    let box = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      let value = await operation()
      box.withLock { $0 = value }
      done.signal()
    }
    done.wait()
    return box.withLock { $0 } ?? fatalValue()
  }

  /// El resultado de `operation`, o `nil` si llega un Ctrl-C antes. Un Ctrl-C cancela la
  /// tarea: el corrector de código mata entonces al compilador o al programa con todo su
  /// árbol de procesos, en vez de dejarlos ocupando un núcleo hasta su límite.
  static func resultUnlessInterrupted<T: Sendable>(
    of operation: @escaping @Sendable () async -> T
  ) -> T? {
    let box = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let task = Task.detached {
      let value = await operation()
      box.withLock { $0 = value }
      done.signal()
    }
    while done.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
      if Signals.takeInterrupt() {
        task.cancel()
        return nil
      }
    }
    return box.withLock { $0 }
  }

  private static func fatalValue<T>() -> T {
    preconditionFailure("la tarea terminó sin resultado")
  }
}
