/// El resultado de comprobar una respuesta, el único del corrector: si pasa, si le falta
/// poco («casi») o si no, la puntuación parcial, por qué en castellano y, en un ejercicio de
/// código, el informe del ejecutor (`code`). Lo usan igual el tutor, que lo muestra, y la
/// corrección, que lo convierte en puntos con el reglamento (`AttemptGrading`).
///
/// ```swift
/// let verdict = FreeTextChecker.check(exercise, answer: "withLok")
/// verdict.outcome   // .almost
/// verdict.message   // "Casi: «withLok» se parece mucho a la respuesta; …"
/// ```
public struct Verdict: Sendable, Hashable, Codable {
  /// El resultado.
  public enum Outcome: String, Sendable, Hashable, Codable {
    /// La respuesta es correcta.
    case passed = "correcto"
    /// No es correcta, pero le falta muy poco (una errata, mayúsculas…): merece otro intento.
    case almost = "casi"
    /// No es correcta.
    case failed = "incorrecto"
  }

  /// El resultado.
  public var outcome: Outcome
  /// Lo que se le dice a la persona, como datos y en orden (cada uno es un hallazgo).
  public var feedback: [Feedback]
  /// Puntuación parcial, en los tipos que la tienen (reconstrucción, admisión; en código, las
  /// pruebas que pasan de las que hay).
  public var score: Score?
  /// En un ejercicio de código, el informe del ejecutor (diagnósticos, pruebas, límites):
  /// su texto va después de `feedback`.
  public var code: CodeVerdict?

  /// Crea un veredicto.
  public init(
    outcome: Outcome, feedback: [Feedback], score: Score? = nil, code: CodeVerdict? = nil
  ) {
    self.outcome = outcome
    self.feedback = feedback
    self.score = score
    self.code = code
  }

  /// Crea un veredicto con un mensaje ya redactado (lo usan los correctores que tienen su
  /// propio texto, como el de código).
  public init(passed: Bool, message: String) {
    self.init(outcome: passed ? .passed : .failed, feedback: [.reported(message)])
  }

  /// Si la respuesta es correcta.
  public var passed: Bool { outcome == .passed }

  /// Cada hallazgo en castellano, en orden (el informe del código, el último).
  public var findings: [String] { feedback.map(\.message) + (code.map { [$0.message] } ?? []) }

  /// Todo el texto para la persona, un hallazgo por línea.
  public var message: String { findings.joined(separator: "\n") }
}

/// Una puntuación parcial: `earned` de `possible`.
public struct Score: Sendable, Hashable, Codable {
  /// Lo conseguido.
  public var earned: Int
  /// Lo posible.
  public var possible: Int

  /// Crea una puntuación.
  public init(earned: Int, possible: Int) {
    self.earned = earned
    self.possible = possible
  }

  /// `earned / possible`, entre 0 y 1 (1 si no había nada que conseguir).
  public var fraction: Double {
    possible == 0 ? 1 : Double(earned) / Double(possible)
  }
}
