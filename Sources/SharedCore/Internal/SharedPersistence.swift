/// Lo que une una caja raíz con su clave: guardar cada escritura y recibir cambios de fuera.
final class SharedPersistence<Value>: @unchecked Sendable {
  private let saveValue: (Value) throws -> Void

  init<Key: SharedKey>(key: Key) where Key.Value == Value {
    self.saveValue = { try key.save($0) }
  }

  /// Guarda `value` y vuelca ya las escrituras agrupadas (el `save()` explícito).
  func saveNow(_ value: Value) throws {
    try saveValue(value)
    WriteCoalescer.flushAll()
  }

  /// Guarda `value`, salvo si la carga falló: así nunca se pisa un dato que no se pudo leer.
  func save(_ value: Value, from box: SharedBox<Value>) {
    if box.loadError != nil { return }
    do {
      try saveValue(value)
      box.setSaveError(nil)
    } catch {
      box.setSaveError(error)
    }
  }
}

/// Cómo vuelve a cargar una caja desde su clave: `load()` de la clave y el defecto de la
/// declaración.
final class SharedLoader<Value>: Sendable {
  let load: @Sendable () throws -> Value?
  let defaultValue: @Sendable () -> Value

  init(load: @escaping @Sendable () throws -> Value?, defaultValue: @escaping @Sendable () -> Value)
  {
    self.load = load
    self.defaultValue = defaultValue
  }
}
