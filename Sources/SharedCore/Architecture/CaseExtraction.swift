import Synchronization

/// Extrae de un enum el valor asociado de un caso, dado el constructor de ese caso
/// (`Action.buscador`), sin macros: por reflexión.
///
/// Se lee la etiqueta del caso de `root` (su número de caso, en nanosegundos); si el valor
/// asociado de ese caso es del tipo pedido, se saca con `Mirror`, se vuelve a construir
/// con `embed` y se comprueba que sale el mismo caso (dos casos con el mismo tipo de valor
/// se distinguen así). Qué casos de cada enum llevan un valor del tipo pedido se aprende
/// una vez por proceso: las acciones de otros casos se descartan sin reflexión.
///
/// Un `body` se vuelve a construir en cada acción, así que lo aprendido no puede vivir en
/// el extractor: vive en `PayloadTypeCache`, por tipos y etiqueta.
struct CaseExtractor<Root, Value> {
  let embed: (Value) -> Root

  init(_ embed: @escaping (Value) -> Root) {
    self.embed = embed
  }

  /// El valor asociado si `root` es el caso de `embed`; `nil` si es otro caso.
  func extract(from root: Root) -> Value? {
    guard let tag = EnumTag.of(root) else { return verifiedPayload(of: root) }
    let key = PayloadTypeCache.Key(root: Root.self, value: Value.self, tag: tag)
    let value: Value?
    switch PayloadTypeCache.access(key) {
    case .noPayload?:
      return nil
    case .projected?:
      value = EnumTag.project(root, tag: tag, as: Value.self)
    case .reflected?:
      value = Self.caseOf(root).flatMap { Self.cast($0.payload) }
    case nil:
      value = Self.caseOf(root).flatMap { Self.cast($0.payload) }
      PayloadTypeCache.record(key, Self.access(for: root, tag: tag, reflected: value))
    }
    guard let value else { return nil }
    return EnumTag.of(embed(value)) == tag ? value : nil
  }

  /// Cómo sacar en adelante el valor de este caso: proyectándolo de la memoria del enum si
  /// da exactamente lo mismo que la reflexión (no lo da en casos `indirect`), si no con
  /// `Mirror`.
  private static func access(
    for root: Root, tag: UInt32, reflected: Value?
  ) -> PayloadTypeCache.Access {
    guard var reflected else { return .noPayload }
    guard var projected = EnumTag.project(root, tag: tag, as: Value.self) else {
      return .reflected
    }
    let identical = withUnsafeBytes(of: &reflected) { lhs in
      withUnsafeBytes(of: &projected) { rhs in lhs.elementsEqual(rhs) }
    }
    return identical ? .projected : .reflected
  }

  /// El valor asociado, comprobando que `embed` construye el mismo caso.
  private func verifiedPayload(of root: Root) -> Value? {
    guard let (label, payload) = Self.caseOf(root) else { return nil }
    guard let value = Self.cast(payload) else { return nil }
    guard let embedded = Self.caseOf(embed(value)), embedded.label == label else { return nil }
    return value
  }

  /// El nombre del caso y su valor asociado, si `value` es un enum con valor asociado.
  static func caseOf(_ value: Any) -> (label: String, payload: Any)? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let child = mirror.children.first,
      let label = child.label
    else { return nil }
    return (label, child.value)
  }

  /// Convierte el valor asociado al tipo pedido; un único valor con etiqueta
  /// (`case fila(id: Int)`) llega como tupla de un elemento.
  private static func cast(_ payload: Any) -> Value? {
    if let value = payload as? Value { return value }
    let mirror = Mirror(reflecting: payload)
    if mirror.displayStyle == .tuple, mirror.children.count == 1,
      let only = mirror.children.first?.value as? Value
    {
      return only
    }
    return nil
  }
}

/// Qué casos de un enum llevan un valor asociado de un tipo dado, aprendido una vez por
/// proceso para cada par de tipos y etiqueta de caso.
enum PayloadTypeCache {
  struct Key: Hashable, Sendable {
    let root: ObjectIdentifier
    let value: ObjectIdentifier
    let tag: UInt32

    init(root: Any.Type, value: Any.Type, tag: UInt32) {
      self.root = ObjectIdentifier(root)
      self.value = ObjectIdentifier(value)
      self.tag = tag
    }
  }

  /// Cómo se saca el valor de un caso.
  enum Access: Sendable {
    /// El caso no lleva un valor del tipo pedido.
    case noPayload
    /// Se proyecta de la memoria del enum (nanosegundos).
    case projected
    /// Se saca con `Mirror` (microsegundos).
    case reflected
  }

  private static let storage = Locked<[Key: Access]>([:])

  /// Cómo se saca el valor de ese caso; `nil` si aún no se sabe.
  static func access(_ key: Key) -> Access? {
    storage.withLock { $0[key] }
  }

  static func record(_ key: Key, _ access: Access) {
    storage.withLock { $0[key] = access }
  }
}

/// La etiqueta del caso de un enum (su número de caso), leída del propio tipo sin
/// reflexión: la función `getEnumTag` de su tabla de testigos de valor, parte estable de
/// la ABI de Swift.
enum EnumTag {
  /// `nil` si `T` no es un enum (o la plataforma no es de 64 bits).
  static func of<T>(_ value: T) -> UInt32? {
    guard let witnesses = enumWitnesses(T.self) else { return nil }
    let getEnumTag = witnesses.table.load(fromByteOffset: 88, as: GetEnumTag.self)
    return withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), witnesses.metadata) }
  }

  /// El valor asociado del caso `tag` de `root` leído como `Value` de su memoria, con las
  /// funciones `destructiveProjectEnumData` y `destructiveInjectEnumTag` de su tabla.
  ///
  /// Solo es correcto si el valor asociado es exactamente un `Value` guardado en línea
  /// (no en un caso `indirect`): `CaseExtractor` lo comprueba contra `Mirror` la primera
  /// vez. `nil` si `Value` no cabe en `Root` o `Root` no es un enum.
  static func project<Root, Value>(_ root: Root, tag: UInt32, as type: Value.Type) -> Value? {
    guard let witnesses = enumWitnesses(Root.self),
      MemoryLayout<Value>.size <= MemoryLayout<Root>.size,
      MemoryLayout<Value>.alignment <= MemoryLayout<Root>.alignment
    else { return nil }
    let project = witnesses.table.load(fromByteOffset: 96, as: ProjectEnumData.self)
    let inject = witnesses.table.load(fromByteOffset: 104, as: InjectEnumTag.self)
    var copy = root
    return withUnsafeMutableBytes(of: &copy) { buffer -> Value? in
      guard let address = buffer.baseAddress else { return nil }
      project(address, witnesses.metadata)
      let value = buffer.load(as: Value.self)
      // Se deja la copia como estaba, para que se destruya como un `Root` normal.
      inject(address, tag, witnesses.metadata)
      return value
    }
  }

  private static func enumWitnesses(
    _ type: Any.Type
  ) -> (metadata: UnsafeRawPointer, table: UnsafeRawPointer)? {
    guard MemoryLayout<UnsafeRawPointer>.size == 8 else { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // Tipos de metadatos: 0x201 enum, 0x202 Optional.
    let kind = metadata.load(as: UInt.self)
    guard kind == 0x201 || kind == 0x202 else { return nil }
    // La tabla de testigos de valor está justo antes de los metadatos; las funciones de
    // enum van tras 8 funciones, size, stride, flags y extraInhabitantCount (88 bytes).
    return (metadata, metadata.load(fromByteOffset: -8, as: UnsafeRawPointer.self))
  }

  private typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  private typealias ProjectEnumData =
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer)
    -> Void
  private typealias InjectEnumTag =
    @convention(c) (
      UnsafeMutableRawPointer, UInt32, UnsafeRawPointer
    ) -> Void
}
