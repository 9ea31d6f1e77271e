/// Ejecuta `operation` con las dependencias modificadas por `updateValues`, solo para
/// esta tarea y las que cree.
///
/// ```swift
/// let nombre = withDependencies {
///   $0.defaultInMemoryStorage = InMemoryStorage()
/// } operation: {
///   @Shared(.inMemory("nombre")) var nombre = "Ada"
///   return nombre
/// }
/// ```
@discardableResult
public func withDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try DependencyValues.$isSetting.withValue(true) { try updateValues(&values) }
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// La versión asíncrona de `withDependencies`.
@discardableResult
public func withDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try DependencyValues.$isSetting.withValue(true) { try updateValues(&values) }
  return try await DependencyValues.$current.withValue(values, operation: operation)
}

/// Una dependencia leída de los valores de la tarea en la que se creó quien la declara.
///
/// ```swift
/// struct Perfil: Reducer {
///   @Dependency(\.api) var api
/// }
/// ```
@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
  private let keyPath: KeyPath<DependencyValues, Value>
  private let captured: DependencyValues

  public init(_ keyPath: KeyPath<DependencyValues, Value>) {
    self.keyPath = keyPath
    self.captured = DependencyValues.current
  }

  /// El valor: el de la tarea actual si alguien lo sobrescribió alrededor, si no el de
  /// la tarea en la que se creó quien lo declara.
  public var wrappedValue: Value {
    let name = Self.describe(keyPath).map { "@Dependency(\($0))" }
    return DependencyValues.$resolving.withValue(name) {
      DependencyValues.current.merging(over: captured)[keyPath: keyPath]
    }
  }

  private static func describe(_ keyPath: KeyPath<DependencyValues, Value>) -> String? {
    let text = String(describing: keyPath)
    // En Linux una propiedad calculada se describe sin nombre (`<computed 0x… (Tipo)>`):
    // entonces se nombra la dependencia por su tipo.
    if text.contains("<computed") { return nil }
    if let range = text.range(of: "DependencyValues.") {
      return "\\." + text[range.upperBound...]
    }
    return text
  }
}

extension DependencyValues {
  /// Los valores de `self`, completados con los de `base` que `self` no sobrescribe.
  func merging(over base: DependencyValues) -> DependencyValues {
    var merged = base
    merged.absorb(self)
    return merged
  }
}
