import Checker

extension SandboxLimits {
  /// Los límites con que `corregir` ejecuta cada programa: los de siempre; con `seconds`
  /// (`--tiempo`), ese tiempo de reloj y de CPU. Un programa al que la máquina cargada le
  /// quita la CPU recibe lo que esperó hasta el triple del límite
  /// (`starvationCapSeconds`, ver `TimeoutEvidence`): el tiempo agotado es del programa y no
  /// de la carga, y se puede guardar en el almacén.
  ///
  /// ```swift
  /// let limits = SandboxLimits.grading(seconds: 2)   // 2 s (hasta 6 s si le falta CPU)
  /// ```
  public static func grading(seconds: Double?) -> SandboxLimits {
    var limits = SandboxLimits.standard
    if let seconds {
      limits.wallClockSeconds = seconds
      limits.cpuSeconds = max(1, Int(seconds.rounded(.up)))
    }
    limits.starvationCapSeconds = 3 * limits.wallClockSeconds
    return limits
  }
}
