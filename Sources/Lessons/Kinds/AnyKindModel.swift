/// Un modelo de un tipo hecho unidad, sea cual sea el tipo: lo que lleva
/// `Exercise.Kind.unit`.
public struct AnyKindModel: Sendable, Hashable {
  /// El modelo.
  public let base: any ExerciseKindModel

  /// Envuelve `base`.
  public init(_ base: some ExerciseKindModel) {
    self.base = base
  }

  /// La palabra de `tipo:` de su tipo.
  public var name: Exercise.KindName { Exercise.KindName(unit: type(of: base).word) }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.isEqual(to: rhs.base) }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type(of: base).word)
    base.hash(into: &hasher)
  }
}

/// Una respuesta a un tipo hecho unidad, sea cual sea el tipo: lo que lleva
/// `RawAnswer.unit`.
public struct AnyKindAnswer: Sendable, Hashable {
  /// La respuesta.
  public let base: any KindAnswer
  /// La palabra de `tipo:` del tipo al que responde.
  public let kind: String

  /// Envuelve `base`, respuesta a un ejercicio de tipo `kind`.
  public init(_ base: some KindAnswer, kind: String) {
    self.base = base
    self.kind = kind
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && Self.equal(lhs.base, rhs.base)
  }

  private static func equal<A: KindAnswer>(_ lhs: A, _ rhs: any KindAnswer) -> Bool {
    (rhs as? A) == lhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    base.hash(into: &hasher)
  }
}
