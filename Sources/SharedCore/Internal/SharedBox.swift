import Synchronization

/// Vista sin tipo de una caja raíz: identidad, seguimiento del `TestStore` y errores de la clave.
@usableFromInline
protocol AnySharedBox: AnyObject, Sendable {
  /// Empieza (o reinicia) el seguimiento: la instantánea pasa a ser el valor vivo.
  func beginTracking()
  /// Deja de seguir la caja y olvida la instantánea.
  func endTracking()
  /// Acepta el valor vivo como nueva instantánea (tras una comprobación).
  func acceptLiveValue()
  /// Lo que cambió sin afirmarse desde el último punto de comprobación, si algo cambió.
  func unassertedChange() -> UnassertedSharedChange?
  /// El error al cargar desde la clave, si lo hubo.
  var loadError: (any Error)? { get }
  /// El último error al guardar en la clave, si lo hubo.
  var saveError: (any Error)? { get }
  /// Si está cargando desde su clave ahora mismo (`load()`).
  var isLoading: Bool { get }
  /// Vuelve a cargar desde la clave; sin clave no hace nada.
  func reload() throws
  /// Guarda ya el valor actual en la clave; sin clave que guarde no hace nada.
  func saveNow() throws
}

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
  // `pthread_mutex_t` de tipo recursivo: el recursivo cuesta 1,7–2,7× un `Mutex` sin
  // contención (medido en `SharedCoreBenchmarks`), fuera del objetivo de 1,3×; el normal,
  // 1,2–1,3×. ThreadSanitizer entiende los dos: intercepta `pthread_mutex_lock` y ve los
  // atómicos, así que `scripts/pruebas-hilos` prueba este mismo candado.
  @usableFromInline let mutex = PThreadMutex()
  /// El hilo que tiene el candado (0 si nadie). Solo puede valer el hilo actual si este
  /// mismo hilo lo escribió, así que leerlo con orden relajado basta.
  @usableFromInline let owner = Atomic<UInt>(0)
  /// Cuántas vueltas más allá de la primera lleva el dueño.
  @usableFromInline let depth = Atomic<Int>(0)
  // Todo lo que sigue se toca solo con `mutex` tomado.
  //
  // `value` es la única propiedad sin comprobación dinámica de exclusividad: cada
  // `withLock` la modifica (`body(&value)`) y cada lectura la lee, y la comprobación
  // (`swift_beginAccess`) costaba más que el propio candado. Medido con
  // `SharedCoreBenchmarks` en la misma ejecución que un `Mutex` desnudo: ver la nota del
  // issue 15 (sin este atributo, `Shared.withLock` sin contención pasaba de ~1,1× a ~10×).
  // Es seguro porque solo se toca con `mutex` tomado, y el cuerpo de `withLock` no puede
  // llegar a `value` de esta caja más que por otro `withLock` anidado, que el candado
  // reentrante permite y que la comprobación sí habría detectado como acceso solapado
  // (el mismo caso que swift-sharing deja pasar con su `NSRecursiveLock`).
  @exclusivity(unchecked)
  @usableFromInline nonisolated(unsafe) var value: Value
  nonisolated(unsafe) private var snapshot: Value?
  /// Si el store escribió la caja, y si la prueba la afirmó, desde el último punto de
  /// comprobación: con un `Value` que no es `Equatable` es lo único que se puede saber.
  nonisolated(unsafe) private var storeWroteSinceCheckpoint = false
  nonisolated(unsafe) private var assertedSinceCheckpoint = false
  /// `trackedFlag` y `persistenceFlag`: lo que manda al camino lento. Es atómico, y no
  /// una `var`, para que el camino caliente no pague la comprobación de exclusividad; se
  /// escribe con `lock` tomado (o antes de publicar la caja) y se lee con él tomado.
  @usableFromInline let flags = Atomic<UInt8>(0)
  @usableFromInline static var trackedFlag: UInt8 { 1 }
  @usableFromInline static var persistenceFlag: UInt8 { 2 }
  static var loadingFlag: UInt8 { 4 }
  nonisolated(unsafe) private var _loadError: (any Error)?
  nonisolated(unsafe) private var _saveError: (any Error)?

  @usableFromInline let token = ObservationToken()
  /// Si alguien leyó desde el último aviso (ver `ObservationToken`).
  @usableFromInline let armed = Atomic<Bool>(false)
  /// Equality of `Value`, if it is `Equatable`, resolved once at creation.
  private let isEqual: ((Value, Value) -> Bool)?
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

  // MARK: Candado reentrante

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

  /// Si un `TestStore` escribe en una caja que aún no sigue (desde su reducer, sus
  /// efectos o la clausura de lo esperado), empieza a seguirla: la instantánea es el valor
  /// de antes de esta escritura. Se llama con `mutex` tomado.
  private func startTrackingIfStoreWrite() {
    guard let tracker = SharedTestingContext.tracker,
      SharedTestingContext.isStoreWrite || SharedTestingContext.mode == .asserting
    else { return }
    setFlag(Self.trackedFlag, true)
    snapshot = value
    storeWroteSinceCheckpoint = false
    assertedSinceCheckpoint = false
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
      assertedSinceCheckpoint = true
      var expected = snapshot ?? value
      defer { snapshot = expected }
      return try body(&expected)
    case .comparing, nil:
      if SharedTestingContext.isStoreWrite {
        storeWroteSinceCheckpoint = true
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

  // MARK: Cargar y guardar a petición

  @usableFromInline var isLoading: Bool {
    flags.load(ordering: .relaxed) & Self.loadingFlag != 0
  }

  @usableFromInline func reload() throws {
    guard let loader else { return }
    setFlag(Self.loadingFlag, true)
    defer { setFlag(Self.loadingFlag, false) }
    let loaded: Value
    do {
      loaded = try loader.load() ?? loader.defaultValue()
    } catch {
      setLoadError(error)
      throw error
    }
    setLoadError(nil)
    applyExternalValue(loaded)
  }

  @usableFromInline func saveNow() throws {
    guard let persistence else { return }
    if let loadError { throw loadError }
    do {
      try persistence.saveNow(locked { value })
      setSaveError(nil)
    } catch {
      setSaveError(error)
      throw error
    }
  }

  // MARK: Seguimiento del TestStore

  @usableFromInline func beginTracking() {
    locked {
      setFlag(Self.trackedFlag, true)
      snapshot = value
      storeWroteSinceCheckpoint = false
      assertedSinceCheckpoint = false
    }
  }

  @usableFromInline func endTracking() {
    locked {
      setFlag(Self.trackedFlag, false)
      snapshot = nil
    }
  }

  @usableFromInline func acceptLiveValue() {
    locked {
      if isTracked { snapshot = value }
      storeWroteSinceCheckpoint = false
      assertedSinceCheckpoint = false
    }
  }

  @usableFromInline func unassertedChange() -> UnassertedSharedChange? {
    locked { () -> UnassertedSharedChange? in
      guard isTracked, let snapshot else { return nil }
      guard let isEqual else {
        // Sin `==` no se sabe si cambió: solo que el store escribió y nadie lo afirmó.
        guard storeWroteSinceCheckpoint, !assertedSinceCheckpoint else { return nil }
        return .uncomparable(value: value, type: String(describing: Value.self))
      }
      if isEqual(snapshot, value) { return nil }
      return .changed(expected: snapshot, actual: value)
    }
  }

  private static func equality() -> ((Value, Value) -> Bool)? {
    guard let equatable = Value.self as? any Equatable.Type else { return nil }
    return { lhs, rhs in equatable.areEqual(lhs, rhs) }
  }
}

/// Un cambio en una caja seguida que la prueba no afirmó.
@usableFromInline
enum UnassertedSharedChange {
  /// La instantánea y el valor vivo difieren.
  case changed(expected: Any, actual: Any)
  /// El store escribió una caja cuyo valor no es `Equatable`, sin que la prueba lo
  /// afirmara: no se puede comparar.
  case uncomparable(value: Any, type: String)
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
