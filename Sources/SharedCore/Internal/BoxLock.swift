import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if os(Linux) && canImport(_SynchronizationShims)
  import _SynchronizationShims
#endif

/// El candado de una caja raíz: una palabra atómica con el hilo que lo tiene, recursivo, y
/// un `pthread_mutex_t` con su `pthread_cond_t` solo para dormir cuando hay contención.
///
/// Es recursivo, como el `NSRecursiveLock` de swift-sharing, porque el cuerpo de un
/// `withLock` puede volver a la misma caja en el mismo hilo sin saberlo:
/// `$contador.withLock { $0 = contador + 1 }` lee `wrappedValue` dentro de la sección
/// crítica, y dos `withLock` de la misma caja pueden anidarse a través de un miembro
/// derivado. Con un candado normal cualquiera de esos bloquearía el hilo para siempre. La
/// vuelta de dentro ve que el dueño es su propio hilo y entra sin tomarlo ni soltarlo.
///
/// Por qué así, y no un `pthread_mutex_t` recursivo (lo que era) ni el `Mutex` de
/// Synchronization:
/// - Sin contención, tomar y soltar son dos atómicos en línea en quien llama (un
///   intercambio con comparación y un intercambio), como el `Mutex`: el recursivo de glibc
///   hace los mismos dos atómicos, pero con unas 70 instrucciones de llamadas y
///   comprobaciones de tipo y de dueño (`contar-instrucciones.sh`).
/// - ThreadSanitizer lo entiende: los atómicos se compilan en el código del motor, que TSan
///   instrumenta (adquirir con orden `acquiring` y soltar con `releasing` le dan la relación
///   «sucede antes» del candado), y para dormir usa `pthread_cond_wait`, que intercepta.
///   `scripts/pruebas-hilos` prueba así este mismo candado, el que se distribuye. (El
///   `Mutex` de Linux espera con futex dentro de la biblioteca, que TSan no ve, e informa
///   de carreras que no existen.)
///
/// El protocolo (`state`): 0 es libre; si no, el `pthread_t` del dueño, con el bit 0
/// (`waitingBit`) a 1 si puede haber alguien dormido esperándolo. Un `pthread_t` es la
/// dirección de la estructura del hilo, alineada, así que su bit 0 es siempre 0 (lo
/// comprueba el camino lento). Quien suelta pone 0 y, si el bit estaba, despierta a uno
/// con la condición; quien espera marca el bit y duerme con el `pthread_mutex_t` tomado,
/// así que el aviso no se pierde: quien suelta no puede tomar ese `pthread_mutex_t` para
/// avisar hasta que el que espera ya duerme en la condición.
@usableFromInline
struct BoxLock: ~Copyable, @unchecked Sendable {
  /// 0, o el dueño con el bit de espera (ver arriba).
  @usableFromInline let state = Atomic<UInt>(0)
  /// Solo para dormir y despertar con contención; se reserva aquí porque ni un
  /// `pthread_mutex_t` ni un `pthread_cond_t` pueden cambiar de dirección.
  @usableFromInline let parking: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline let wakeUp: UnsafeMutablePointer<pthread_cond_t>

  @usableFromInline static var waitingBit: UInt { 1 }

  init() {
    parking = .allocate(capacity: 1)
    parking.initialize(to: pthread_mutex_t())
    pthread_mutex_init(parking, nil)
    wakeUp = .allocate(capacity: 1)
    wakeUp.initialize(to: pthread_cond_t())
    pthread_cond_init(wakeUp, nil)
  }

  deinit {
    pthread_cond_destroy(wakeUp)
    wakeUp.deinitialize(count: 1)
    wakeUp.deallocate()
    pthread_mutex_destroy(parking)
    parking.deinitialize(count: 1)
    parking.deallocate()
  }

  /// Ejecuta `body` con el candado tomado (o dentro de la vuelta de fuera, si este hilo ya
  /// lo tenía) y devuelve su resultado; lo suelta también si `body` lanza.
  @inlinable @inline(__always)
  func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    let acquired = acquire()
    defer { release(acquired) }
    return try body()
  }

  /// Toma el candado, o entra en la vuelta de fuera si este hilo ya lo tenía; devuelve si
  /// lo tomó esta llamada. Cada `acquire()` va con un `release(_:)` de lo que devolvió, en
  /// el mismo hilo (como en `withLock`; las cajas usan `SharedBoxCore.acquireLock()`).
  @inlinable @inline(__always)
  func acquire() -> Bool {
    let thread = BoxLock.currentThread()
    if let acquired = tryAcquire(thread) { return acquired }
    lockContended(thread)
    return true
  }

  /// `acquire()` sin esperar: `true` si lo tomó, `false` si ya era de este hilo (`thread`,
  /// de `currentThread()`), `nil` si lo tiene otro (quien llama espera con
  /// `lockContended(_:)`).
  @inlinable @inline(__always)
  func tryAcquire(_ thread: UInt) -> Bool? {
    let (taken, holder) = state.compareExchange(
      expected: 0, desired: thread, successOrdering: .acquiring, failureOrdering: .relaxed)
    if taken { return true }
    // Solo este hilo puede haber escrito su propio número en `state`, y solo él lo borra:
    // si lo ve, lo tiene él (basta el valor que dio el intercambio fallido, con orden
    // relajado).
    if holder & ~BoxLock.waitingBit == thread { return false }
    return nil
  }

  /// Deshace un `acquire()`: suelta el candado si aquella llamada lo tomó.
  @inlinable @inline(__always)
  func release(_ acquired: Bool) {
    if acquired { unlock() }
  }

  /// Suelta el candado y, si alguien puede estar durmiendo, despierta a uno.
  @inlinable @inline(__always)
  func unlock() {
    if unlockNeedsWakeUp() { wakeOne() }
  }

  /// Suelta el candado y dice si alguien puede estar durmiendo esperándolo (quien llama
  /// despierta a uno con `wakeOne()`).
  @inlinable @inline(__always)
  func unlockNeedsWakeUp() -> Bool {
    state.exchange(0, ordering: .releasing) & BoxLock.waitingBit != 0
  }

  /// El hilo actual, como número distinto de 0 con el bit 0 a 0.
  ///
  /// En Linux es el identificador del hilo del núcleo, desplazado un bit, que da
  /// `_swift_stdlib_gettid()`: la función en línea con que el `Mutex` de Synchronization
  /// sabe su hilo, que lo guarda en una variable del hilo y solo llama al núcleo la primera
  /// vez. Es una carga de memoria en quien llama, mientras que `pthread_self()` es una
  /// llamada a la biblioteca de C; justo detrás del registro de la lectura en Observation
  /// (otra llamada), esa llamada hacía la lectura de una caja 1,9× la de un `Mutex`, y sin
  /// ella 1,2× (`Benchmarks/correr SharedCoreBenchmarks shared`). Si la cabecera de
  /// Synchronization dejara de estar (es de la biblioteca de Swift, no una API pública),
  /// se vuelve a `pthread_self()`.
  @inlinable @inline(__always)
  static func currentThread() -> UInt {
    #if os(Linux) && canImport(_SynchronizationShims)
      return UInt(_swift_stdlib_gettid()) &<< 1
    #elseif canImport(Glibc)
      return UInt(pthread_self())
    #else
      return UInt(bitPattern: pthread_self())
    #endif
  }

  /// Toma el candado que tiene otro hilo: primero insiste un poco (las secciones críticas
  /// de una caja son cortas) y después duerme hasta que lo suelten.
  @usableFromInline @inline(never)
  func lockContended(_ thread: UInt) {
    precondition(thread & BoxLock.waitingBit == 0, "BoxLock: pthread_t sin alinear")
    for _ in 0..<100 {
      if state.load(ordering: .relaxed) == 0,
        state.compareExchange(
          expected: 0, desired: thread, successOrdering: .acquiring, failureOrdering: .relaxed
        ).exchanged
      {
        return
      }
    }
    pthread_mutex_lock(parking)
    defer { pthread_mutex_unlock(parking) }
    while true {
      let current = state.load(ordering: .relaxed)
      if current == 0 {
        // Se toma con el bit puesto: puede quedar otro durmiendo, y al soltar se le avisa.
        if state.compareExchange(
          expected: 0, desired: thread | BoxLock.waitingBit, successOrdering: .acquiring,
          failureOrdering: .relaxed
        ).exchanged {
          return
        }
        continue
      }
      if current & BoxLock.waitingBit == 0,
        !state.compareExchange(
          expected: current, desired: current | BoxLock.waitingBit, ordering: .relaxed
        ).exchanged
      {
        continue
      }
      pthread_cond_wait(wakeUp, parking)
    }
  }

  /// Despierta a uno de los que duermen esperando el candado.
  @usableFromInline @inline(never)
  func wakeOne() {
    pthread_mutex_lock(parking)
    pthread_cond_signal(wakeUp)
    pthread_mutex_unlock(parking)
  }
}
