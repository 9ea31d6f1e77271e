/// Cajas que exigen un valor guardado (`Shared(require:)`, `SharedReader(require:)`).
extension Shared {
  /// Una caja de `key` que exige que haya algo guardado: si no lo hay, o no se puede leer,
  /// lanza el error en vez de usar un defecto.
  ///
  /// ```swift
  /// let ajustes = try await Shared(require: .fileStorage(url))
  /// ```
  public init(require key: some SharedKey<Value>) async throws {
    let value = try await RequiredLoad.value(of: key)
    self.init(reference: SharedRegistry.box(for: key, loaded: value))
    if let loadError { throw loadError }
  }
}

extension SharedReader {
  /// Un lector de `key` que exige que haya algo guardado (ver `Shared.init(require:)`).
  public init(require key: some SharedReaderKey<Value>) async throws {
    let value = try await RequiredLoad.value(of: key)
    self.init(reference: SharedRegistry.box(for: key, loaded: value))
    if let loadError { throw loadError }
  }
}

/// La carga de `init(require:)`: pedida expresamente, y sin defecto al que volver.
enum RequiredLoad {
  static func value<Key: SharedReaderKey>(of key: Key) async throws -> UncheckedSendable<Key.Value>
  {
    let loaded = try await withUnsafeThrowingContinuation {
      (waiting: UnsafeContinuation<UncheckedSendable<Key.Value?>, any Error>) in
      key.load(
        context: .userInitiated,
        continuation: LoadContinuation { result in
          waiting.resume(with: result.map { UncheckedSendable($0) })
        })
    }
    guard let value = loaded.value else {
      throw SharedCoreError.nothingStored(key: String(describing: key))
    }
    return UncheckedSendable(value)
  }
}
