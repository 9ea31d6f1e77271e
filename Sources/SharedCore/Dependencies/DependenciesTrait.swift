#if canImport(Testing)
  import Testing

  /// Pone cada caso de prueba en cuarentena: sus dependencias por defecto (el almacén en
  /// memoria de `.inMemory`, entre otras) son solo suyas.
  ///
  /// Sin este rasgo, las dependencias se reparten por prueba: los casos de una prueba con
  /// argumentos corren a la vez y verían el mismo almacén, así que el primero que declara
  /// `@Shared(.inMemory("contador")) var contador = inicial` pondría el valor de todos.
  ///
  /// ```swift
  /// @Suite(.dependencies) struct ContadorTests {
  ///   @Test(arguments: [0, 1, 7]) func empiezaEn(inicial: Int) {
  ///     @Shared(.inMemory("contador")) var contador = inicial
  ///     #expect(contador == inicial)
  ///   }
  /// }
  /// ```
  public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      // Una suite o una prueba entera no abren cuarentena: la abre cada caso.
      guard testCase != nil else { return try await function() }
      try await DefaultValues.quarantined { try await function() }
    }
  }

  extension Trait where Self == DependenciesTrait {
    /// Cada caso de prueba con sus propias dependencias (ver ``DependenciesTrait``).
    public static var dependencies: Self { Self() }
  }
#endif
