/// Una caja derivada escribible por el camino general: un miembro de otra caja cuando no
/// se pudo preparar un `MemberReference` especializado.
@usableFromInline
final class DerivedReference<Base, Value>: SharedWritableReference, @unchecked Sendable {
  private let base: any SharedWritableReference<Base>
  private let keyPath: WritableKeyPath<Base, Value>

  @usableFromInline
  init(base: any SharedWritableReference<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  @usableFromInline var root: any AnySharedBox { base.root }

  @usableFromInline
  func read<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
    base.read(from: source) { body($0[keyPath: keyPath]) }
  }

  @usableFromInline
  func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    try base.withLock { (base: inout Base) throws(E) -> R in try body(&base[keyPath: keyPath]) }
  }
}

/// Una caja derivada de solo lectura: un miembro de una caja vista por un lector.
final class DerivedReaderReference<Base, Value>: SharedReadableReference, @unchecked Sendable {
  private let base: any SharedReadableReference<Base>
  private let keyPath: KeyPath<Base, Value>

  init(base: any SharedReadableReference<Base>, keyPath: KeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  @usableFromInline var root: any AnySharedBox { base.root }

  @usableFromInline
  func read<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
    base.read(from: source) { body($0[keyPath: keyPath]) }
  }
}
