#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// El candado del motor para todo lo que no es una caja: un `pthread_mutex_t` normal.
///
/// No es el `Mutex` de Synchronization a propósito: en Linux ese usa futex directamente y
/// ThreadSanitizer no lo entiende (informa de carreras dentro de `Mutex.withLock` que no
/// existen), mientras que intercepta `pthread_mutex_lock`. Así, lo que corre bajo TSan en
/// `scripts/pruebas-hilos` es exactamente el candado que se distribuye. Sin contención
/// cuesta 9,5–10,5 ns frente a los 11 ns de `Mutex` en una máquina tranquila, y 1,2–1,9×
/// `Mutex` con la máquina cargada (la fila «pthread_mutex normal» de
/// `SharedCoreBenchmarks`): llama a glibc en vez de hacer el futex en línea.
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

/// Un `pthread_mutex_t` normal (no recursivo) en memoria propia, que no se mueve.
@usableFromInline
struct PThreadMutex: @unchecked Sendable {
  @usableFromInline let handle: UnsafeMutablePointer<pthread_mutex_t>

  /// Crea el candado; hay que llamar a `destroy()` una vez, cuando ya nadie lo use.
  init() {
    handle = .allocate(capacity: 1)
    handle.initialize(to: pthread_mutex_t())
    pthread_mutex_init(handle, nil)
  }

  @inlinable @inline(__always)
  func lock() { pthread_mutex_lock(handle) }

  @inlinable @inline(__always)
  func unlock() { pthread_mutex_unlock(handle) }

  func destroy() {
    pthread_mutex_destroy(handle)
    handle.deinitialize(count: 1)
    handle.deallocate()
  }
}

/// El hilo actual, como número (0 no es nunca un hilo).
@inlinable @inline(__always)
func currentThreadID() -> UInt {
  #if canImport(Glibc)
    return UInt(pthread_self())
  #else
    return UInt(bitPattern: pthread_self())
  #endif
}
