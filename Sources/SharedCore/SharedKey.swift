/// Una clave de solo lectura: identifica un dato en un almacén y sabe cargarlo y vigilarlo.
///
/// Tiene la forma de la de swift-sharing 2.x: una clave escrita aquí compila allí.
///
/// ```swift
/// struct SaludoKey: SharedReaderKey {
///   var id: String { "saludo" }
///   func load(context: LoadContext<String>, continuation: LoadContinuation<String>) {
///     continuation.resume(returning: "Hola")
///   }
///   func subscribe(
///     context: LoadContext<String>, subscriber: SharedSubscriber<String>
///   ) -> SharedSubscription {
///     SharedSubscription {}
///   }
/// }
/// ```
///
/// La misma clave (mismo tipo y mismo `id`) da siempre la misma caja dentro del proceso.
public protocol SharedReaderKey<Value>: Sendable {
  associatedtype Value
  associatedtype ID: Hashable = Self

  /// La identidad del dato en su almacén (incluye el almacén, para aislar las pruebas).
  var id: ID { get }

  /// Carga lo guardado y lo entrega por `continuation`, ahora o más tarde.
  ///
  /// - `resume(returning:)`: el valor guardado.
  /// - `resumeReturningInitialValue()`: el almacén no tiene nada; la caja usa el valor por
  ///   defecto de la declaración sin escribirlo.
  /// - `resume(throwing:)`: hay algo guardado que no se puede leer (un archivo dañado); la
  ///   caja lo anota en `loadError` y no guarda nada hasta que llegue un valor legible.
  ///
  /// Mientras no se llame a ninguna, `isLoading` es `true`.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Vigila los cambios que llegan desde fuera de esta caja (otro proceso, un widget) y
  /// los entrega por `subscriber` hasta que se cancele la suscripción devuelta.
  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

/// Una clave que además sabe guardar.
///
/// ```swift
/// @Shared(.appStorage("temaOscuro")) var temaOscuro = false
/// @Shared(.inMemory("sesion")) var sesion: Sesion = Sesion()
/// ```
public protocol SharedKey<Value>: SharedReaderKey {
  /// Guarda `value` y avisa por `continuation` de si salió bien (`resume()`) o no
  /// (`resume(throwing:)`, que queda en `saveError` hasta el siguiente guardado bueno).
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

extension SharedReaderKey where ID == Self, Self: Hashable {
  public var id: Self { self }
}

/// Por qué se carga una clave.
public enum LoadContext<Value> {
  /// La primera carga, al declarar la caja; lleva el valor por defecto de la declaración.
  case initialValue(Value)
  /// Una carga pedida expresamente (`try await $x.load()`, `Shared(require:)`).
  case userInitiated

  /// El valor por defecto, si es la carga inicial.
  public var initialValue: Value? {
    guard case .initialValue(let value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
extension LoadContext: Equatable where Value: Equatable {}
extension LoadContext: Hashable where Value: Hashable {}

/// Por qué se guarda una clave.
public enum SaveContext: Hashable, Sendable {
  /// Una escritura de la caja (`withLock`).
  case didSet
  /// Un guardado pedido expresamente (`try await $x.save()`): se escribe ya.
  case userInitiated
}

/// Una suscripción a cambios externos; se cancela al liberarse o con `cancel()`, una sola vez.
public final class SharedSubscription: Sendable {
  private let onCancel: Locked<(@Sendable () -> Void)?>

  public init(_ onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Locked(onCancel)
  }

  /// Deja de vigilar. Cancelar dos veces no hace nada la segunda.
  public func cancel() {
    let onCancel = onCancel.withLock { onCancel in
      defer { onCancel = nil }
      return onCancel
    }
    onCancel?()
  }

  deinit { cancel() }
}
