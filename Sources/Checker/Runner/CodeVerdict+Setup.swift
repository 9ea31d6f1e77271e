extension CodeVerdict {
  /// Un veredicto de «no se pudo comprobar» (`.setupFailed`, que nunca se guarda), con
  /// `reason` como motivo: para quien reparte veredictos que pidió a otro corrector y no le
  /// llegaron.
  ///
  /// ```swift
  /// CodeVerdict.notChecked(exerciseID: "caja.sumar", reason: "no se llegó a comprobar.")
  /// ```
  public static func notChecked(
    exerciseID: String, reason: String, limits: SandboxLimits = .standard
  ) -> CodeVerdict {
    CodeVerdict(exerciseID: exerciseID, setupMessage: reason, limits: limits)
  }
}
