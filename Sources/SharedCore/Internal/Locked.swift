#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// El candado del motor para todo lo que no es una caja: un `pthread_mutex_t` normal.
///
/// (Las cajas llevan el suyo, `BoxLock`: recursivo, con el dueño en un atómico, y que solo
/// usa un `pthread_mutex_t` para dormir cuando hay contención.)
///
/// Un candado sin valor es un `PlainLock`, no un `Locked<Void>`: con un `Value` de tamaño cero,
/// ThreadSanitizer informa de carreras que no existen (ver `PlainLock`).
///
/// No es el `Mutex` de Synchronization a propósito: en Linux ese usa futex directamente y
/// ThreadSanitizer no lo entiende (informa de carreras dentro de `Mutex.withLock` que no
/// existen), mientras que intercepta `pthread_mutex_lock`. Así, lo que corre bajo TSan en
/// `scripts/pruebas-hilos` es exactamente el candado que se distribuye. Sin contención
/// cuesta 9,5–10,5 ns frente a los 11 ns de `Mutex` en una máquina tranquila, y con la
/// máquina cargada 1,2–1,9× `Mutex` unos días y 0,39–0,44× otros (la fila «pthread_mutex
/// normal» de `SharedCoreBenchmarks`): llama a glibc en vez de hacer el futex en línea.
@usableFromInline
final class Locked<Value>: @unchecked Sendable {
  @usableFromInline let handle: UnsafeMutablePointer<pthread_mutex_t>
  /// Solo se toca con `handle` tomado.
  @usableFromInline var value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
    handle = .allocate(capacity: 1)
    handle.initialize(to: pthread_mutex_t())
    pthread_mutex_init(handle, nil)
  }

  deinit {
    pthread_mutex_destroy(handle)
    handle.deinitialize(count: 1)
    handle.deallocate()
  }

  /// Ejecuta `body` con el candado tomado y devuelve su resultado.
  @inlinable
  func withLock<Result, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
    pthread_mutex_lock(handle)
    defer { pthread_mutex_unlock(handle) }
    return try body(&value)
  }
}
