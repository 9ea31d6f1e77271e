/// El seguimiento de una caja por un `TestStore`: la instantánea contra la que se
/// comparan las aserciones. Todo se toca con el candado de la caja tomado.
extension SharedBox {
  /// Si un `TestStore` escribe en una caja que aún no sigue (desde su reducer, sus
  /// efectos o la clausura de lo esperado), empieza a seguirla: la instantánea es el valor
  /// de antes de esta escritura. Se llama con el candado tomado.
  func startTrackingIfStoreWrite() {
    guard let tracker = SharedTestingContext.tracker,
      SharedTestingContext.isStoreWrite || SharedTestingContext.mode == .asserting
    else { return }
    setFlag(Self.trackedFlag, true)
    snapshot = storage.pointee
    storeWroteSinceCheckpoint = false
    assertedSinceCheckpoint = false
    tracker.track(self)
  }

  /// Escritura mientras un `TestStore` sigue la caja (solo en pruebas).
  func trackedWrite<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    switch SharedTestingContext.mode {
    case .asserting:
      // El estado esperado se escribe en la instantánea, nunca en el valor vivo.
      assertedSinceCheckpoint = true
      var expected = snapshot ?? storage.pointee
      defer { snapshot = expected }
      return try body(&expected)
    case .comparing, nil:
      if SharedTestingContext.isStoreWrite {
        storeWroteSinceCheckpoint = true
        return try body(&storage.pointee)
      }
      // Escribe la propia prueba, desde fuera del store: no hace falta afirmarlo,
      // así que la instantánea recibe el mismo cambio.
      if var expected = snapshot {
        _ = try body(&expected)
        snapshot = expected
      }
      return try body(&storage.pointee)
    }
  }

  // MARK: Seguimiento del TestStore

  @usableFromInline func beginTracking() {
    locked {
      setFlag(Self.trackedFlag, true)
      snapshot = storage.pointee
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
      if isTracked { snapshot = storage.pointee }
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
        return .uncomparable(value: storage.pointee, type: String(describing: Value.self))
      }
      if isEqual(snapshot, storage.pointee) { return nil }
      return .changed(expected: snapshot, actual: storage.pointee)
    }
  }

  static func equality() -> ((Value, Value) -> Bool)? {
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
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? Self, let rhs = rhs as? Self else { return false }
    return lhs == rhs
  }
}
