extension Exercise {
  /// Lo que hay que responder y cómo se corrige: el modelo de su tipo (`ExerciseKindModel`),
  /// uno de los registrados en `ExerciseKindRegistry`, sea cual sea.
  ///
  /// ```swift
  /// print(exercise.kind.name.rawValue, exercise.kind.base.rightAnswer)
  /// ```
  public struct Kind: Sendable, Hashable {
    /// El modelo.
    public let base: any ExerciseKindModel

    /// El tipo cuyo modelo es `base`.
    public init(_ base: some ExerciseKindModel) {
      self.base = base
    }

    /// La palabra de `tipo:` de su tipo.
    public var name: KindName { KindName(unit: type(of: base).word) }

    /// El modelo, si es del tipo `type`.
    ///
    /// ```swift
    /// if let text = exercise.kind.model(FreeTextExercise.self) { print(text.answer) }
    /// ```
    public func model<Model: ExerciseKindModel>(_ type: Model.Type) -> Model? {
      base as? Model
    }

    /// El modelo, si el tipo se responde en un archivo del espacio que se compila
    /// (`CompiledKind`).
    public var compiled: (any CompiledKind)? { base as? any CompiledKind }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.isEqual(to: rhs.base) }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(type(of: base).word)
      base.hash(into: &hasher)
    }
  }
}
