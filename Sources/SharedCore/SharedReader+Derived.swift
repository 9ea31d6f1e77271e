/// Lectores calculados y desenvueltos: `$x.read { … }` y `SharedReader(_: Shared<Value?>)`.
extension SharedReader {
  /// Un lector de un valor calculado a partir de la caja: cambia cuando cambia ella.
  ///
  /// ```swift
  /// let cuantas = $tareas.read { $0.filter(\.hecha).count }
  /// ```
  public func read<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader<Member>(
      reference: ComputedReaderReference(base: reference, body: body), address: nil)
  }

  /// Desenvuelve un lector de valor opcional: `nil` si ahora mismo vale `nil`.
  ///
  /// Si el origen pasa después a `nil`, este lector sigue dando el último valor que tuvo.
  public init?(_ base: SharedReader<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    self.init(
      reference: OptionalReaderReference(base: base.reference, initialValue: initialValue),
      address: nil)
  }

  /// Desenvuelve una caja de valor opcional en un lector, como `init?(_: SharedReader<Value?>)`.
  public init?(_ base: Shared<Value?>) {
    self.init(SharedReader<Value?>(base))
  }
}

extension Shared {
  /// Un lector de un valor calculado a partir de la caja (ver `SharedReader.read(_:)`).
  ///
  /// ```swift
  /// let total = $carrito.read { $0.lineas.reduce(0) { $0 + $1.precio } }
  /// ```
  public func read<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader(self).read(body)
  }
}

/// Un lector de un valor calculado con una función sobre otra caja.
final class ComputedReaderReference<Base, Value>: SharedReadableReference, Sendable {
  private let base: any SharedReadableReference<Base>
  private let body: @Sendable (Base) -> Value

  init(base: any SharedReadableReference<Base>, body: @escaping @Sendable (Base) -> Value) {
    self.base = base
    self.body = body
  }

  var root: any AnySharedBox { base.root }

  func read<R>(from source: SharedValueSource, _ reader: (Value) -> R) -> R {
    base.read(from: source) { reader(body($0)) }
  }
}

/// Un lector que desenvuelve otro de valor opcional; si el origen pasa a `nil`, da el
/// último valor que tuvo.
final class OptionalReaderReference<Value>: SharedReadableReference, Sendable {
  private let base: any SharedReadableReference<Value?>
  private let lastValue: LastNonNilValue<Value>

  init(base: any SharedReadableReference<Value?>, initialValue: Value) {
    self.base = base
    self.lastValue = LastNonNilValue(initialValue)
  }

  var root: any AnySharedBox { base.root }

  func read<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
    lastValue.read(base, from: source, body)
  }
}
