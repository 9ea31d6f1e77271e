/// Una caja derivada escribible de un miembro almacenado (`$x.miembro`) cuando la caja de
/// origen no tiene dirección (un opcional desenvuelto, un miembro calculado): lee y escribe
/// a través de ella, en el miembro que está a `offset` bytes de su valor
/// (`MemoryLayout.offset(of:)`).
///
/// Hace lo mismo que una `DerivedReference`, pero no guarda la ruta de clave: así, con una
/// ruta literal, `Shared.subscript(dynamicMember:)` no tiene que crearla en ninguna rama
/// (el compilador calcula el desplazamiento donde se escribe `$x.miembro`).
@usableFromInline
final class OffsetReference<Base, Value>: SharedWritableReference, Sendable {
  private let base: any SharedWritableReference<Base>
  private let offset: Int

  init(base: any SharedWritableReference<Base>, offset: Int) {
    self.base = base
    self.offset = offset
  }

  @usableFromInline var root: any AnySharedBox { base.root }

  @usableFromInline
  func read<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
    base.read(from: source) { (base: Base) -> R in
      withUnsafePointer(to: base) { pointer in
        body((UnsafeRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
      }
    }
  }

  @usableFromInline
  func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    try base.withLock { (base: inout Base) throws(E) -> R in
      try withUnsafeMutablePointer(to: &base) { (pointer) throws(E) -> R in
        let member = (UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self)
        return try body(&member.pointee)
      }
    }
  }
}
