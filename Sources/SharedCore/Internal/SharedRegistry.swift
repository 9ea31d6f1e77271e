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
    box(for: key) { makeBox(for: key, default: defaultValue, initialLoad: true) }
  }

  /// La caja de `key` con un valor ya cargado (`init(require:)`): si la caja existe, esa;
  /// si no, una nueva con `value`, sin volver a cargar.
  static func box<Key: SharedReaderKey>(
    for key: Key, loaded value: UncheckedSendable<Key.Value>
  ) -> SharedBox<Key.Value> {
    box(for: key) { makeBox(for: key, default: { value.value }, initialLoad: false) }
  }

  private static func box<Key: SharedReaderKey>(
    for key: Key, make: () -> SharedBox<Key.Value>
  ) -> SharedBox<Key.Value> {
    // El tipo de la clave forma parte de la identidad: dos claves propias de tipos
    // distintos con el mismo `id` tienen cada una su caja (y su `load` y su `save`).
    // (`.Default` cuenta como su clave base: `.tema` y `.appStorage("tema")` comparten caja.)
    let id = AnyHashable(KeyIdentity(keyType: identityType(of: key), id: key.id))
    if let existing = state.withLock({ $0.boxes[id]?.box as? SharedBox<Key.Value> }) {
      return existing
    }
    let candidate = make()
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
    for key: Key, default defaultValue: @escaping @Sendable () -> Key.Value, initialLoad: Bool
  ) -> SharedBox<Key.Value> {
    let initialValue = defaultValue()
    let box = SharedBox(initialValue)
    box.loader = SharedLoader(key: key, defaultValue: defaultValue)
    if initialLoad {
      startInitialLoad(of: key, into: box, initialValue: initialValue, default: defaultValue)
    }
    box.subscription = key.subscribe(
      context: .initialValue(initialValue),
      subscriber: SharedSubscriber(
        callback: { [weak box] result in box?.receive(result, defaultValue: defaultValue) },
        onLoading: { [weak box] isLoading in box?.setLoading(isLoading) }))
    box.persistence = (key as? any SharedKey).flatMap { makePersistence($0, for: box) }
    return box
  }

  private static func startInitialLoad<Key: SharedReaderKey>(
    of key: Key, into box: SharedBox<Key.Value>, initialValue: Key.Value,
    default defaultValue: @escaping @Sendable () -> Key.Value
  ) {
    // La carga inicial: las claves de SharedCore responden ya, antes de publicar la caja;
    // una clave propia puede responder más tarde, y mientras tanto `isLoading` es `true`.
    box.setLoading(true)
    key.load(
      context: .initialValue(initialValue),
      continuation: LoadContinuation { [weak box] result in
        guard let box else { return }
        box.setLoading(false)
        // Nada guardado: la caja ya tiene el defecto, que no se vuelve a pedir.
        if case .success(.none) = result { return box.setLoadError(nil) }
        box.receive(result, defaultValue: defaultValue)
      })
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
