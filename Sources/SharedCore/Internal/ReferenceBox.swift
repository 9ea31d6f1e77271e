/// La caja de paso de un `Shared` cuyo valor no está en una caja raíz: un opcional
/// desenvuelto (`Shared($opcional)`) o un miembro calculado (`$cuenta.doble`).
///
/// Así todo `Shared` tiene una dirección (`SharedAddress`), y derivar un miembro almacenado
/// (`$x.miembro`) es siempre lo mismo: la dirección del miembro, sin mirar si hay una. Con
/// una rama para las cajas sin dirección, `$cuenta.creditos` juntaba en un solo valor la
/// caja de cada rama (la retenida de la raíz y una nueva), y el compilador no podía quitar
/// la retención de la caja en cada `$cuenta.creditos.withLock` (una retención y una
/// liberación atómicas, más de la mitad de lo que cuesta; `contar-instrucciones.sh`).
///
/// La caja no guarda el valor: su bandera `referenceFlag` cierra los dos caminos rápidos
/// (nunca se lee ni se escribe en `rawStorage`, que solo da las direcciones de los
/// miembros), y el camino general lee y escribe por `reference` con el desplazamiento del
/// miembro, como `SharedBox` lo hace por su raíz. Una lectura por aquí se registra también
/// en el registrador de esta caja, que nunca avisa: quien avisa es la raíz de `reference`.
@usableFromInline
final class ReferenceBox<Value>: SharedBoxCore, @unchecked Sendable {
  /// Por donde se lee y se escribe el valor.
  private let reference: any SharedWritableReference<Value>

  @usableFromInline
  init(_ reference: any SharedWritableReference<Value>) {
    self.reference = reference
    let storage = UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<Value>.size, alignment: MemoryLayout<Value>.alignment)
    super.init(rawStorage: storage)
    setFlag(Self.referenceFlag, true)
  }

  deinit {
    rawStorage.deallocate()
  }

  /// La dirección del valor entero: la de `rawStorage`, que nunca se desreferencia.
  @usableFromInline var address: SharedAddress<Value> {
    SharedAddress(box: self, pointer: rawStorage.bindMemory(to: Value.self, capacity: 1))
  }

  override var anyRoot: any AnySharedBox { reference.root }

  override func withLock<Member, R, E: Error>(
    atOffset offset: Int, _ body: (inout Member) throws(E) -> R
  ) throws(E) -> R {
    try reference.withLock { (value: inout Value) throws(E) -> R in
      try withUnsafeMutablePointer(to: &value) { (root) throws(E) -> R in
        let member = (UnsafeMutableRawPointer(root) + offset).assumingMemoryBound(to: Member.self)
        return try body(&member.pointee)
      }
    }
  }

  override func read<Member, R>(
    atOffset offset: Int, from source: SharedValueSource, _ body: (Member) -> R
  ) -> R {
    reference.read(from: source) { value in
      withUnsafePointer(to: value) { root in
        body((UnsafeRawPointer(root) + offset).assumingMemoryBound(to: Member.self).pointee)
      }
    }
  }
}
