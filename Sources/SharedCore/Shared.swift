/// Una caja compartida: un valor que varias features ven y escriben como uno solo.
///
/// Se declara como campo de un estado y se entrega por su valor proyectado:
///
/// ```swift
/// struct State: Equatable {
///   @Shared var usuario: Usuario
///   var editando = false
/// }
/// let usuario = Shared(value: Usuario(nombre: "Ada"))
/// var a = State(usuario: usuario)
/// var b = a                                   // copia la estructura, no la caja
/// b.$usuario.withLock { $0.nombre = "Grace" } // la única forma de escribir
/// a.usuario.nombre                            // "Grace"
/// ```
///
/// Leer `wrappedValue` se registra con Observation; cualquier `withLock` sobre la misma
/// caja —desde cualquier copia, miembro derivado o clave— avisa a quien la leyó.
///
/// Es `@_eagerMove`, como `SharedAddress`: en código optimizado su vida acaba en su último
/// uso, y no al final de su ámbito. Es lo que deja al compilador no retener la caja en el
/// `Shared` temporal de `$x.miembro.withLock` (ver «Lo que hace distinto» y «Dónde se va el
/// tiempo» en el README).
@propertyWrapper
@dynamicMemberLookup
@_eagerMove
public struct Shared<Value>: @unchecked Sendable {
  /// La caja por la que pasa el camino general; `nil` en un miembro derivado de una
  /// dirección, que la crea solo si la necesita (ver `reference`).
  @usableFromInline let storedReference: (any SharedWritableReference<Value>)?
  /// Dónde está el valor: en su caja raíz, cuando es la raíz misma o una propiedad
  /// almacenada suya (`$cuenta.creditos`); `withLock` y `wrappedValue` van por ahí, con el
  /// código especializado en quien llama. Lo demás (un miembro calculado, un opcional
  /// desenvuelto) tiene la dirección de una `ReferenceBox`, que lo manda por `reference`.
  @usableFromInline let address: SharedAddress<Value>

  @usableFromInline
  init(reference: any SharedWritableReference<Value>, address: SharedAddress<Value>) {
    self.storedReference = reference
    self.address = address
  }

  /// Una caja cuyo valor no está en una caja raíz: se lee y se escribe por `reference`, a
  /// través de una `ReferenceBox`. En línea en quien la crea: así el tipo `ReferenceBox<Value>`
  /// se resuelve una vez allí, y no se busca en cada caja que se crea.
  @inlinable
  init(general reference: any SharedWritableReference<Value>) {
    self.init(reference: reference, address: ReferenceBox(reference).address)
  }

  /// Un miembro almacenado conocido por su dirección: derivarlo no reserva memoria.
  @usableFromInline
  init(address: SharedAddress<Value>) {
    self.storedReference = nil
    self.address = address
  }

  /// La caja del camino general: la guardada o, en un miembro derivado de una dirección,
  /// una que escribe por su raíz (se crea en cada uso; solo hace falta con clave, con un
  /// `TestStore` o para derivar un miembro calculado).
  @usableFromInline var reference: any SharedWritableReference<Value> {
    if let storedReference { return storedReference }
    return AddressReference(address)
  }

  /// Una caja sobre una raíz.
  @usableFromInline
  init(reference box: SharedBox<Value>) {
    self.init(reference: box, address: SharedAddress(box: box, pointer: box.storage))
  }

  /// Crea una caja nueva con `value` dentro, para entregarla explícitamente.
  ///
  /// ```swift
  /// let sesion = Shared(value: Sesion())
  /// ```
  public init(value: Value) {
    self.init(reference: SharedBox(value))
  }

  /// Desenvuelve una caja de valor opcional: `nil` si ahora mismo vale `nil`.
  ///
  /// ```swift
  /// if let sesion = Shared($sesionOpcional) {
  ///   sesion.withLock { $0.visitas += 1 }   // escribe en la misma caja de origen
  /// }
  /// ```
  ///
  /// Si el origen pasa después a `nil`, esta caja sigue dando el último valor que tuvo, y
  /// escribir en ella ya no cambia el origen.
  public init?(_ base: Shared<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    self.init(general: OptionalReference(base: base.reference, initialValue: initialValue))
  }

  /// Permite declarar parámetros `@Shared` y pasar una caja ya existente.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// El valor actual. Es de solo lectura: para escribir, `withLock`.
  @inlinable
  public var wrappedValue: Value {
    // Prestado, no copiado: quien lee copia solo lo que usa (ver `SharedRead`).
    _read {
      let read = address.beginFastRead() ?? SharedRead(copying: generalRead())
      defer {
        address.endFastRead(read)
        read.releaseCopy()
      }
      yield read.pointer.pointee
    }
  }

  /// El camino de `wrappedValue` de una caja de paso o seguida por un `TestStore`, fuera de
  /// línea.
  @usableFromInline @inline(never)
  func generalRead() -> Value {
    address.generalRead()
  }

  /// La caja misma (`$usuario`), que es lo que se entrega a otra feature.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Escribe en la caja dentro de una sección crítica y devuelve lo que devuelva `operation`.
  ///
  /// ```swift
  /// let restantes = $usuario.withLock { usuario -> Int in
  ///   usuario.creditos -= coste
  ///   return usuario.creditos
  /// }
  /// ```
  ///
  /// - Parameter operation: recibe el valor como `inout`; debe ser corta y síncrona, sin
  ///   enviar acciones ni tocar otra caja compartida. Si lanza un error, `withLock` lo
  ///   relanza (lo ya escrito antes del error se queda).
  /// - Returns: el resultado de `operation`.
  @inlinable
  public func withLock<R, E: Error>(_ operation: (inout Value) throws(E) -> R) throws(E) -> R {
    // El camino general (clave, `TestStore`, caja de paso) sale de `SharedAddress.write`.
    try address.write(operation)
  }

  /// Una caja de un miembro, apoyada en la misma caja de origen (`$usuario.nombre`).
  @inlinable
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    // Con una ruta literal de un miembro almacenado, el compilador calcula aquí el
    // desplazamiento, y la ruta no llega a crearse (sin `swift_getKeyPath`, y sin retenerla
    // y soltarla, en cada `$x.miembro`). Todo `Shared` tiene dirección, así que derivar un
    // miembro almacenado no tiene más rama que esta: con dos, el valor que salía juntaba
    // la caja retenida de una y la nueva de la otra, y el compilador ya no podía quitar la
    // retención de la caja en cada `$x.miembro.withLock` (ver `ReferenceBox`).
    guard let offset = MemoryLayout<Value>.offset(of: keyPath) else {
      return Shared<Member>(general: DerivedReference(base: reference, keyPath: keyPath))
    }
    return Shared<Member>(address: address.member(at: offset))
  }

  /// Un lector de un miembro de solo lectura.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// El error al cargar el valor desde su clave de persistencia, si lo hubo.
  ///
  /// Mientras exista, la caja usa el valor por defecto y no guarda nada, para no pisar
  /// lo que había.
  public var loadError: (any Error)? { reference.root.loadError }

  /// El último error al guardar el valor en su clave de persistencia, si lo hubo.
  public var saveError: (any Error)? { reference.root.saveError }

  /// Si dos cajas comparten la misma raíz (la misma celda, no solo el mismo contenido).
  public func isSameBox<Other>(as other: Shared<Other>) -> Bool {
    reference.root === other.reference.root
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Compara los valores actuales: dos cajas distintas con el mismo contenido son iguales.
  public static func == (lhs: Shared, rhs: Shared) -> Bool {
    if SharedTestingContext.mode == .comparing {
      // El TestStore compara el estado esperado (izquierda) con el real (derecha).
      return lhs.reference.read(from: .expected) { $0 }
        == rhs.reference.read(from: .live) { $0 }
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: CustomStringConvertible {
  public var description: String { String(describing: wrappedValue) }
}

extension Shared: CustomReflectable {
  /// Se refleja como su contenido, para que los diffs muestren `_usuario.nombre`.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}
