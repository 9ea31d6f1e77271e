import Foundation
import Support

extension Rulebook {
  /// Lo que pesa sobre la respuesta que cuenta: de qué intento es y lo visto antes.
  public struct Deductions: Sendable, Hashable {
    /// La posición (desde 0) del intento que cuenta.
    public var tryIndex: Int
    /// Pistas vistas antes.
    public var hints: Int
    /// Si vio la solución antes.
    public var solutionSeen: Bool

    public init(tryIndex: Int, hints: Int, solutionSeen: Bool) {
      self.tryIndex = tryIndex
      self.hints = hints
      self.solutionSeen = solutionSeen
    }
  }

  /// El mensaje de un ejercicio corregido, que dice lo mismo que su nota: el del corrector
  /// (`checker`), y, si las reglas le quitan valor, cuánto vale y por qué; nunca «Correcto.»
  /// a secas para menos de todos los puntos.
  ///
  /// ```swift
  /// Rulebook.message(
  ///   "Correcto.", answerScore: 1, answerPassed: true, worth: 0,
  ///   deductions: .init(tryIndex: 0, hints: 0, solutionSeen: true), policy: policy, maxPoints: 1)
  /// // "Correcto, pero vale 0 de 1: viste la solución antes de responder."
  /// ```
  ///
  /// - Parameters:
  ///   - checker: lo que dijo el corrector de la respuesta que cuenta (su primera línea es el
  ///     resumen; las demás, el detalle).
  ///   - answerScore: lo que valía esa respuesta antes de las reglas (de 0 a 1).
  ///   - answerPassed: si era correcta del todo.
  ///   - worth: lo que vale con las reglas (de 0 a 1).
  ///   - maxPoints: lo que vale el ejercicio, para decirlo en puntos.
  public static func message(
    _ checker: String, answerScore: Double, answerPassed: Bool, worth: Double,
    deductions: Deductions, policy: Assignment, maxPoints: Double
  ) -> String {
    guard worth < answerScore - 1e-9 else { return checker }
    let causes = reasons(deductions, passed: answerPassed, policy: policy)
    let value =
      "vale \(Points.format(worth * maxPoints)) de \(Points.format(maxPoints))"
      + (causes.isEmpty ? "" : ": " + join(causes)) + "."
    var lines = checker.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var first = lines.first ?? ""
    if answerPassed {
      // «Correcto.» → «Correcto, pero vale 0 de 1: …».
      first = (first.hasSuffix(".") ? String(first.dropLast()) : first) + ", pero " + value
    } else {
      first += (first.isEmpty ? "" : " ") + "V" + value.dropFirst()
    }
    if lines.isEmpty { lines = [first] } else { lines[0] = first }
    return lines.joined(separator: "\n")
  }

  /// Por qué la respuesta que cuenta vale menos que lo que valía: solo las reglas que restan.
  static func reasons(_ deductions: Deductions, passed: Bool, policy: Assignment) -> [String] {
    var reasons: [String] = []
    if policy.mode == .tries, policy.penalty > 0, deductions.tryIndex > 0 {
      reasons.append(
        (passed ? "acertaste" : "respondiste") + " al " + ordinal(deductions.tryIndex + 1))
    }
    if policy.hintCost > 0, deductions.hints > 0 {
      reasons.append(
        deductions.hints == 1 ? "viste 1 pista antes" : "viste \(deductions.hints) pistas antes")
    }
    if policy.solutionCost > 0, deductions.solutionSeen {
      reasons.append("viste la solución antes de responder")
    }
    return reasons
  }

  /// «tercer intento»; del undécimo en adelante, «intento 11».
  static func ordinal(_ number: Int) -> String {
    let words = [
      "primer", "segundo", "tercer", "cuarto", "quinto", "sexto", "séptimo", "octavo",
      "noveno", "décimo",
    ]
    return (1...words.count).contains(number)
      ? words[number - 1] + " intento" : "intento \(number)"
  }

  /// «a», «a y b», «a, b y c».
  static func join(_ parts: [String]) -> String {
    guard let last = parts.last else { return "" }
    let rest = parts.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " y " + last
  }
}
