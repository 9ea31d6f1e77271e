extension Result where Failure == any Error {
  /// El resultado de un trabajo asíncrono que puede fallar, para enviarlo como acción.
  ///
  /// ```swift
  /// await send(.perfilLlego(Result { try await self.api.perfil(id) }))
  /// ```
  public init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
