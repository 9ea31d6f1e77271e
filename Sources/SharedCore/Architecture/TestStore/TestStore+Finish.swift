extension TestStore {
  /// Espera a que terminen todos los efectos y comprueba que no queda nada sin afirmar:
  /// ni acciones recibidas, ni efectos en curso, ni cambios en estado compartido.
  ///
  /// ```swift
  /// await store.send(.recargarPerfilPulsado)
  /// await store.receive(.perfilLlego(perfil)) { … }
  /// await store.finish()
  /// ```
  ///
  /// - Parameter timeout: cuánto esperar a los efectos (por defecto, `timeout` del store).
  nonisolated(nonsending) public func finish(
    timeout: Duration? = nil, fileID: StaticString = #fileID, line: UInt = #line
  ) async {
    let call = CallSite(fileID: fileID, line: line)
    let limit = timeout ?? self.timeout
    let deadline = ContinuousClock.now.advanced(by: limit)
    var isIdle = await effects.waitUntilIdle(timeout: limit)
    if exhaustivity.isOff {
      // Lo que llegó se procesa sin comprobar, y se vuelve a esperar a sus efectos (sin
      // pasar del plazo, por si un efecto no deja de enviar).
      while effects.receivedCount > 0, ContinuousClock.now < deadline {
        let received = effects.drainReceived()
        if !received.isEmpty {
          reportSkipped(
            .unreceivedActionsAtEnd(pending: received.map { ValueFormatter.format($0.action) }),
            at: call)
        }
        for received in received {
          processWithoutChecking(received.action, at: call)
        }
        isIdle = await effects.waitUntilIdle(timeout: deadline - ContinuousClock.now)
      }
    }
    if !isIdle {
      for effect in effects.running {
        let issue = ArchitectureIssue.effectStillRunning(
          action: effect.origin, waited: formatDuration(limit))
        if exhaustivity == .on {
          report(issue, at: effect.location)
        } else {
          reportSkipped(issue, at: effect.location)
        }
      }
    }
    effects.cancelAll()
    let pending = effects.drainReceived()
    if !pending.isEmpty {
      let issue = ArchitectureIssue.unreceivedActionsAtEnd(
        pending: pending.map { ValueFormatter.format($0.action) })
      if exhaustivity == .on {
        report(issue, at: call)
      } else {
        reportSkipped(issue, at: call)
      }
    }
    if exhaustivity == .on {
      reportUnassertedSharedChanges(at: call)
    }
    tracker.acceptLiveValues()
  }

  /// Recibe sin comprobar todas las acciones que han llegado hasta ahora.
  nonisolated(nonsending) public func skipReceivedActions(
    fileID: StaticString = #fileID, line: UInt = #line
  ) async {
    await Task.yield()
    for received in effects.drainReceived() {
      processWithoutChecking(received.action, at: CallSite(fileID: fileID, line: line))
    }
  }

  /// Cancela los efectos en curso, sin que cuenten como fallo.
  nonisolated(nonsending) public func skipInFlightEffects() async {
    effects.cancelAll()
  }
}
