extension Shared {
  /// Una caja identificada por `key`: la misma clave da la misma caja en todo el proceso.
  ///
  /// ```swift
  /// @Shared(.appStorage("temaOscuro")) var temaOscuro = false
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: el valor de reposo cuando el almacén no tiene nada; no se escribe
  ///     hasta la primera mutación real.
  ///   - key: la clave del dato.
  public init(
    wrappedValue: @autoclosure @escaping @Sendable () -> Value, _ key: some SharedKey<Value>
  ) {
    self.init(reference: SharedRegistry.box(for: key, default: wrappedValue))
  }

  /// Una caja de clave opcional sin defecto explícito: el reposo es `nil`.
  ///
  /// Es la sobrecarga menos preferida: con una clave `.Default` de valor opcional gana
  /// `init(_: _SharedKeyDefault<Key>)`, que usa el defecto de la clave.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Wrapped?>) where Value == Wrapped? {
    self.init(reference: SharedRegistry.box(for: key, default: { nil }))
  }

  /// Una caja de una clave con su defecto incorporado (`@Shared(.tema) var tema`).
  public init<Key: SharedKey>(_ key: _SharedKeyDefault<Key>) where Key.Value == Value {
    self.init(reference: SharedRegistry.box(for: key, default: key.defaultValue))
  }

  /// Igual que `init(_:)` con defecto incorporado, sustituyendo el defecto.
  public init<Key: SharedKey>(
    wrappedValue: @autoclosure @escaping @Sendable () -> Value, _ key: _SharedKeyDefault<Key>
  ) where Key.Value == Value {
    self.init(reference: SharedRegistry.box(for: key, default: wrappedValue))
  }
}

extension SharedReader {
  /// Un lector de la caja identificada por `key`.
  ///
  /// ```swift
  /// @SharedReader(.appStorage("temaOscuro")) var temaOscuro = false
  /// ```
  public init(
    wrappedValue: @autoclosure @escaping @Sendable () -> Value, _ key: some SharedReaderKey<Value>
  ) {
    self.init(reference: SharedRegistry.box(for: key, default: wrappedValue))
  }

  /// Un lector de clave opcional sin defecto explícito: el reposo es `nil`.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Wrapped?>) where Value == Wrapped? {
    self.init(reference: SharedRegistry.box(for: key, default: { nil }))
  }

  /// Un lector de una clave con su defecto incorporado.
  public init<Key: SharedReaderKey>(_ key: _SharedKeyDefault<Key>) where Key.Value == Value {
    self.init(reference: SharedRegistry.box(for: key, default: key.defaultValue))
  }

  /// Igual que `init(_:)` con defecto incorporado, sustituyendo el defecto
  /// (`@SharedReader(.tareas) var tareas = []`).
  public init<Key: SharedReaderKey>(
    wrappedValue: @autoclosure @escaping @Sendable () -> Value, _ key: _SharedKeyDefault<Key>
  ) where Key.Value == Value {
    self.init(reference: SharedRegistry.box(for: key, default: wrappedValue))
  }
}
