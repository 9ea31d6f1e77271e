import Synchronization
#if canImport(Testing)
  import Testing
#endif

/// Los valores de las dependencias de la tarea actual, sobrescribibles con
/// `withDependencies` sin que las pruebas concurrentes se mezclen.
///
/// ```swift
/// withDependencies {
///   $0.defaultInMemoryStorage = InMemoryStorage()
/// } operation: {
///   @Shared(.inMemory("sesion")) var sesion = Sesion()
/// }
/// ```
public struct DependencyValues: Sendable {
  @TaskLocal static var current = DependencyValues()

  private var overrides: [ObjectIdentifier: any Sendable] = [:]
  private var contextOverride: DependencyContext?

  public init() {}

  /// El contexto (aplicación o prueba) de estos valores.
  public var context: DependencyContext {
    get { contextOverride ?? .detected }
    set { contextOverride = newValue }
  }

  /// El valor de la dependencia `key`: el sobrescrito, o el de su contexto.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = overrides[ObjectIdentifier(key)] as? Key.Value { return value }
      return DefaultValues.value(for: key, context: context)
    }
    set {
      overrides[ObjectIdentifier(key)] = newValue
    }
  }

  /// Sobrescribe aquí lo que `other` sobrescribe.
  mutating func absorb(_ other: DependencyValues) {
    overrides.merge(other.overrides) { _, new in new }
    if let context = other.contextOverride { contextOverride = context }
  }

  /// La dependencia que se está resolviendo, para nombrarla si falta su valor de prueba.
  @TaskLocal static var resolving: String?

  /// Si se están preparando dependencias (la clausura de `withDependencies`): leer una
  /// para cambiarle un campo (`$0.api.perfil = …`) no es usarla.
  @TaskLocal static var isSetting = false

  static func reportUnimplemented<Key>(_ key: Key.Type) {
    guard !isSetting else { return }
    let name = resolving ?? ValueFormatter.typeName(key)
    reportIssue(
      "Se usó la dependencia \(name) en una prueba sin sobrescribirla. "
        + "Dale un valor con withDependencies (o un testValue) para que la prueba no "
        + "dependa del mundo real."
    )
  }
}

/// Los valores por defecto ya resueltos: uno por proceso en la aplicación, y uno por
/// prueba en pruebas, para que ninguna vea los datos de otra.
enum DefaultValues {
  private static let cache = Locked<[CacheKey: any Sendable]>([:])

  private struct CacheKey: Hashable {
    let key: ObjectIdentifier
    let scope: String
  }

  static func value<Key: TestDependencyKey>(for key: Key.Type, context: DependencyContext)
    -> Key.Value
  {
    let cacheKey = CacheKey(key: ObjectIdentifier(key), scope: scope(for: context))
    if DependencyValues.isSetting, context == .test {
      // Leída solo para sobrescribir un campo: sin informar y sin guardarla.
      return key.testValue
    }
    if let cached = cache.withLock({ $0[cacheKey] }) as? Key.Value {
      return cached
    }
    let value: Key.Value
    switch context {
    case .live:
      if let live = key as? any DependencyKey.Type,
        let value = liveValue(of: live, as: Key.Value.self)
      {
        return store(value, for: cacheKey)
      }
      value = key.testValue
    case .test:
      value = key.testValue
    }
    return store(value, for: cacheKey)
  }

  private static func liveValue<K: DependencyKey, V>(of key: K.Type, as type: V.Type) -> V? {
    K.liveValue as? V
  }

  private static func store<V: Sendable>(_ value: V, for cacheKey: CacheKey) -> V {
    cache.withLock { cache in
      if let existing = cache[cacheKey] as? V { return existing }
      cache[cacheKey] = value
      return value
    }
  }

  /// El caso de prueba en cuarentena (rasgo `.dependencies`), si lo hay: sus valores no
  /// se comparten con ningún otro caso, ni con los otros argumentos de la misma prueba.
  @TaskLocal static var quarantine: Int?

  private static let quarantines = Atomic<Int>(0)

  /// Corre `operation` con valores por defecto propios y los olvida al acabar.
  static func quarantined<R>(_ operation: () async throws -> R) async rethrows -> R {
    let number = quarantines.add(1, ordering: .relaxed).newValue
    defer {
      let scope = "caso:\(number)"
      cache.withLock { cache in cache = cache.filter { $0.key.scope != scope } }
    }
    return try await $quarantine.withValue(number) { try await operation() }
  }

  private static func scope(for context: DependencyContext) -> String {
    guard context == .test else { return "live" }
    if let quarantine { return "caso:\(quarantine)" }
    #if canImport(Testing)
      if let test = Test.current {
        return "test:\(test.id)"
      }
    #endif
    return "test"
  }
}
