/// Los efectos que lanzó un paso de un `TestStore`, para esperarlos o cancelarlos.
///
/// ```swift
/// let tarea = await store.send(.empezarTemporizador)
/// …
/// await tarea.cancel()
/// ```
public struct TestStoreTask: Sendable {
  let keys: [Int]
  let effects: (any TestEffectsControl)?
  let origin: String
  let timeout: Duration

  /// Espera a que terminen estos efectos; si no terminan en `timeout`, es un fallo.
  public func finish(
    timeout: Duration? = nil, fileID: StaticString = #fileID, line: UInt = #line
  ) async {
    guard let effects else { return }
    let limit = timeout ?? self.timeout
    if await effects.waitUntilFinished(keys, timeout: limit) { return }
    reportIssue(
      ArchitectureIssue.effectStillRunning(action: origin, waited: formatDuration(limit)).message,
      fileID: fileID, line: line)
  }

  /// Cancela estos efectos.
  public func cancel() async {
    effects?.cancel(keys: keys)
  }

  /// Si ya no queda ninguno de estos efectos en curso.
  public var isCancelled: Bool {
    !(effects?.isRunning(keys) ?? false)
  }
}

/// Escribe una duración para un mensaje: «1 s», «1,5 s», «250 ms».
func formatDuration(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
  if milliseconds < 1000 { return "\(milliseconds) ms" }
  if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
  let tenths = (milliseconds % 1000) / 100
  return "\(milliseconds / 1000),\(tenths) s"
}
