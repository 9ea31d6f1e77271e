/// Una caja que desenvuelve otra de valor opcional (`Shared(_: Shared<Value?>)`).
///
/// Lee y escribe a través de la caja de origen. Si el origen pasa a `nil`, se sigue
/// leyendo el último valor que tuvo, y escribir solo cambia ese recuerdo: no devuelve la
/// caja de origen a la vida.
final class OptionalReference<Value>: SharedWritableReference, Sendable {
  private let base: any SharedWritableReference<Value?>
  private let lastValue: LastNonNilValue<Value>

  init(base: any SharedWritableReference<Value?>, initialValue: Value) {
    self.base = base
    self.lastValue = LastNonNilValue(initialValue)
  }

  var root: any AnySharedBox { base.root }

  func read<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
    lastValue.read(base, from: source, body)
  }

  func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    try base.withLock { (optional: inout Value?) throws(E) -> R in
      guard var value = optional else {
        return try lastValue.withLock(body)
      }
      defer {
        optional = value
        lastValue.remember(value)
      }
      return try body(&value)
    }
  }
}

/// El último valor no `nil` de una caja opcional, el que leen las cajas que la desenvuelven
/// (`OptionalReference` y `OptionalReaderReference`) cuando el origen pasa a `nil`.
///
/// Su candado se toma a veces con el de la raíz tomado, nunca al revés.
struct LastNonNilValue<Value>: Sendable {
  private let last: Locked<Value>

  init(_ initialValue: Value) {
    last = Locked(initialValue)
  }

  /// Lee `base`: su valor si no es `nil` (y lo recuerda), o el último que tuvo.
  func read<R>(
    _ base: any SharedReadableReference<Value?>, from source: SharedValueSource,
    _ body: (Value) -> R
  ) -> R {
    guard let current = base.read(from: source, { $0 }) else {
      return body(last.withLock { $0 })
    }
    remember(current)
    return body(current)
  }

  /// Guarda `value` como el último visto.
  func remember(_ value: Value) {
    last.withLock { $0 = value }
  }

  /// Escribe el valor recordado (el origen está en `nil`).
  func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    try last.withLock(body)
  }
}
