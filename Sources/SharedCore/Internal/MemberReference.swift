/// Una caja derivada (`$usuario.nombre`) preparada al crearla: su acceso al miembro se
/// resuelve una vez —un desplazamiento fijo dentro de la raíz cuando el miembro es una
/// propiedad almacenada— y queda en cierres especializados, sin rutas de clave genéricas
/// en cada escritura.
@usableFromInline
final class MemberReference<Value>: SharedWritableReference, @unchecked Sendable {
  @usableFromInline let root: any AnySharedBox
  /// Ejecuta un cuerpo sobre el miembro, con el candado de la raíz tomado.
  @usableFromInline let modify: ((inout Value) -> Void) -> Void
  /// Lee el miembro desde la fuente pedida.
  @usableFromInline let readValue: (SharedValueSource) -> Value

  @usableFromInline
  init(
    root: any AnySharedBox,
    modify: @escaping ((inout Value) -> Void) -> Void,
    readValue: @escaping (SharedValueSource) -> Value
  ) {
    self.root = root
    self.modify = modify
    self.readValue = readValue
  }

  /// Prepara el miembro `keyPath` de la caja raíz `box`.
  @inlinable
  static func member<Root>(
    of box: SharedBox<Root>, _ keyPath: WritableKeyPath<Root, Value>
  ) -> MemberReference<Value> {
    let modify: ((inout Value) -> Void) -> Void
    if let offset = MemoryLayout<Root>.offset(of: keyPath) {
      modify = { body in
        box.withLock { (root: inout Root) in
          withUnsafeMutablePointer(to: &root) { pointer in
            let member = (UnsafeMutableRawPointer(pointer) + offset)
              .assumingMemoryBound(to: Value.self)
            body(&member.pointee)
          }
        }
      }
    } else {
      modify = { body in box.withLock { (root: inout Root) in body(&root[keyPath: keyPath]) } }
    }
    return MemberReference(
      root: box, modify: modify,
      readValue: { source in box.read(from: source) { $0[keyPath: keyPath] } })
  }

  /// Prepara el miembro `keyPath` de otro miembro ya preparado.
  @inlinable
  static func member<Base>(
    of base: MemberReference<Base>, _ keyPath: WritableKeyPath<Base, Value>
  ) -> MemberReference<Value> {
    MemberReference(
      root: base.root,
      modify: { body in base.modify { (value: inout Base) in body(&value[keyPath: keyPath]) } },
      readValue: { source in base.readValue(source)[keyPath: keyPath] })
  }

  @inlinable
  func read<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R {
    body(readValue(source))
  }

  @inlinable
  func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    var result: R?
    var failure: E?
    modify { value in
      do throws(E) {
        result = try body(&value)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return result.unsafelyUnwrapped
  }
}
