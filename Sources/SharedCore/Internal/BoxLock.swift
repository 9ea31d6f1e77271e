import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// El candado de una caja raíz: un `Mutex` de Synchronization, el hilo que lo tiene y,
/// por eso mismo, reentrante.
///
/// Es reentrante, como el `NSRecursiveLock` de swift-sharing, porque el cuerpo de un
/// `withLock` puede volver a la misma caja en el mismo hilo sin saberlo:
/// `$contador.withLock { $0 = contador + 1 }` lee `wrappedValue` dentro de la sección
/// crítica, y dos `withLock` de la misma caja pueden anidarse a través de un miembro
/// derivado. Con un candado normal cualquiera de esos bloquearía el hilo para siempre (el
/// `Mutex` de Linux incluso para el programa). Quien llama mira primero `isHeld(by:)`: si
/// este hilo ya lo tiene, entra sin tomarlo.
///
/// Es un `Mutex`, y no un `pthread_mutex_t`, por lo que cuesta: en la misma ejecución de
/// `SharedCoreBenchmarks shared`, un `pthread_mutex_t` normal cuesta 1,4–1,9× un `Mutex` sin
/// contención (fila «pthread_mutex normal»); con él, `Shared.withLock` costaba 3,0–3,4× un
/// `Mutex`, y con este candado 1,6–1,9× (máquina cargada; la tabla está en la nota del
/// issue 15).
///
/// ThreadSanitizer y el `Mutex` de Linux: el `Mutex` espera con futex dentro de la
/// biblioteca, que no está instrumentada, así que, cuando dos hilos se lo disputan, TSan
/// no ve que el segundo entra después de que el primero salga, e informa de una carrera
/// en el valor protegido que no existe. Por eso `owner` hace también de testigo: se lee
/// con orden `acquiring` nada más entrar y se deja a 0 con orden `releasing` justo antes
/// de salir, siempre dentro del `Mutex`. TSan ve ese par de atómicos y con él la relación
/// «sucede antes» que da el candado, y `scripts/pruebas-hilos` prueba así este mismo
/// candado, el que se distribuye. En x86 los dos son movimientos normales; no cuestan
/// nada que se note.
@usableFromInline
struct BoxLock: ~Copyable, Sendable {
  @usableFromInline let mutex = Mutex(())
  /// El hilo que tiene el candado (0 si nadie). Solo puede valer el hilo actual si este
  /// mismo hilo lo escribió, así que leerlo con orden relajado basta.
  @usableFromInline let owner = Atomic<UInt>(0)

  @usableFromInline init() {}

  /// Si el hilo `thread` tiene ya el candado.
  @inlinable @inline(__always)
  func isHeld(by thread: UInt) -> Bool {
    owner.load(ordering: .relaxed) == thread
  }

  /// Ejecuta `body` con el candado tomado por `thread`, que no debe tenerlo ya.
  @inlinable @inline(__always)
  func withLock<E: Error>(by thread: UInt, _ body: () throws(E) -> Void) throws(E) {
    try mutex.withLock { (_: inout Void) throws(E) in
      // El testigo para TSan (ver arriba): lo que escribió el último que salió.
      _ = owner.load(ordering: .acquiring)
      owner.store(thread, ordering: .relaxed)
      defer { owner.store(0, ordering: .releasing) }
      try body()
    }
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
