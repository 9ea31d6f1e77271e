/// Lo que pasó al compilar y ejecutar un fragmento de código contra `SharedCore` (los
/// bloques ` ```swift ejecutable `, la verdad de un ejercicio de predicción).
public struct SnippetOutcome: Sendable, Hashable, Codable {
  /// Si compiló.
  public var compiled: Bool
  /// Los diagnósticos del compilador, con el nombre y las líneas del fragmento.
  public var diagnostics: [CompilerDiagnostic]
  /// Lo que escribió en la salida estándar, tal cual (recortado si pasó del límite).
  public var standardOutput: String
  /// Lo que escribió en la salida de errores (sin las pilas de llamadas de Swift).
  public var standardError: String
  /// Si alguna de las dos se recortó.
  public var outputTruncated: Bool
  /// Cómo terminó, si llegó a ejecutarse.
  public var termination: ProcessTermination?
  /// Si se le mató por tiempo.
  public var timedOut: Bool
  /// Las protecciones que faltaron.
  public var sandboxGaps: [SandboxGap]
  /// Si salió de la caché.
  public var fromCache: Bool

  /// Compiló, terminó a tiempo y con código 0.
  public var succeeded: Bool { compiled && !timedOut && termination == .exited(0) }

  /// Por qué no fue bien, en castellano; `nil` si fue bien.
  public var failureMessage: String? {
    if !compiled {
      let errors = diagnostics.filter { $0.severity == .error }
      return (["El fragmento no compila:"] + errors.map { CodeVerdict.spanish($0) })
        .joined(separator: "\n")
    }
    if timedOut { return "El fragmento no terminó: tiempo agotado — ¿un abrazo mortal?" }
    if let termination, termination != .exited(0) {
      return "El fragmento \(CodeVerdict.describe(termination))."
    }
    return nil
  }
}
