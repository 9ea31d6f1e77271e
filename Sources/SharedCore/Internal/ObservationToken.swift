import Observation
import Synchronization

/// El sujeto observable de una caja raíz: una sola ruta fija, resuelta una vez.
///
/// Las lecturas se registran con `access` y las escrituras avisan con `willSet`/`didSet`
/// solo si alguien leyó desde el último aviso: un rastreo de `withObservationTracking`
/// es de un solo disparo y se registra leyendo, así que una escritura sin lectura previa
/// no tiene a quién avisar y no paga el coste del registrador.
final class ObservationToken: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private let armed = Atomic<Bool>(false)
  nonisolated(unsafe) private static let keyPath: KeyPath<ObservationToken, Int> = \.version
  private var version: Int { 0 }

  /// Registra una lectura en el rastreo activo, si lo hay.
  @inline(__always)
  func access() {
    if !armed.load(ordering: .relaxed) {
      armed.store(true, ordering: .releasing)
    }
    registrar.access(self, keyPath: Self.keyPath)
  }

  /// Avisa a quien haya leído desde el último aviso. Se llama fuera del candado.
  @inline(__always)
  func notify() {
    guard armed.load(ordering: .relaxed) else { return }
    armed.store(false, ordering: .relaxed)
    registrar.willSet(self, keyPath: Self.keyPath)
    registrar.didSet(self, keyPath: Self.keyPath)
  }
}
