import Synchronization

/// Los errores de la clave de una caja, y cargar y guardar a petición (`load()`, `save()`).
extension SharedBox {
  // MARK: Errores de la clave

  @usableFromInline var loadError: (any Error)? {
    locked { _loadError }
  }

  @usableFromInline var saveError: (any Error)? {
    locked { _saveError }
  }

  func setLoadError(_ error: (any Error)?) {
    locked { _loadError = error }
  }

  func setSaveError(_ error: (any Error)?) {
    locked { _saveError = error }
  }

  /// Tras un guardado que salió bien no queda error de guardado ni de carga.
  func clearErrorsAfterSave() {
    locked {
      _saveError = nil
      _loadError = nil
    }
  }

  // MARK: Lo que entrega la clave

  /// Aplica lo que entregó una carga o una suscripción: un valor, el defecto (`nil`) o un
  /// error. Un error se queda en `loadError` hasta que llegue un valor; la caja conserva
  /// el suyo. Sea lo que sea, la caja deja de estar cargando (como en swift-sharing).
  func receive(_ result: Result<Value?, any Error>, defaultValue: () -> Value) {
    setLoading(false)
    switch result {
    case .success(let newValue):
      setLoadError(nil)
      applyExternalValue(newValue ?? defaultValue())
    case .failure(let error):
      setLoadError(error)
    }
  }

  // MARK: Cargar y guardar a petición

  @usableFromInline var isLoading: Bool {
    flags.load(ordering: .relaxed) & Self.loadingFlag != 0
  }

  func setLoading(_ isLoading: Bool) {
    locked { setFlag(Self.loadingFlag, isLoading) }
  }

  @usableFromInline func reload() async throws {
    guard let loader else { return }
    setLoading(true)
    defer { setLoading(false) }
    let loaded: UncheckedSendable<Value?>
    do {
      loaded = try await withUnsafeThrowingContinuation {
        (waiting: UnsafeContinuation<UncheckedSendable<Value?>, any Error>) in
        loader.load(
          .userInitiated,
          LoadContinuation { result in waiting.resume(with: result.map(UncheckedSendable.init)) })
      }
    } catch {
      setLoadError(error)
      throw error
    }
    receive(.success(loaded.value), defaultValue: loader.defaultValue)
  }

  @usableFromInline func saveNow() async throws {
    guard let persistence else { return }
    do {
      try await persistence.saveNow(locked { storage.pointee })
      clearErrorsAfterSave()
    } catch {
      setSaveError(error)
      throw error
    }
  }
}
