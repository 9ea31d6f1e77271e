/// La caja de un miembro almacenado de una raíz conocido solo por su dirección (ver
/// `SharedAddress`): lo que usa `Shared` por el camino general —una raíz con clave o
/// seguida por un `TestStore`— cuando el miembro se derivó sin crear una `DerivedReference`.
///
/// Lee y escribe por la raíz con el desplazamiento del miembro, así que pasa por todo lo
/// que hace el camino general de la raíz (guardar, la instantánea del `TestStore`).
@usableFromInline
final class AddressReference<Value>: SharedWritableReference, Sendable {
  private let box: SharedBoxCore
  private let offset: Int

  @usableFromInline
  init(_ address: SharedAddress<Value>) {
    box = address.box
    offset = address.offset
  }

  @usableFromInline var root: any AnySharedBox { box.anyRoot }

  @usableFromInline
  func read<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
    box.read(atOffset: offset, from: source, body)
  }

  @usableFromInline
  func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    try box.withLock(atOffset: offset, body)
  }
}
