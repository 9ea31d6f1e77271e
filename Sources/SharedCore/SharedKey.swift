/// Una clave de solo lectura: identifica un dato en un almacén y sabe cargarlo y vigilarlo.
///
/// La misma clave (mismo `id`) da siempre la misma caja dentro del proceso.
public protocol SharedReaderKey<Value>: Sendable {
  associatedtype Value
  associatedtype ID: Hashable = Self

  /// La identidad del dato en su almacén (incluye el almacén, para aislar las pruebas).
  var id: ID { get }

  /// Lee lo guardado: `nil` si el almacén no tiene nada para esta clave, en cuyo caso
  /// la caja usa el valor por defecto de la declaración sin escribirlo.
  ///
  /// - Throws: si hay algo guardado que no se puede leer (un archivo dañado, por ejemplo).
  func load() throws -> Value?

  /// Avisa con `didChange` cuando el dato cambia desde fuera de esta caja (otro proceso,
  /// un widget, otra caja de la misma clave). `nil` significa que el dato desapareció.
  func subscribe(didChange: @escaping @Sendable (Value?) -> Void) -> SharedSubscription

  /// Como `subscribe(didChange:)`, pero avisa también cuando lo guardado deja de poderse
  /// leer (`.failure`): la caja conserva su valor, lo anota en `loadError` y no guarda
  /// nada hasta que llegue un valor legible.
  ///
  /// Por defecto reenvía a `subscribe(didChange:)` y nunca falla.
  func subscribe(
    didReceive: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) -> SharedSubscription
}

/// Una clave que además sabe guardar.
///
/// ```swift
/// @Shared(.appStorage("temaOscuro")) var temaOscuro = false
/// @Shared(.inMemory("sesion")) var sesion: Sesion = Sesion()
/// ```
public protocol SharedKey<Value>: SharedReaderKey {
  /// Guarda `value` en el almacén.
  func save(_ value: Value) throws
}

extension SharedReaderKey where ID == Self, Self: Hashable {
  public var id: Self { self }
}

extension SharedReaderKey {
  /// Por defecto una clave no vigila cambios externos.
  public func subscribe(didChange: @escaping @Sendable (Value?) -> Void) -> SharedSubscription {
    SharedSubscription {}
  }

  public func subscribe(
    didReceive: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) -> SharedSubscription {
    subscribe(didChange: { didReceive(.success($0)) })
  }
}

/// Una suscripción a cambios externos; se cancela al liberarse o con `cancel()`.
public final class SharedSubscription: Sendable {
  private let onCancel: @Sendable () -> Void

  public init(_ onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = onCancel
  }

  /// Deja de vigilar.
  public func cancel() { onCancel() }

  deinit { onCancel() }
}
