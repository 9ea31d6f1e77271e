extension Shared {
  /// Vuelve a leer el valor de su clave de persistencia, como si acabara de declararse.
  ///
  /// ```swift
  /// try await $ajustes.load()   // tras reparar a mano un archivo dañado
  /// ```
  ///
  /// Si lo guardado no se puede leer, lanza el error, lo anota en `loadError` y la caja
  /// conserva su valor. Una caja sin clave (`Shared(value:)`) no hace nada.
  public func load() async throws {
    try await reference.root.reload()
  }

  /// Guarda ya el valor actual en su clave, sin esperar a que se agrupen las escrituras.
  ///
  /// ```swift
  /// try await $borrador.save()
  /// ```
  ///
  /// Si la carga falló (`loadError`), lanza ese error y no guarda: nunca se pisa un dato
  /// que no se pudo leer. Una caja sin clave que guarde no hace nada.
  public func save() async throws {
    try await reference.root.saveNow()
  }

  /// Si la caja espera a su clave: una carga pedida con `load()`, la carga inicial de una
  /// clave propia que aún no respondió, o una clave que avisó con `yieldLoading()`. Las
  /// claves de SharedCore cargan sin esperar, así que con ellas casi siempre es `false`.
  public var isLoading: Bool { reference.root.isLoading }
}

extension SharedReader {
  /// Vuelve a leer el valor de su clave, como `Shared.load()`.
  public func load() async throws {
    try await reference.root.reload()
  }

  /// Si la caja está cargando desde su clave ahora mismo (durante `load()`).
  public var isLoading: Bool { reference.root.isLoading }
}

extension Shared: Identifiable where Value: Identifiable {
  /// El id del valor actual, para guardar cajas en un `IdentifiedArrayOf<Shared<Todo>>`.
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// El id del valor actual.
  public var id: Value.ID { wrappedValue.id }
}
