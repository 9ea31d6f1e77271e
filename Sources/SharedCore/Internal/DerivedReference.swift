/// Una caja derivada escribible (`$usuario.nombre`): un miembro de otra caja, leído y
/// escrito a través de ella con su ruta de clave.
///
/// Es el camino general: cuando el miembro es una propiedad almacenada de una raíz,
/// `Shared` va casi siempre por su `SharedAddress`, y solo pasa por aquí si la caja tiene
/// clave o la sigue un `TestStore`, o si el miembro es calculado.
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
@usableFromInline
final class DerivedReaderReference<Base, Value>: SharedReadableReference, @unchecked Sendable {
  private let base: any SharedReadableReference<Base>
  private let keyPath: KeyPath<Base, Value>

  @usableFromInline
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
