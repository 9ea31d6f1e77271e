/// Lo que une una caja raíz con su clave: guardar cada escritura y guardar a petición.
final class SharedPersistence<Value>: Sendable {
  private let saveValue: @Sendable (Value, SaveContext, SaveContinuation) -> Void
  /// Si la caja puede guardar con su candado tomado (ver `OrderedSaveKey`): así los
  /// guardados llegan a la clave en el orden de las escrituras, también desde varios hilos.
  let savesWhileLocked: Bool

  init<Key: SharedKey>(key: Key) where Key.Value == Value {
    self.saveValue = { key.save($0, context: $1, continuation: $2) }
    self.savesWhileLocked = key is any OrderedSaveKey
  }

  /// Guarda `value` con `SaveContext.userInitiated`, espera a que la clave responda y
  /// vuelca ya las escrituras agrupadas (el `save()` explícito).
  func saveNow(_ value: Value) async throws {
    try await withUnsafeThrowingContinuation { (waiting: UnsafeContinuation<Void, any Error>) in
      saveValue(value, .userInitiated, SaveContinuation { waiting.resume(with: $0) })
    }
    WriteCoalescer.flushAll()
  }

  /// Guarda `value` tras una escritura. El resultado, cuando llegue, queda en la caja: un
  /// error en `saveError`; un guardado que sale bien borra `saveError` y `loadError`, como
  /// en swift-sharing (lo guardado es ahora lo que hay). Que un archivo dañado no se pise
  /// lo decide su clave (`FileStorageKey.save`).
  func save(_ value: Value, from box: SharedBox<Value>) {
    saveValue(
      value, .didSet,
      SaveContinuation { [weak box] result in
        switch result {
        case .success: box?.clearErrorsAfterSave()
        case .failure(let error): box?.setSaveError(error)
        }
      })
  }
}

/// Cómo vuelve a cargar una caja desde su clave: el `load` de la clave y el defecto de la
/// declaración.
final class SharedLoader<Value>: Sendable {
  let load: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
  let defaultValue: @Sendable () -> Value

  init<Key: SharedReaderKey>(key: Key, defaultValue: @escaping @Sendable () -> Value)
  where Key.Value == Value {
    self.load = { key.load(context: $0, continuation: $1) }
    self.defaultValue = defaultValue
  }
}

/// Una clave del motor cuyo `save` solo deja el valor en su almacén (con su propio
/// candado) y nunca toca otra caja: la caja la llama con su candado tomado, y así dos
/// escrituras de hilos distintos se guardan en el orden en que se hicieron (si no, la más
/// antigua podría guardarse la última y quedarse en el archivo). Una clave propia se guarda
/// después de soltar el candado, como en swift-sharing, porque su `save` puede hacer
/// cualquier cosa.
protocol OrderedSaveKey {}

extension InMemoryKey: OrderedSaveKey {}
extension AppStorageKey: OrderedSaveKey {}
extension FileStorageKey: OrderedSaveKey {}
extension _SharedKeyDefault: OrderedSaveKey where Base: OrderedSaveKey {}
