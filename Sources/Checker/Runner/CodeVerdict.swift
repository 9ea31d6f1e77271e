/// El resultado de una prueba oculta.
public struct TestCaseResult: Sendable, Hashable, Codable {
  /// Qué le pasó.
  public enum Status: Sendable, Hashable, Codable {
    /// Volvió sin fallos.
    case passed
    /// Volvió con estos fallos de `expect` (o de `TestStore`).
    case failed(messages: [String])
    /// Lanzó este error (y quizá anotó fallos antes).
    case threw(error: String, messages: [String])
    /// El programa murió durante la prueba; `detail` es el `Fatal error` de Swift si lo hubo.
    case crashed(ProcessTermination, detail: String?)
    /// El programa se quedó sin memoria durante la prueba.
    case outOfMemory
    /// Se acabó el tiempo durante la prueba.
    case timedOut
    /// El sistema detectó un abrazo mortal (un cerrojo pedido por quien ya lo espera) y
    /// el programa se detuvo; `detail` es el mensaje del runtime.
    case deadlocked(detail: String)
    /// El programa escribió sin parar y se le detuvo.
    case flooded
    /// El programa salió por su cuenta (`exit`) en mitad de la prueba.
    case exitedEarly(code: Int32)
    /// No llegó a ejecutarse.
    case notRun
  }

  /// El nombre de la función (`pruebaSumaConcurrente`).
  public var name: String
  /// Qué le pasó.
  public var status: Status

  /// Crea un resultado.
  public init(name: String, status: Status) {
    self.name = name
    self.status = status
  }

  /// Si pasó.
  public var passed: Bool { status == .passed }
}

/// El veredicto de un ejercicio de código: no compila (con los diagnósticos de la persona),
/// o qué pruebas fallan y por qué, o que todo pasa. `message` lo dice en castellano.
///
/// ```swift
/// let veredicto = await runner.check(entrega)
/// if !veredicto.passed { print(veredicto.message) }
/// ```
public struct CodeVerdict: Sendable, Hashable, Codable {
  /// El resultado global (el peor de las pruebas).
  public enum Outcome: String, Sendable, Hashable, Codable {
    /// Compila y pasan todas las pruebas.
    case passed
    /// No compila.
    case compileFailed
    /// Alguna prueba falla (`expect`, un error lanzado, un `exit`).
    case testsFailed
    /// El programa murió (una señal) o escribió sin parar.
    case crashed
    /// Se agotó el tiempo de reloj.
    case timedOut
    /// El sistema detectó un abrazo mortal.
    case deadlocked
    /// Se quedó sin memoria.
    case outOfMemory
    /// El corrector no pudo hacer su trabajo (sin motor, sin pruebas, sin disco).
    case setupFailed
  }

  /// El ejercicio (`withlock.carrera`).
  public var exerciseID: String
  /// El resultado global.
  public var outcome: Outcome
  /// Los diagnósticos del compilador (errores, avisos y notas), ya en los archivos de la
  /// persona.
  public var diagnostics: [CompilerDiagnostic]
  /// Una entrada por función `prueba…`, en orden.
  public var tests: [TestCaseResult]
  /// Lo que el programa escribió (salida y errores), limpio y recortado.
  public var output: String
  /// Si la salida se recortó.
  public var outputTruncated: Bool
  /// Qué terminó el programa cuando murió fuera de las pruebas (al arrancar).
  public var startupFailure: ProcessTermination?
  /// Las protecciones que faltaron al ejecutarlo.
  public var sandboxGaps: [SandboxGap]
  /// Si la corrección no pudo hacerse: el mensaje del problema.
  public var setupMessage: String?
  /// El límite de tiempo de reloj con que se ejecutó (segundos).
  public var timeLimitSeconds: Double
  /// El límite de memoria con que se ejecutó (bytes).
  public var memoryLimitBytes: Int
  /// Si salió de la caché (no se compiló ni ejecutó nada).
  public var fromCache: Bool
  /// Si se agotó el tiempo: por qué, según lo que hizo con el procesador
  /// (`TimeoutEvidence`); `nil` si no se agotó o si el sistema no lo dice. Decide si el
  /// veredicto es del programa (se puede guardar) o de la carga de la máquina.
  public var timeoutCause: TimeoutCause?
  /// Las pruebas del profesor (`--pruebas-ocultas`), contadas y nada más: corren en un
  /// programa aparte y de él solo llega aquí cuántas pasan (`addingTeacherTests`). `nil`
  /// si el ejercicio no tiene.
  public var teacherTests: TeacherTestsResult?

  /// Si todo pasa.
  public var passed: Bool { outcome == .passed }

  /// Cuántas pruebas pasan y cuántas hay, las del profesor incluidas.
  public var testCounts: (passing: Int, total: Int) {
    (
      tests.filter(\.passed).count + (teacherTests?.passing ?? 0),
      tests.count + (teacherTests?.total ?? 0)
    )
  }

  /// El resultado del corrector con este informe: pasa o no, y la parte de las pruebas que
  /// pasan (las del profesor incluidas).
  public var verdict: Verdict {
    let (passing, total) = testCounts
    return Verdict(
      outcome: passed ? .passed : .failed, feedback: [],
      score: Score(earned: passing, possible: total), code: self)
  }

  /// Crea un veredicto; `outcome` se deduce de los diagnósticos y las pruebas.
  init(
    exerciseID: String, diagnostics: [CompilerDiagnostic] = [], tests: [TestCaseResult] = [],
    output: String = "", outputTruncated: Bool = false, startupFailure: ProcessTermination? = nil,
    sandboxGaps: [SandboxGap] = [], setupMessage: String? = nil, limits: SandboxLimits
  ) {
    self.exerciseID = exerciseID
    self.diagnostics = diagnostics
    self.tests = tests
    self.output = output
    self.outputTruncated = outputTruncated
    self.startupFailure = startupFailure
    self.sandboxGaps = sandboxGaps
    self.setupMessage = setupMessage
    self.timeLimitSeconds = limits.wallClockSeconds
    self.memoryLimitBytes = limits.memoryBytes
    self.fromCache = false
    self.outcome = Self.outcome(
      setupFailed: setupMessage != nil,
      compileFailed: diagnostics.contains { $0.severity == .error },
      startupFailed: startupFailure != nil, tests: tests)
  }

  static func outcome(
    setupFailed: Bool, compileFailed: Bool, startupFailed: Bool, tests: [TestCaseResult]
  ) -> Outcome {
    if setupFailed { return .setupFailed }
    if compileFailed { return .compileFailed }
    let statuses = tests.map(\.status)
    if statuses.contains(.timedOut) { return .timedOut }
    if statuses.contains(where: { if case .deadlocked = $0 { true } else { false } }) {
      return .deadlocked
    }
    if statuses.contains(.outOfMemory) { return .outOfMemory }
    if startupFailed
      || statuses.contains(where: { if case .crashed = $0 { true } else { $0 == .flooded } })
    {
      return .crashed
    }
    return statuses.allSatisfy { $0 == .passed } && !statuses.isEmpty ? .passed : .testsFailed
  }
}
