import Foundation

/// Cómo compila y ejecuta el corrector de código.
public struct CodeRunnerOptions: Sendable, Hashable {
  /// Los límites del programa en marcha.
  public var limits: SandboxLimits
  /// `-swift-version` de los ejercicios (`6`, como el paquete).
  public var languageMode: String
  /// Módulos que cada archivo de ejercicio importa sin escribirlo.
  public var implicitImports: [String]
  /// Código Swift que la tabla de pruebas (`main.swift`) ejecuta antes de las pruebas,
  /// después de arrancar el arnés: aquí se podría enganchar otro motor para que sus fallos
  /// lleguen a la prueba en marcha, llamando a `LeccionHarness.__leccionRecordFailure(_:)`.
  public var harnessPrelude: String
  /// Compilaciones y ejecuciones simultáneas en los lotes.
  public var maxParallelJobs: Int
  /// Máximo de ejercicios que se compilan juntos en un solo programa en los lotes.
  public var mergeLimit: Int
  /// Segundos de CPU que se deja compilar (una expresión hostil puede atascar al
  /// comprobador de tipos durante minutos); pasados, el veredicto dice «la compilación no
  /// terminó en N s» y es el resultado de la persona: se guarda como cualquier error suyo,
  /// porque la CPU gastada no depende de la carga de la máquina. El reloj tiene 5 veces
  /// eso (`SwiftCompiler.wallClockLimit`). 60 s: una compilación honrada de un lote gasta
  /// unos pocos.
  public var compileTimeoutSeconds: Double

  /// Crea unas opciones.
  public init(
    limits: SandboxLimits = .standard, languageMode: String = "6",
    implicitImports: [String] = ["SharedCore"], harnessPrelude: String = "",
    maxParallelJobs: Int = ProcessInfo.processInfo.activeProcessorCount, mergeLimit: Int = 8,
    compileTimeoutSeconds: Double = 60
  ) {
    self.limits = limits
    self.languageMode = languageMode
    self.implicitImports = implicitImports
    self.harnessPrelude = harnessPrelude
    self.maxParallelJobs = max(1, maxParallelJobs)
    self.mergeLimit = max(1, mergeLimit)
    self.compileTimeoutSeconds = compileTimeoutSeconds
  }
}
