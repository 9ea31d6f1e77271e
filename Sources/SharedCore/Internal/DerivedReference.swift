/// Una caja derivada escribible: un miembro de otra caja (`$usuario.nombre`).
final class DerivedReference<Base, Value>: SharedWritableReference, @unchecked Sendable {
  private let base: any SharedWritableReference<Base>
  private let keyPath: WritableKeyPath<Base, Value>

  init(base: any SharedWritableReference<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var root: any AnySharedBox { base.root }

  @inline(__always)
  func read<R>(from source: SharedValueSource, _ body: (Value) throws -> R) rethrows -> R {
    try base.read(from: source) { try body($0[keyPath: keyPath]) }
  }

  @inline(__always)
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { try body(&$0[keyPath: keyPath]) }
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

  var root: any AnySharedBox { base.root }

  func read<R>(from source: SharedValueSource, _ body: (Value) throws -> R) rethrows -> R {
    try base.read(from: source) { try body($0[keyPath: keyPath]) }
  }
}
