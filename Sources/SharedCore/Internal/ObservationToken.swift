import Observation
import Synchronization

/// El sujeto observable de una caja raíz: una sola ruta fija, resuelta una vez.
///
/// Las lecturas se registran con `access` y las escrituras avisan con `notify` solo si
/// alguien leyó desde el último aviso (lo dice `armed`, que vive en la caja para que el
/// camino caliente de `withLock` no toque este objeto): un rastreo de
/// `withObservationTracking` es de un solo disparo y se registra leyendo, así que una
/// escritura sin lectura previa no tiene a quién avisar y no paga el registrador.
///
/// Límite conocido: si un rastreo lee la caja y otra hebra escribe antes de que
/// `withObservationTracking` termine de instalarlo, ese rastreo no verá escrituras
/// posteriores hasta la próxima lectura (la misma ventana existe en Observation para la
/// escritura concurrente en sí).
@usableFromInline
final class ObservationToken: Observable, @unchecked Sendable {
  @usableFromInline let registrar = ObservationRegistrar()
  /// La ruta que se registra, guardada en cada sujeto: leerla es una carga de memoria, y
  /// no el acceso perezoso a una variable global en cada lectura de la caja.
  @usableFromInline let keyPath: KeyPath<ObservationToken, Int> = \.version
  @usableFromInline var version: Int { 0 }

  @usableFromInline init() {}

  /// Registra una lectura en el rastreo activo, si lo hay.
  @inlinable
  func access() {
    registrar.access(self, keyPath: keyPath)
  }

  /// Avisa a quien esté rastreando. Se llama fuera del candado de la caja.
  @usableFromInline
  func notifyObservers() {
    registrar.willSet(self, keyPath: keyPath)
    registrar.didSet(self, keyPath: keyPath)
  }
}
