/// Una caja que desenvuelve otra de valor opcional (`Shared(_: Shared<Value?>)`).
///
/// Lee y escribe a través de la caja de origen. Si el origen pasa a `nil`, se sigue
/// leyendo el último valor que tuvo, y escribir solo cambia ese recuerdo: no devuelve la
/// caja de origen a la vida.
final class OptionalReference<Value>: SharedWritableReference, @unchecked Sendable {
  private let base: any SharedWritableReference<Value?>
  /// El último valor no `nil` visto. Su candado se toma a veces con el de la raíz tomado,
  /// nunca al revés.
  private let lastValue: Locked<Value>

  init(base: any SharedWritableReference<Value?>, initialValue: Value) {
    self.base = base
    self.lastValue = Locked(initialValue)
  }

  var root: any AnySharedBox { base.root }

  func read<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
    let current = base.read(from: source) { $0 }
    guard let current else { return body(lastValue.withLock { $0 }) }
    lastValue.withLock { $0 = current }
    return body(current)
  }

  func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    try base.withLock { (optional: inout Value?) throws(E) -> R in
      guard var value = optional else {
        return try lastValue.withLock { (last: inout Value) throws(E) -> R in try body(&last) }
      }
      defer {
        optional = value
        lastValue.withLock { $0 = value }
      }
      return try body(&value)
    }
  }
}
