/// La forma de solo lectura de una caja compartida: ve cada escritura, no puede escribir.
///
/// Es la herramienta de la disciplina de un solo escritor: la feature dueña sostiene el
/// `Shared`; las demás reciben un lector.
///
/// ```swift
/// let usuario = Shared(value: Usuario(nombre: "Ada"))
/// let lector = SharedReader(usuario)
/// usuario.withLock { $0.nombre = "Grace" }
/// lector.wrappedValue.nombre   // "Grace"
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value>: @unchecked Sendable {
  @usableFromInline let reference: any SharedReadableReference<Value>
  /// Dónde está el valor dentro de su caja raíz, si se sabe (ver `Shared.address`).
  @usableFromInline let address: SharedAddress<Value>?

  @usableFromInline
  init(reference: any SharedReadableReference<Value>, address: SharedAddress<Value>?) {
    self.reference = reference
    self.address = address
  }

  /// Un lector sobre una raíz.
  init(reference box: SharedBox<Value>) {
    self.init(reference: box, address: SharedAddress(box: box, pointer: box.storage))
  }

  /// Un lector de la caja `shared`.
  public init(_ shared: Shared<Value>) {
    self.init(reference: shared.reference, address: shared.address)
  }

  /// Un lector de una caja nueva que nadie puede escribir.
  public init(value: Value) {
    self.init(reference: SharedBox(value))
  }

  /// Permite declarar parámetros `@SharedReader` y pasar un lector ya existente.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// El valor actual.
  @inlinable
  public var wrappedValue: Value {
    // Prestado, no copiado, como `Shared.wrappedValue` (ver `SharedRead`).
    _read {
      let read = address?.beginFastRead() ?? SharedRead(copying: generalRead())
      defer {
        address?.endFastRead(read)
        read.releaseCopy()
      }
      yield read.pointer.pointee
    }
  }

  /// El camino de `wrappedValue` de un lector sin dirección o seguido por un `TestStore`,
  /// fuera de línea.
  @usableFromInline @inline(never)
  func generalRead() -> Value {
    if let address { return address.generalRead() }
    return reference.read(from: .current) { $0 }
  }

  /// El lector mismo.
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// Un lector de un miembro, sobre la misma caja de origen.
  @inlinable
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(
      reference: DerivedReaderReference(base: reference, keyPath: keyPath),
      address: address?.member(keyPath))
  }

  /// El error al cargar el valor desde su clave de persistencia, si lo hubo.
  public var loadError: (any Error)? { reference.root.loadError }
}

extension SharedReader: Equatable where Value: Equatable {
  public static func == (lhs: SharedReader, rhs: SharedReader) -> Bool {
    if SharedTestingContext.mode == .comparing {
      return lhs.reference.read(from: .expected) { $0 }
        == rhs.reference.read(from: .live) { $0 }
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension SharedReader: CustomStringConvertible {
  public var description: String { String(describing: wrappedValue) }
}

extension SharedReader: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}
