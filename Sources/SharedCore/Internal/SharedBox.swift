import Synchronization

/// La caja raíz: guarda el valor, su candado, su observación y, si la sigue un
/// `TestStore`, la instantánea contra la que se comparan las aserciones.
@usableFromInline
final class SharedBox<Value>: SharedWritableReference, AnySharedBox, @unchecked Sendable {
  // MARK: El candado, reentrante
  //
  // Es reentrante, como el `NSRecursiveLock` de swift-sharing, porque el cuerpo de un
  // `withLock` puede volver a la misma caja en el mismo hilo sin saberlo:
  // `$contador.withLock { $0 = contador + 1 }` lee `wrappedValue` dentro de la sección
  // crítica, y dos `withLock` de la misma caja pueden anidarse a través de un miembro
  // derivado. Con un candado normal cualquiera de esos bloquearía el hilo para siempre.
  //
  // Es un `pthread_mutex_t` normal más el hilo dueño y la profundidad en atómicos, y no un
  // `pthread_mutex_t` de tipo recursivo: en la misma ejecución de `SharedCoreBenchmarks`,
  // el recursivo cuesta 1,7–3,0× un `Mutex` sin contención y el normal 1,2–1,9× (filas
  // «pthread_mutex recursivo» y «normal»); glibc saca el recursivo de su camino rápido. ThreadSanitizer entiende los dos: intercepta `pthread_mutex_lock` y ve los
  // atómicos, así que `scripts/pruebas-hilos` prueba este mismo candado.
  @usableFromInline let mutex = PThreadMutex()
  /// El hilo que tiene el candado (0 si nadie). Solo puede valer el hilo actual si este
  /// mismo hilo lo escribió, así que leerlo con orden relajado basta.
  @usableFromInline let owner = Atomic<UInt>(0)
  /// Cuántas vueltas más allá de la primera lleva el dueño.
  @usableFromInline let depth = Atomic<Int>(0)
  // Todo lo que sigue se toca solo con `mutex` tomado.
  //
  // `value` es la única propiedad del motor sin comprobación dinámica de exclusividad,
  // por dos razones medidas:
  // - Coste: cada `withLock` la modifica en su sitio (`body(&value)`) y cada lectura la
  //   lee; con la comprobación (`swift_beginAccess`), `Shared.withLock` sin contención
  //   costaba 3,9–5,3× un `Mutex` desnudo en la misma ejecución de `SharedCoreBenchmarks`,
  //   y sin ella 1,9–2,5× (máquina cargada; la tabla está en la nota del issue 15).
  // - Reentrada: `$contador.withLock { $0 = contador + 1 }` lee `value` mientras el cuerpo
  //   la tiene como `inout`; la comprobación lo trataría como acceso solapado y pararía el
  //   programa. Copiar el valor dentro y fuera lo evitaría, pero cada escritura en un
  //   array grande lo copiaría entero.
  // Entre hilos no hay solape posible (solo se toca con `mutex` tomado). En el mismo hilo,
  // lo único que solapa es esa lectura reentrante, que ve el valor a medio escribir, o un
  // `withLock` anidado de la misma caja, cuyo cambio puede pisar el de fuera: lo mismo que
  // con el `NSRecursiveLock` de swift-sharing.
  @exclusivity(unchecked)
  @usableFromInline nonisolated(unsafe) var value: Value
  nonisolated(unsafe) var snapshot: Value?
  /// Si el store escribió la caja, y si la prueba la afirmó, desde el último punto de
  /// comprobación: con un `Value` que no es `Equatable` es lo único que se puede saber.
  nonisolated(unsafe) var storeWroteSinceCheckpoint = false
  nonisolated(unsafe) var assertedSinceCheckpoint = false
  /// `trackedFlag` y `persistenceFlag`: lo que manda al camino lento. Es atómico, y no
  /// una `var`, para que el camino caliente no pague la comprobación de exclusividad; se
  /// escribe con `mutex` tomado (o antes de publicar la caja) y se lee con él tomado.
  @usableFromInline let flags = Atomic<UInt8>(0)
  @usableFromInline static var trackedFlag: UInt8 { 1 }
  @usableFromInline static var persistenceFlag: UInt8 { 2 }
  static var loadingFlag: UInt8 { 4 }
  nonisolated(unsafe) var _loadError: (any Error)?
  nonisolated(unsafe) var _saveError: (any Error)?

  @usableFromInline let token = ObservationToken()
  /// Si alguien leyó desde el último aviso (ver `ObservationToken`).
  @usableFromInline let armed = Atomic<Bool>(false)
  /// La igualdad de `Value`, si es `Equatable`, resuelta una vez al crear la caja.
  let isEqual: ((Value, Value) -> Bool)?
  /// La clave que persiste esta caja, si la hay.
  nonisolated(unsafe) var persistence: SharedPersistence<Value>? {
    didSet { setFlag(Self.persistenceFlag, persistence != nil) }
  }
  /// Cómo volver a cargar desde la clave (`load()`), si la caja tiene clave.
  nonisolated(unsafe) var loader: SharedLoader<Value>?
  /// La vigilancia de cambios externos de la clave; vive tanto como la caja.
  nonisolated(unsafe) var subscription: SharedSubscription?

  init(_ value: Value) {
    self.value = value
    self.isEqual = SharedBox.equality()
  }

  @usableFromInline var root: any AnySharedBox { self }

  /// Si la sigue un `TestStore`.
  @inlinable var isTracked: Bool {
    flags.load(ordering: .relaxed) & Self.trackedFlag != 0
  }

  /// Si tiene una clave que guarda.
  @inlinable var hasPersistence: Bool {
    flags.load(ordering: .relaxed) & Self.persistenceFlag != 0
  }

  func setFlag(_ flag: UInt8, _ isOn: Bool) {
    if isOn {
      flags.bitwiseOr(flag, ordering: .relaxed)
    } else {
      flags.bitwiseAnd(~flag, ordering: .relaxed)
    }
  }

  deinit {
    mutex.destroy()
  }

  /// Toma el candado, o solo cuenta una vuelta más si este hilo ya lo tiene.
  @inlinable @inline(__always)
  func acquire() {
    let me = currentThreadID()
    if owner.load(ordering: .relaxed) == me {
      depth.store(depth.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
      return
    }
    mutex.lock()
    owner.store(me, ordering: .relaxed)
  }

  /// Suelta una vuelta del candado; lo libera al soltar la última.
  @inlinable @inline(__always)
  func release() {
    let extra = depth.load(ordering: .relaxed)
    if extra > 0 {
      depth.store(extra &- 1, ordering: .relaxed)
      return
    }
    owner.store(0, ordering: .relaxed)
    mutex.unlock()
  }

  /// Ejecuta `body` con el candado tomado.
  @usableFromInline
  func locked<R>(_ body: () -> R) -> R {
    acquire()
    defer { release() }
    return body()
  }

  // MARK: Lectura y escritura

  @inlinable
  func read<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
    if !armed.load(ordering: .relaxed) { armed.store(true, ordering: .relaxed) }
    token.access()
    acquire()
    defer { release() }
    if isTracked {
      return trackedRead(from: source, body)
    }
    return body(value)
  }

  /// Lectura mientras un `TestStore` sigue la caja; entra con el candado tomado.
  @usableFromInline
  func trackedRead<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
    if let snapshot, source.readsSnapshot {
      return body(snapshot)
    }
    return body(value)
  }

  @inlinable
  func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    acquire()
    if flags.load(ordering: .relaxed) != 0 || SharedTestingContext.hasActiveTrackers {
      // Camino lento, fuera del bucle caliente: pruebas y claves de persistencia.
      return try slowWithLock(body)
    }
    let result: R
    do throws(E) {
      result = try body(&value)
    } catch {
      release()
      throw error
    }
    release()
    notify()
    return result
  }

  /// `withLock` de una caja con clave o seguida por un `TestStore`; entra con el candado tomado.
  @usableFromInline
  func slowWithLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    if !isTracked, SharedTestingContext.hasActiveTrackers {
      startTrackingIfStoreWrite()
    }
    let result: R
    do throws(E) {
      result = try isTracked ? trackedWrite(body) : body(&value)
    } catch {
      release()
      throw error
    }
    let isAsserting = isTracked && SharedTestingContext.mode == .asserting
    let saved: Value? = hasPersistence && !isAsserting ? value : nil
    release()
    if isAsserting { return result }
    notify()
    if let saved, let persistence { persistence.save(saved, from: self) }
    return result
  }

  /// Avisa a los rastreos de Observation si alguien leyó desde el último aviso.
  @inlinable
  func notify() {
    if armed.load(ordering: .relaxed) {
      armed.store(false, ordering: .relaxed)
      token.notifyObservers()
    }
  }

  /// Sustituye el valor por uno que llegó desde fuera (otro proceso, otra caja de la misma
  /// clave). No se vuelve a guardar.
  func applyExternalValue(_ newValue: Value) {
    acquire()
    value = newValue
    if isTracked, !SharedTestingContext.isStoreWrite { snapshot = newValue }
    release()
    notify()
  }
}
