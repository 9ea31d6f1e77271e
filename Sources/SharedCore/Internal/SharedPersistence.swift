/// Lo que une una caja raíz con su clave: guardar cada escritura y recibir cambios de fuera.
final class SharedPersistence<Value>: @unchecked Sendable {
  private let saveValue: (Value) throws -> Void

  init<Key: SharedKey>(key: Key) where Key.Value == Value {
    self.saveValue = { try key.save($0) }
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
