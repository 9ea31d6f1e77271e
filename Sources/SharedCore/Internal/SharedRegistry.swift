import Synchronization

/// El registro de cajas por clave: la misma clave da la misma caja en todo el proceso.
///
/// Guarda referencias débiles: cuando nadie sostiene ya la caja, la próxima declaración
/// vuelve a cargarla desde su almacén.
enum SharedRegistry {
  private struct WeakBox: @unchecked Sendable {
    weak var box: AnyObject?
  }

  private static let lock = Locked<Void>(())
  nonisolated(unsafe) private static var boxes: [AnyHashable: WeakBox] = [:]
  /// Cuántas entradas puede haber antes de barrer las de cajas ya liberadas.
  nonisolated(unsafe) private static var pruneThreshold = 64

  /// La caja de `key`, creándola (y cargándola) si no existe.
  static func box<Key: SharedReaderKey>(
    for key: Key, default defaultValue: @escaping @Sendable () -> Key.Value
  ) -> SharedBox<Key.Value> {
    let id = AnyHashable(KeyIdentity(valueType: ObjectIdentifier(Key.Value.self), id: key.id))
    lock._unsafeLock()
    defer { lock._unsafeUnlock() }
    if let existing = boxes[id]?.box as? SharedBox<Key.Value> {
      return existing
    }
    let box = makeBox(for: key, default: defaultValue)
    boxes[id] = WeakBox(box: box)
    if boxes.count > pruneThreshold {
      boxes = boxes.filter { $0.value.box != nil }
      pruneThreshold = max(64, boxes.count * 2)
    }
    return box
  }

  private static func makeBox<Key: SharedReaderKey>(
    for key: Key, default defaultValue: @escaping @Sendable () -> Key.Value
  ) -> SharedBox<Key.Value> {
    let initial: Key.Value
    var loadError: (any Error)?
    do {
      initial = try key.load() ?? defaultValue()
    } catch {
      initial = defaultValue()
      loadError = error
    }
    let box = SharedBox(initial)
    box.setLoadError(loadError)
    let persistence = (key as? any SharedKey).flatMap { makePersistence($0, for: box) }
    let subscription = key.subscribe(didReceive: { [weak box] result in
      guard let box else { return }
      switch result {
      case .success(let newValue):
        box.setLoadError(nil)
        box.applyExternalValue(newValue ?? defaultValue())
      case .failure(let error):
        box.setLoadError(error)
      }
    })
    box.persistence = persistence
    box.subscription = subscription
    return box
  }

  private static func makePersistence<Key: SharedKey, Value>(
    _ key: Key, for box: SharedBox<Value>
  ) -> SharedPersistence<Value>? {
    guard let key = key as? any SharedKey<Value> else { return nil }
    return SharedPersistence(key: key)
  }

  private struct KeyIdentity<ID: Hashable>: Hashable {
    let valueType: ObjectIdentifier
    let id: ID
  }
}
