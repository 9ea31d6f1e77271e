import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Vista sin tipo de una caja raíz: identidad, seguimiento del `TestStore` y errores de la clave.
@usableFromInline
protocol AnySharedBox: AnyObject, Sendable {
  /// Empieza (o reinicia) el seguimiento: la instantánea pasa a ser el valor vivo.
  func beginTracking()
  /// Deja de seguir la caja y olvida la instantánea.
  func endTracking()
  /// Acepta el valor vivo como nueva instantánea (tras una comprobación).
  func acceptLiveValue()
  /// Si la instantánea difiere del valor vivo: ambos, para describir la diferencia.
  func unassertedChange() -> (expected: Any, actual: Any)?
  /// El error al cargar desde la clave, si lo hubo.
  var loadError: (any Error)? { get }
  /// El último error al guardar en la clave, si lo hubo.
  var saveError: (any Error)? { get }
}

/// La caja raíz: guarda el valor, su candado, su observación y, si la sigue un
/// `TestStore`, la instantánea contra la que se comparan las aserciones.
@usableFromInline
final class SharedBox<Value>: SharedWritableReference, AnySharedBox, @unchecked Sendable {
  @usableFromInline let mutex = Locked<Void>(())
  /// El hilo que tiene el candado (0 si nadie) y cuántas veces lo ha tomado: el candado es
  /// reentrante, como el de swift-sharing, para que leer la propia caja dentro de su
  /// `withLock` (o anidar dos `withLock` de la misma caja) no bloquee el hilo.
  @usableFromInline let owner = Atomic<UInt>(0)
  @usableFromInline nonisolated(unsafe) var depth = 0
  // Todo lo que sigue se toca solo con `mutex` tomado.
  @usableFromInline nonisolated(unsafe) var value: Value
  nonisolated(unsafe) private var snapshot: Value?
  @usableFromInline nonisolated(unsafe) var isTracked = false
  nonisolated(unsafe) private var _loadError: (any Error)?
  nonisolated(unsafe) private var _saveError: (any Error)?

  @usableFromInline let token = ObservationToken()
  /// Si alguien leyó desde el último aviso (ver `ObservationToken`).
  @usableFromInline let armed = Atomic<Bool>(false)
  /// Equality of `Value`, if it is `Equatable`, resolved once at creation.
  private let isEqual: ((Value, Value) -> Bool)?
  /// La clave que persiste esta caja, si la hay.
  nonisolated(unsafe) var persistence: SharedPersistence<Value>? {
    didSet { hasPersistence = persistence != nil }
  }
  @usableFromInline nonisolated(unsafe) var hasPersistence = false
  /// La vigilancia de cambios externos de la clave; vive tanto como la caja.
  nonisolated(unsafe) var subscription: SharedSubscription?

  init(_ value: Value) {
    self.value = value
    self.isEqual = SharedBox.equality()
  }

  @usableFromInline var root: any AnySharedBox { self }

  // MARK: Candado reentrante

  /// Toma el candado, o solo cuenta una vuelta más si este hilo ya lo tiene.
  @inlinable @inline(__always)
  func acquire() {
    let me = currentThreadID()
    if owner.load(ordering: .relaxed) == me {
      depth += 1
      return
    }
    mutex._unsafeLock()
    owner.store(me, ordering: .relaxed)
    depth = 1
  }

  /// Identifica el hilo actual sin llamar al sistema.
  @inlinable @inline(__always)
  func currentThreadID() -> UInt {
    #if canImport(Glibc)
      return UInt(pthread_self())
    #else
      return UInt(bitPattern: pthread_self())
    #endif
  }

  /// Suelta una vuelta del candado; lo libera al soltar la última.
  @inlinable @inline(__always)
  func release() {
    depth -= 1
    if depth == 0 {
      owner.store(0, ordering: .relaxed)
      mutex._unsafeUnlock()
    }
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
    if isTracked || hasPersistence || SharedTestingContext.hasActiveTrackers {
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

  /// Si un `TestStore` escribe en una caja que aún no sigue (desde su reductor, sus
  /// efectos o la clausura de lo esperado), empieza a seguirla: la instantánea es el valor
  /// de antes de esta escritura. Se llama con `mutex` tomado.
  private func startTrackingIfStoreWrite() {
    guard let tracker = SharedTestingContext.tracker,
      SharedTestingContext.isStoreWrite || SharedTestingContext.mode == .asserting
    else { return }
    isTracked = true
    snapshot = value
    tracker.track(self)
  }

  /// Avisa a los rastreos de Observation si alguien leyó desde el último aviso.
  @inlinable
  func notify() {
    if armed.load(ordering: .relaxed) {
      armed.store(false, ordering: .relaxed)
      token.notifyObservers()
    }
  }

  /// Escritura mientras un `TestStore` sigue la caja (solo en pruebas).
  private func trackedWrite<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    switch SharedTestingContext.mode {
    case .asserting:
      // El estado esperado se escribe en la instantánea, nunca en el valor vivo.
      var expected = snapshot ?? value
      defer { snapshot = expected }
      return try body(&expected)
    case .comparing, nil:
      if SharedTestingContext.isStoreWrite {
        return try body(&value)
      }
      // Escribe la propia prueba, desde fuera del store: no hace falta afirmarlo,
      // así que la instantánea recibe el mismo cambio.
      if var expected = snapshot {
        _ = try body(&expected)
        snapshot = expected
      }
      return try body(&value)
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

  // MARK: Errores de la clave

  @usableFromInline var loadError: (any Error)? {
    locked { _loadError }
  }

  @usableFromInline var saveError: (any Error)? {
    locked { _saveError }
  }

  func setLoadError(_ error: (any Error)?) {
    locked { _loadError = error }
  }

  func setSaveError(_ error: (any Error)?) {
    locked { _saveError = error }
  }

  // MARK: Seguimiento del TestStore

  @usableFromInline func beginTracking() {
    locked {
      isTracked = true
      snapshot = value
    }
  }

  @usableFromInline func endTracking() {
    locked {
      isTracked = false
      snapshot = nil
    }
  }

  @usableFromInline func acceptLiveValue() {
    locked {
      if isTracked { snapshot = value }
    }
  }

  @usableFromInline func unassertedChange() -> (expected: Any, actual: Any)? {
    locked { () -> (expected: Any, actual: Any)? in
      guard isTracked, let snapshot else { return nil }
      if let isEqual, isEqual(snapshot, value) { return nil }
      if isEqual == nil { return nil }
      return (snapshot, value)
    }
  }

  private static func equality() -> ((Value, Value) -> Bool)? {
    guard let equatable = Value.self as? any Equatable.Type else { return nil }
    return { lhs, rhs in equatable.areEqual(lhs, rhs) }
  }
}

extension SharedValueSource {
  /// Si esta lectura ve la instantánea (cuando la caja está seguida).
  @usableFromInline var readsSnapshot: Bool {
    switch self {
    case .live: return false
    case .expected: return true
    case .current: return SharedTestingContext.mode == .asserting
    }
  }
}

extension Equatable {
  /// Compara dos valores de tipo desconocido que se sabe que son `Self`.
  fileprivate static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? Self, let rhs = rhs as? Self else { return false }
    return lhs == rhs
  }
}
