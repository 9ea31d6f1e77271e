/// Una clave con su valor por defecto incorporado, para no repetir la cadena ni el defecto.
///
/// ```swift
/// extension SharedKey where Self == AppStorageKey<Tema>.Default {
///   static var tema: Self { Self[.appStorage("tema"), default: .sistema] }
/// }
/// @Shared(.tema) var tema
/// ```
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  public typealias Value = Base.Value
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// Une `key` con su valor de reposo.
  public static subscript(
    key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public var id: Base.ID { base.id }

  /// El valor de reposo de la clave.
  public var initialValue: Base.Value { defaultValue() }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    base.load(context: context, continuation: continuation)
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension SharedReaderKey {
  /// El tipo de esta clave con su defecto incorporado (`AppStorageKey<Tema>.Default`).
  public typealias Default = _SharedKeyDefault<Self>
}

/// Lo que el registro necesita de `.Default`: el tipo de la clave que envuelve, para que
/// la clave con defecto y su base den la misma caja.
protocol DefaultWrappingKey {
  var baseKeyType: ObjectIdentifier { get }
}

extension _SharedKeyDefault: DefaultWrappingKey {
  var baseKeyType: ObjectIdentifier {
    (base as? any DefaultWrappingKey)?.baseKeyType ?? ObjectIdentifier(Base.self)
  }
}
