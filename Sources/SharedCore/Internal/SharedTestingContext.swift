import Synchronization

/// Estado de prueba del hilo actual, que solo consultan las cajas seguidas por un `TestStore`.
@usableFromInline
enum SharedTestingContext {
  enum Mode: Sendable {
    /// El `TestStore` evalúa la clausura de estado esperado: escribir toca la instantánea.
    case asserting
    /// El `TestStore` compara esperado (izquierda) con real (derecha).
    case comparing
  }

  /// El modo activo, si un `TestStore` está comprobando.
  @TaskLocal static var mode: Mode?
  /// Si escribe el store (su reducer o sus efectos), cuyos cambios hay que afirmar.
  @TaskLocal static var isStoreWrite = false
  /// El `TestStore` que sigue las cajas que escriben su reducer, sus efectos o la
  /// clausura de lo esperado (una caja empieza a seguirse en su primera escritura así).
  @TaskLocal static var tracker: SharedChangeTracker?

  /// Cuántos `TestStore` hay vivos en el proceso: sin ninguno, escribir en una caja no
  /// consulta `tracker` (y no paga la lectura de un valor de tarea).
  @usableFromInline static let activeTrackers = TrackerCount()

  static var hasActiveTrackers: Bool { activeTrackers.isPositive }
}

/// Un contador compartido por todo el proceso. Cada caja guarda una referencia al de
/// `SharedTestingContext.activeTrackers` al crearse, para que su `withLock` lo lea con una
/// carga de memoria en vez de pasar cada vez por el acceso perezoso a la variable global.
@usableFromInline
final class TrackerCount: Sendable {
  @usableFromInline let count = Atomic<Int>(0)

  init() {}

  @inlinable var isPositive: Bool { count.load(ordering: .relaxed) > 0 }
}
