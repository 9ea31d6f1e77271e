/// El registro de cajas por clave: la misma clave da la misma caja en todo el proceso.
///
/// Guarda referencias débiles: cuando nadie sostiene ya la caja, la próxima declaración
/// vuelve a cargarla desde su almacén.
///
/// Cargar (`load`, que puede leer el disco) y suscribirse se hacen fuera del candado del
/// registro, y la caja se publica después con una segunda comprobación, como en
/// `PersistentReferences` de swift-sharing: la primera carga de una clave no espera a la
/// de otra, y una clave propia cuyo `load` declara otro `@Shared` no bloquea el proceso.
/// Si dos hilos cargan a la vez la misma clave, gana la primera caja publicada y la otra
/// se descarta (su suscripción se cancela al liberarse).
enum SharedRegistry {
  private struct WeakBox: @unchecked Sendable {
    weak var box: AnyObject?
  }

  private struct State {
    var boxes: [AnyHashable: WeakBox] = [:]
    /// Cuántas entradas puede haber antes de barrer las de cajas ya liberadas.
    var pruneThreshold = 64
  }

  private static let state = Locked(State())

  /// La caja de `key`, creándola (y cargándola) si no existe.
  static func box<Key: SharedReaderKey>(
    for key: Key, default defaultValue: @escaping @Sendable () -> Key.Value
  ) -> SharedBox<Key.Value> {
    // El tipo de la clave forma parte de la identidad: dos claves propias de tipos
    // distintos con el mismo `id` tienen cada una su caja (y su `load` y su `save`).
    // (`.Default` cuenta como su clave base: `.tema` y `.appStorage("tema")` comparten caja.)
    let id = AnyHashable(KeyIdentity(keyType: identityType(of: key), id: key.id))
    if let existing = state.withLock({ $0.boxes[id]?.box as? SharedBox<Key.Value> }) {
      return existing
    }
    let candidate = makeBox(for: key, default: defaultValue)
    return state.withLock { state in
      if let existing = state.boxes[id]?.box as? SharedBox<Key.Value> {
        return existing
      }
      state.boxes[id] = WeakBox(box: candidate)
      if state.boxes.count > state.pruneThreshold {
        state.boxes = state.boxes.filter { $0.value.box != nil }
        state.pruneThreshold = max(64, state.boxes.count * 2)
      }
      return candidate
    }
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
    box.loader = SharedLoader(load: { try key.load() }, defaultValue: defaultValue)
    box.subscription = subscription
    return box
  }

  private static func makePersistence<Key: SharedKey, Value>(
    _ key: Key, for box: SharedBox<Value>
  ) -> SharedPersistence<Value>? {
    guard let key = key as? any SharedKey<Value> else { return nil }
    return SharedPersistence(key: key)
  }

  private static func identityType(of key: some SharedReaderKey) -> ObjectIdentifier {
    if let wrapper = key as? any DefaultWrappingKey { return wrapper.baseKeyType }
    return ObjectIdentifier(type(of: key))
  }

  private struct KeyIdentity<ID: Hashable>: Hashable {
    let keyType: ObjectIdentifier
    let id: ID
  }
}
