/// El veredicto de una respuesta: si pasa y, si no, por qué (en castellano).
public struct Verdict: Sendable, Equatable {
  public var passed: Bool
  public var message: String
  public init(passed: Bool, message: String) {
    self.passed = passed
    self.message = message
  }
}
