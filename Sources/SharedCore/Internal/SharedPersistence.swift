/// Lo que une una caja raíz con su clave: guardar cada escritura y guardar a petición.
final class SharedPersistence<Value>: @unchecked Sendable {
  private let saveValue: (Value, SaveContext, SaveContinuation) -> Void

  init<Key: SharedKey>(key: Key) where Key.Value == Value {
    self.saveValue = { key.save($0, context: $1, continuation: $2) }
  }

  /// Guarda `value` con `SaveContext.userInitiated`, espera a que la clave responda y
  /// vuelca ya las escrituras agrupadas (el `save()` explícito).
  func saveNow(_ value: Value) async throws {
    try await withUnsafeThrowingContinuation { (waiting: UnsafeContinuation<Void, any Error>) in
      saveValue(value, .userInitiated, SaveContinuation { waiting.resume(with: $0) })
    }
    WriteCoalescer.flushAll()
  }

  /// Guarda `value` tras una escritura, salvo si la carga falló: así nunca se pisa un dato
  /// que no se pudo leer. El resultado, cuando llegue, queda en `saveError`.
  func save(_ value: Value, from box: SharedBox<Value>) {
    if box.loadError != nil { return }
    saveValue(
      value, .didSet,
      SaveContinuation { [weak box] result in
        switch result {
        case .success: box?.setSaveError(nil)
        case .failure(let error): box?.setSaveError(error)
        }
      })
  }
}

/// Cómo vuelve a cargar una caja desde su clave: el `load` de la clave y el defecto de la
/// declaración.
final class SharedLoader<Value>: @unchecked Sendable {
  let load: (LoadContext<Value>, LoadContinuation<Value>) -> Void
  let defaultValue: @Sendable () -> Value

  init<Key: SharedReaderKey>(key: Key, defaultValue: @escaping @Sendable () -> Value)
  where Key.Value == Value {
    self.load = { key.load(context: $0, continuation: $1) }
    self.defaultValue = defaultValue
  }
}
