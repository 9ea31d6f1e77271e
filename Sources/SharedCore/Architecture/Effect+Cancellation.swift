extension Effect {
  /// Marca el trabajo asíncrono de este efecto con `id`, para cancelarlo con
  /// `.cancel(id:)`.
  ///
  /// ```swift
  /// case .buscar(let texto):
  ///   return .run { send in await send(.resultados(try await api.buscar(texto))) }
  ///     .cancellable(id: BusquedaID(), cancelInFlight: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: cualquier valor `Hashable`; los ids son propios de cada store.
  ///   - cancelInFlight: si se cancelan antes los efectos en curso con el mismo id.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let id = AnyHashable(id)
    var tagged: [Part] = cancelInFlight ? [.cancel(id: id)] : []
    for part in parts {
      switch part {
      case .run(var run):
        run.cancelIDs.append(id)
        tagged.append(.run(run))
      case .send, .cancel:
        tagged.append(part)
      }
    }
    return Self(parts: tagged)
  }

  /// Cancela los efectos en curso marcados con `id`. Lo que envíen después se ignora.
  ///
  /// ```swift
  /// case .cerrar:
  ///   return .cancel(id: BusquedaID())
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(parts: [.cancel(id: AnyHashable(id))])
  }
}
