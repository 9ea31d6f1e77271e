/// Los nombres de las reglas del archivo de la persona (`SourceRules`).
enum SourceRuleNames {
  /// Atributos que cambian el enlace o la compilación (además de todo `@_…`).
  static let forbiddenAttributes: Set<String> = [
    "c", "export", "extern", "section", "used", "implements", "dynamicReplacement", "unsafe",
    "safe", "abi", "main", "implementation", "specialize", "backDeployed", "convention",
  ]

  /// Los módulos que el archivo de la persona puede importar: el motor y lo que trae el
  /// compilador. Los demás módulos de leccion (`Checker`, `Workspace`…) están junto al motor
  /// en una compilación de desarrollo (`.build/debug/Modules`), y no son del ejercicio.
  static let importableModules: Set<String> = [
    "SharedCore", "Foundation", "FoundationEssentials", "Observation", "Dispatch",
    "Synchronization", "Glibc",
  ]

  /// Identificadores que el archivo de la persona no puede usar.
  static let forbiddenIdentifiers: Set<String> = ["IssueReporter"]

  /// Tipos que las pruebas nombran y que un tipo propio con el mismo nombre sustituiría (a
  /// cualquier profundidad: `Usuario.String` también tapa `String` dentro de `Usuario`):
  /// los de la biblioteca estándar y Foundation que usan las pruebas, y todos los públicos
  /// de SharedCore (una prueba comprueba que la lista los tiene todos).
  static let libraryTypes: Set<String> = standardTypes.union(engineTypes)

  static let standardTypes: Set<String> = [
    "String", "Substring", "Character", "Unicode", "Int", "Int8", "Int16", "Int32", "Int64",
    "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool", "Array",
    "ArraySlice", "ContiguousArray", "Dictionary", "Set", "Optional", "Result", "Range",
    "ClosedRange", "Never", "Void", "Any", "AnyObject", "AnyHashable", "Error", "Equatable",
    "Hashable", "Comparable", "Identifiable", "Sendable", "Codable", "Encodable", "Decodable",
    "Sequence", "Collection", "IteratorProtocol", "RawRepresentable", "CaseIterable",
    "CustomStringConvertible", "CustomDebugStringConvertible", "CustomReflectable",
    "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByBooleanLiteral",
    "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
    "ExpressibleByFloatLiteral", "Mirror", "KeyPath", "Task", "MainActor", "Data", "Date",
    "URL", "UUID", "TimeInterval", "JSONEncoder", "JSONDecoder", "Mutex", "Atomic",
  ]

  static let engineTypes: Set<String> = [
    "AppStorageKey", "CombineReducers", "DependenciesTrait", "Dependency", "DependencyContext",
    "DependencyKey",
    "DependencyValues", "Effect", "EmptyReducer", "Exhaustivity", "FileStorage",
    "FileStorageKey", "IdentifiedAction", "IdentifiedActionOf", "IdentifiedArray",
    "IdentifiedArrayOf", "InMemoryKey", "InMemoryStorage", "IssueReporter", "LoadContext",
    "LoadContinuation", "Reduce", "Reducer",
    "ReducerBuilder", "ReducerOf", "ReportedIssue", "SaveContext", "SaveContinuation", "Scope",
    "Send", "Shared", "SharedCoreError", "SharedKey", "SharedReader", "SharedReaderKey",
    "SharedSubscriber", "SharedSubscription", "Store", "StoreTask",
    "TestDependencyKey", "TestStore", "TestStoreTask",
  ]
}
