import Dispatch
import Foundation
import Synchronization

/// Algo que acumula una escritura pendiente (un archivo, una suite de `UserDefaults`) y
/// sabe volcarla.
protocol PendingWriteTarget: AnyObject, Sendable {
  /// Escribe lo pendiente, si hay algo. Se puede llamar desde cualquier hilo y varias
  /// veces: sin nada pendiente no hace nada.
  func flushPendingWrite()
}

/// Agrupa ráfagas de escrituras: la primera programa un volcado al cabo de `delay`, y las
/// que llegan mientras tanto solo sustituyen el valor pendiente. Al salir el proceso con
/// normalidad (`exit`, o volver de `main`) se vuelca todo lo pendiente.
///
/// Así 10 000 mutaciones seguidas cuestan unas pocas escrituras en disco, y ninguna se
/// pierde al terminar.
enum WriteCoalescer {
  /// Lo que se espera desde la primera escritura de una ráfaga hasta volcarla: 100 ms, o
  /// los milisegundos de `SHAREDCORE_WRITE_DELAY_MS` (las pruebas lo alargan para
  /// demostrar que lo pendiente se escribe al salir y no antes).
  static let delay: DispatchTimeInterval = {
    let text = ProcessInfo.processInfo.environment["SHAREDCORE_WRITE_DELAY_MS"] ?? ""
    if let milliseconds = Int(text), milliseconds >= 0 { return .milliseconds(milliseconds) }
    return .milliseconds(100)
  }()

  /// La cola de los volcados. Interna (no privada) para que una prueba la pueda suspender
  /// y dejar así una escritura pendiente de verdad, sin depender del reloj.
  static let queue = DispatchQueue(label: "SharedCore.escrituras")
  private static let scheduled = Locked<[ObjectIdentifier: any PendingWriteTarget]>([:])
  private static let cleanups = Locked<[@Sendable () -> Void]>([])

  /// Instala una sola vez el gancho de salida.
  private static let exitHook: Void = {
    atexit { WriteCoalescer.runExitHook() }
  }()

  /// Programa el volcado de `target` si no lo estaba ya.
  static func schedule(_ target: any PendingWriteTarget) {
    _ = exitHook
    let id = ObjectIdentifier(target)
    let isNew = scheduled.withLock { scheduled in
      guard scheduled[id] == nil else { return false }
      scheduled[id] = target
      return true
    }
    guard isNew else { return }
    queue.asyncAfter(deadline: .now() + delay) {
      _ = scheduled.withLock { $0.removeValue(forKey: id) }
      target.flushPendingWrite()
    }
  }

  /// Vuelca ya todo lo pendiente, esperando antes a un volcado que esté en curso.
  static func flushAll() {
    queue.sync {
      let targets = scheduled.withLock { scheduled in
        defer { scheduled.removeAll() }
        return Array(scheduled.values)
      }
      for target in targets { target.flushPendingWrite() }
    }
  }

  /// Registra algo que hacer al salir, después del último volcado (borrar las suites
  /// temporales de las pruebas, por ejemplo).
  static func atExit(_ cleanup: @escaping @Sendable () -> Void) {
    _ = exitHook
    cleanups.withLock { $0.append(cleanup) }
  }

  private static func runExitHook() {
    flushAll()
    for cleanup in cleanups.withLock({ $0 }) { cleanup() }
  }
}
