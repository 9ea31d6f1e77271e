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

  // MARK: Cargar y guardar a petición

  @usableFromInline var isLoading: Bool {
    flags.load(ordering: .relaxed) & Self.loadingFlag != 0
  }

  @usableFromInline func reload() throws {
    guard let loader else { return }
    setFlag(Self.loadingFlag, true)
    defer { setFlag(Self.loadingFlag, false) }
    let loaded: Value
    do {
      loaded = try loader.load() ?? loader.defaultValue()
    } catch {
      setLoadError(error)
      throw error
    }
    setLoadError(nil)
    applyExternalValue(loaded)
  }

  @usableFromInline func saveNow() throws {
    guard let persistence else { return }
    if let loadError { throw loadError }
    do {
      try persistence.saveNow(locked { storage.pointee })
      setSaveError(nil)
    } catch {
      setSaveError(error)
      throw error
    }
  }
}
