import Synchronization

/// La caja raíz: guarda el valor, su candado, su observación y, si la sigue un
/// `TestStore`, la instantánea contra la que se comparan las aserciones.
@usableFromInline
final class SharedBox<Value>: SharedWritableReference, AnySharedBox, @unchecked Sendable {
  /// El candado, reentrante (ver `BoxLock`).
  @usableFromInline let lock = BoxLock()
  // Todo lo que sigue se toca solo con `lock` tomado.
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
  // Entre hilos no hay solape posible (solo se toca con `lock` tomado). En el mismo hilo,
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
  /// escribe con `lock` tomado (o antes de publicar la caja) y se lee con él tomado.
  @usableFromInline let flags = Atomic<UInt8>(0)
  @usableFromInline static var trackedFlag: UInt8 { 1 }
  @usableFromInline static var persistenceFlag: UInt8 { 2 }
  static var loadingFlag: UInt8 { 4 }
  nonisolated(unsafe) var _loadError: (any Error)?
  nonisolated(unsafe) var _saveError: (any Error)?

  /// `SharedTestingContext.activeTrackers`, a mano (ver `TrackerCount`).
  @usableFromInline let activeTrackers = SharedTestingContext.activeTrackers
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

  /// Ejecuta `body` con el candado tomado (o dentro de la vuelta que ya tiene este hilo).
  @usableFromInline
  func locked<R>(_ body: () -> R) -> R {
    let me = currentThreadID()
    if lock.isHeld(by: me) { return body() }
    var result: R?
    lock.withLock(by: me) { result = body() }
    return result.unsafelyUnwrapped
  }

  // MARK: Lectura y escritura

  @inlinable @inline(__always)
  func read<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
    if !armed.load(ordering: .relaxed) { armed.store(true, ordering: .relaxed) }
    token.access()
    let me = currentThreadID()
    if lock.isHeld(by: me) { return lockedRead(from: source, body) }
    var result: R?
    lock.withLock(by: me) { result = lockedRead(from: source, body) }
    return result.unsafelyUnwrapped
  }

  /// Lee con el candado tomado.
  @inlinable @inline(__always)
  func lockedRead<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
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

  @inlinable @inline(__always)
  func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    let me = currentThreadID()
    var result: R?
    var outcome = WriteOutcome<Value>.notify
    if lock.isHeld(by: me) {
      outcome = try lockedWrite(body, into: &result)
    } else {
      try lock.withLock(by: me) { () throws(E) in
        outcome = try lockedWrite(body, into: &result)
      }
    }
    switch outcome {
    case .notify: notify()
    case .silent: break
    case .save(let saved): finishSave(saved)
    }
    return result.unsafelyUnwrapped
  }

  /// Escribe con el candado tomado y dice qué hacer al soltarlo.
  @inlinable @inline(__always)
  func lockedWrite<R, E: Error>(
    _ body: (inout Value) throws(E) -> R, into result: inout R?
  ) throws(E) -> WriteOutcome<Value> {
    if flags.load(ordering: .relaxed) != 0 || activeTrackers.isPositive {
      // Camino lento, fuera del bucle caliente: pruebas y claves de persistencia.
      return try slowLockedWrite(body, into: &result)
    }
    result = try body(&value)
    return .notify
  }

  /// La escritura de una caja con clave o seguida por un `TestStore`; entra con el candado
  /// tomado.
  @usableFromInline
  func slowLockedWrite<R, E: Error>(
    _ body: (inout Value) throws(E) -> R, into result: inout R?
  ) throws(E) -> WriteOutcome<Value> {
    if !isTracked, SharedTestingContext.hasActiveTrackers {
      startTrackingIfStoreWrite()
    }
    result = try isTracked ? trackedWrite(body) : body(&value)
    if isTracked && SharedTestingContext.mode == .asserting { return .silent }
    return hasPersistence ? .save(value) : .notify
  }

  /// Avisa y guarda `saved` en la clave, ya sin el candado.
  @usableFromInline
  func finishSave(_ saved: Value) {
    notify()
    persistence?.save(saved, from: self)
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
    locked {
      value = newValue
      if isTracked, !SharedTestingContext.isStoreWrite { snapshot = newValue }
    }
    notify()
  }
}

/// Qué hace `withLock` al soltar el candado.
@usableFromInline
enum WriteOutcome<Value> {
  /// Avisar a los rastreos de Observation.
  case notify
  /// Nada: era el estado esperado de un `TestStore`, que no es el valor vivo.
  case silent
  /// Avisar y guardar este valor en la clave.
  case save(Value)
}
