/// Cambiar la clave de una caja ya declarada (`try await $x.load(.otraClave)`).
extension Shared {
  /// Hace que esta variable pase a ser la caja de `key` y la carga, como si se declarara
  /// de nuevo con el valor actual como defecto.
  ///
  /// ```swift
  /// try await $documento.load(.fileStorage(otraURL))
  /// ```
  ///
  /// A diferencia de swift-sharing, solo cambia esta variable (y por eso es `mutating`):
  /// las copias que ya se entregaron siguen en la caja anterior.
  public mutating func load(_ key: some SharedKey<Value>) async throws {
    let current = UncheckedSendable(wrappedValue)
    self = Shared(reference: SharedRegistry.box(for: key, loaded: current))
    try await load()
  }
}

extension SharedReader {
  /// Hace que este lector pase a ser el de la caja de `key` y la carga (ver
  /// `Shared.load(_:)`); solo cambia esta variable.
  public mutating func load(_ key: some SharedReaderKey<Value>) async throws {
    let current = UncheckedSendable(wrappedValue)
    self = SharedReader(reference: SharedRegistry.box(for: key, loaded: current))
    try await load()
  }
}
