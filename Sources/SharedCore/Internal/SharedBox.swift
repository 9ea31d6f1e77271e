/// La caja raíz: guarda el valor y, si la sigue un `TestStore`, la instantánea contra la
/// que se comparan las aserciones. El candado, las banderas del camino lento y la
/// observación están en `SharedBoxCore`.
@usableFromInline
final class SharedBox<Value>: SharedBoxCore, SharedWritableReference, AnySharedBox,
  @unchecked Sendable
{
  /// El valor, en memoria propia reservada al crear la caja, y no en una propiedad
  /// almacenada: así su dirección no cambia mientras viva la caja, y `Shared` escribe la
  /// raíz y sus miembros almacenados a través de ella (ver `SharedAddress`). Se toca solo
  /// con `lock` tomado.
  ///
  /// Como es memoria de un puntero, no tiene comprobación dinámica de exclusividad (ni
  /// hace falta `@exclusivity(unchecked)` en ninguna propiedad), y no debe tenerla:
  /// - Entre hilos no hay solape posible: solo se toca con `lock` tomado.
  /// - En el mismo hilo, `$contador.withLock { $0 = contador + 1 }` lee el valor mientras
  ///   el cuerpo lo tiene como `inout`; la comprobación lo trataría como acceso solapado y
  ///   pararía el programa. Esa lectura ve el valor a medio escribir, y un `withLock`
  ///   anidado de la misma caja puede pisar el cambio de fuera: lo mismo que con el
  ///   `NSRecursiveLock` de swift-sharing.
  @usableFromInline let storage: UnsafeMutablePointer<Value>
  // Todo lo que sigue se toca solo con `lock` tomado (o antes de publicar la caja).
  nonisolated(unsafe) var snapshot: Value?
  /// Si el store escribió la caja, y si la prueba la afirmó, desde el último punto de
  /// comprobación: con un `Value` que no es `Equatable` es lo único que se puede saber.
  nonisolated(unsafe) var storeWroteSinceCheckpoint = false
  nonisolated(unsafe) var assertedSinceCheckpoint = false
  nonisolated(unsafe) var _loadError: (any Error)?
  nonisolated(unsafe) var _saveError: (any Error)?

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
    storage = .allocate(capacity: 1)
    storage.initialize(to: value)
    isEqual = SharedBox.equality()
    super.init(rawStorage: UnsafeMutableRawPointer(storage))
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  @usableFromInline var root: any AnySharedBox { self }

  override var anyRoot: any AnySharedBox { self }

  override func withLock<Member, R, E: Error>(
    atOffset offset: Int, _ body: (inout Member) throws(E) -> R
  ) throws(E) -> R {
    try withLock { (value: inout Value) throws(E) -> R in
      try withUnsafeMutablePointer(to: &value) { (root) throws(E) -> R in
        let member: UnsafeMutablePointer<Member> = Self.member(at: offset, of: root)
        return try body(&member.pointee)
      }
    }
  }

  override func read<Member, R>(
    atOffset offset: Int, from source: SharedValueSource, _ body: (Member) -> R
  ) -> R {
    read(from: source) { value in
      withUnsafePointer(to: value) { root in
        let member: UnsafeMutablePointer<Member> = Self.member(at: offset, of: root)
        return body(member.pointee)
      }
    }
  }

  /// El miembro de tipo `Member` a `offset` bytes del valor al que apunta `root` (un
  /// desplazamiento de `MemoryLayout.offset(of:)`, ver `SharedAddress`).
  private static func member<Member>(
    at offset: Int, of root: UnsafePointer<Value>
  ) -> UnsafeMutablePointer<Member> {
    (UnsafeMutableRawPointer(mutating: root) + offset).assumingMemoryBound(to: Member.self)
  }

  /// Ejecuta `body` con el candado tomado.
  func locked<R>(_ body: () -> R) -> R {
    lock.withLock(body)
  }

  // MARK: Lectura y escritura (el camino general)

  @usableFromInline
  func read<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
    registerRead()
    return lock.withLock {
      if isTracked, let snapshot, source.readsSnapshot {
        return body(snapshot)
      }
      return body(storage.pointee)
    }
  }

  @usableFromInline
  func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    if let result = try fastWrite(at: storage, body) { return result }
    var result: R?
    let outcome = try lock.withLock { () throws(E) -> WriteOutcome<Value> in
      try slowLockedWrite(body, into: &result)
    }
    switch outcome {
    case .notify: notify()
    case .silent: break
    case .save(let saved):
      notify()
      persistence?.save(saved, from: self)
    }
    return result.unsafelyUnwrapped
  }

  /// La escritura de una caja con clave o seguida por un `TestStore`; entra con el candado
  /// tomado y dice qué hacer al soltarlo.
  func slowLockedWrite<R, E: Error>(
    _ body: (inout Value) throws(E) -> R, into result: inout R?
  ) throws(E) -> WriteOutcome<Value> {
    if !isTracked, SharedTestingContext.hasActiveTrackers {
      startTrackingIfStoreWrite()
    }
    result = try isTracked ? trackedWrite(body) : body(&storage.pointee)
    if isTracked && SharedTestingContext.mode == .asserting { return .silent }
    guard let persistence else { return .notify }
    guard persistence.savesWhileLocked else { return .save(storage.pointee) }
    persistence.save(storage.pointee, from: self)
    return .notify
  }

  /// Sustituye el valor por uno que llegó desde fuera (otro proceso, otra caja de la misma
  /// clave). No se vuelve a guardar.
  func applyExternalValue(_ newValue: Value) {
    locked {
      storage.pointee = newValue
      if isTracked, !SharedTestingContext.isStoreWrite { snapshot = newValue }
    }
    notify()
  }
}

/// Qué hace `withLock` al soltar el candado (en el camino general).
enum WriteOutcome<Value> {
  /// Avisar a los rastreos de Observation.
  case notify
  /// Nada: era el estado esperado de un `TestStore`, que no es el valor vivo.
  case silent
  /// Avisar y guardar este valor en la clave.
  case save(Value)
}
