#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// El candado de una caja raíz: un `pthread_mutex_t` recursivo.
///
/// Es recursivo, como el `NSRecursiveLock` de swift-sharing, porque el cuerpo de un
/// `withLock` puede volver a la misma caja en el mismo hilo sin saberlo:
/// `$contador.withLock { $0 = contador + 1 }` lee `wrappedValue` dentro de la sección
/// crítica, y dos `withLock` de la misma caja pueden anidarse a través de un miembro
/// derivado. Con un candado normal cualquiera de esos bloquearía el hilo para siempre.
/// Como lo resuelve el propio candado, nadie más tiene que saber qué hilo lo tiene.
///
/// Es un `pthread_mutex_t` para que ThreadSanitizer lo entienda: intercepta
/// `pthread_mutex_lock` y `pthread_mutex_unlock`, así que `scripts/pruebas-hilos` prueba
/// este mismo candado, el que se distribuye. (El `Mutex` de Synchronization espera con
/// futex dentro de la biblioteca, que TSan no ve, e informa de carreras que no existen.)
/// Tampoco cuesta más: sin contención, en tres ejecuciones de `SharedCoreBenchmarks shared`
/// con la máquina cargada, el `pthread_mutex_t` recursivo desnudo costó 0,51–0,63× un
/// `Mutex` desnudo (fila «pthread_mutex recursivo»), y `Shared.withLock` con él 0,62–0,67×
/// (la tabla está en la nota del issue 15). En instrucciones cuesta más (unas 70 por tomarlo
/// y soltarlo, frente a 11 del `Mutex`: `contar-instrucciones.sh`), pero lo que pesa son los
/// dos atómicos que hacen los dos.
///
/// El `pthread_mutex_t` vive en memoria propia, reservada aquí: un candado de pthread no
/// puede cambiar de dirección, y la de una propiedad almacenada no está garantizada.
@usableFromInline
struct BoxLock: ~Copyable, @unchecked Sendable {
  @usableFromInline let handle: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    handle = .allocate(capacity: 1)
    handle.initialize(to: pthread_mutex_t())
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(handle, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(handle)
    handle.deinitialize(count: 1)
    handle.deallocate()
  }

  /// Ejecuta `body` con el candado tomado (una vuelta más si este hilo ya lo tenía) y
  /// devuelve su resultado; lo suelta también si `body` lanza.
  @inlinable @inline(__always)
  func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    pthread_mutex_lock(handle)
    defer { pthread_mutex_unlock(handle) }
    return try body()
  }
}
