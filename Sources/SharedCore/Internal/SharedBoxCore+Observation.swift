import Observation
import Synchronization

/// La caja raíz es el sujeto observable de sí misma, con una sola ruta fija
/// (`observedKeyPath`), resuelta una vez.
///
/// Las lecturas se registran con `access` y las escrituras avisan con `willSet` y `didSet`
/// solo si alguien leyó desde el último aviso (lo dice `armed`): un rastreo de
/// `withObservationTracking` es de un solo disparo y se registra leyendo, así que una
/// escritura sin lectura previa no tiene a quién avisar y no paga el registrador.
///
/// Registrar cada lectura es lo único que una lectura de una caja hace de más frente a la de
/// un `Mutex`: Observation no dice por su API pública si hay un rastreo activo (lo guarda en
/// una variable del hilo que solo lee `ObservationRegistrar.access`), así que cada lectura
/// llama a `access` aunque nadie rastree (ver «Dónde se va el tiempo» en el README).
///
/// Límite conocido: si un rastreo lee la caja y otra hebra escribe antes de que
/// `withObservationTracking` termine de instalarlo, ese rastreo no verá escrituras
/// posteriores hasta la próxima lectura (la misma ventana existe en Observation para la
/// escritura concurrente en sí).
extension SharedBoxCore: Observable {
  /// Lo que nombra `observedKeyPath`; su valor no importa, solo la ruta.
  @usableFromInline var observedVersion: Int { 0 }

  /// Registra una lectura en el rastreo de Observation activo, si lo hay, y deja dicho que
  /// la próxima escritura tiene a quién avisar.
  @inlinable @inline(__always)
  final func registerRead() {
    if !armed.load(ordering: .relaxed) { armed.store(true, ordering: .relaxed) }
    registrar.access(self, keyPath: observedKeyPath)
  }

  /// Avisa a los rastreos de Observation si alguien leyó desde el último aviso. Se llama
  /// ya sin el candado.
  @inlinable @inline(__always)
  final func notify() {
    if armed.load(ordering: .relaxed) { notifyReaders() }
  }

  /// El aviso en sí, fuera de línea: así el camino de una escritura sin lectores queda en
  /// una carga y un salto.
  @usableFromInline @inline(never)
  final func notifyReaders() {
    armed.store(false, ordering: .relaxed)
    registrar.willSet(self, keyPath: observedKeyPath)
    registrar.didSet(self, keyPath: observedKeyPath)
  }
}
