extension TestStore {
  /// Afirma que un efecto envió `expectedAction` y cómo cambia el estado al procesarla.
  ///
  /// Las acciones se comparan con `==` si son `Equatable`; si no (por ejemplo, llevan un
  /// `Result` con `any Error`), por su estructura: mismo caso y mismos valores escritos.
  ///
  /// ```swift
  /// await store.receive(.perfilLlego(.success(perfil))) {
  ///   $0.$usuario.withLock { $0.nombre = "Grace" }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expectedAction: la acción que debe llegar.
  ///   - timeout: cuánto esperar a que llegue (por defecto, `timeout` del store).
  ///   - updateStateToExpectedResult: deja el estado de antes como el esperado.
  nonisolated(nonsending) public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) async {
    let structure = ValueFormatter.structure(of: expectedAction)
    await receiveAction(
      matching: { received in
        StateDiffer.areEqual(expectedAction, received)
          ?? (ValueFormatter.structure(of: received) == structure)
      },
      described: ValueFormatter.format(expectedAction), timeout: timeout,
      assert: updateStateToExpectedResult,
      at: CallSite(fileID: fileID, line: line))
  }

  /// Afirma que un efecto envió una acción que cumple `isMatching`, y cómo cambia el
  /// estado. Sirve cuando la acción no es `Equatable` (lleva un `Result` con `any Error`).
  ///
  /// ```swift
  /// await store.receive({
  ///   if case .respuestaLogin(.success) = $0 { true } else { false }
  /// })
  /// ```
  nonisolated(nonsending) public func receive(
    _ isMatching: (Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) async {
    await receiveAction(
      matching: isMatching, described: "una acción que cumpla la condición",
      timeout: timeout, assert: updateStateToExpectedResult,
      at: CallSite(fileID: fileID, line: line))
  }

  /// Afirma que un efecto envió una acción del caso `actionCase`, con cualquier valor
  /// asociado, y cómo cambia el estado.
  ///
  /// Es la forma sin macros de `store.receive(\.respuestaLogin)`: se pasa el constructor
  /// del caso.
  ///
  /// ```swift
  /// await store.receive(Autenticacion.Action.respuestaLogin)
  /// ```
  nonisolated(nonsending) public func receive<Value>(
    _ actionCase: @escaping (Value) -> Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) async {
    let extractor = CaseExtractor(actionCase)
    await receiveAction(
      matching: { extractor.extract(from: $0) != nil },
      described: "una acción del caso indicado", timeout: timeout,
      assert: updateStateToExpectedResult, at: CallSite(fileID: fileID, line: line))
  }

  nonisolated(nonsending) func receiveAction(
    matching isMatching: (Action) -> Bool, described: String, timeout: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?, at call: CallSite
  ) async {
    let limit = timeout ?? self.timeout
    let deadline = ContinuousClock.now.advanced(by: limit)
    while true {
      switch await effects.nextReceived(timeout: deadline - ContinuousClock.now) {
      case .noneLeft:
        report(.noActionReceived(expected: described, reason: .noEffectsRunning), at: call)
        return
      case .timedOut:
        report(
          .noActionReceived(expected: described, reason: .timedOut(formatDuration(limit))),
          at: call)
        return
      case .action(let received) where isMatching(received.action):
        let keys = process(
          received.action, step: ArchitectureIssue.Step.receive,
          assert: updateStateToExpectedResult, at: call)
        // Deja acabar al efecto que la envió (y a los que acaba de lanzar), si son rápidos.
        await effects.settle(keys + [received.sender].compactMap { $0 }, timeout: .milliseconds(20))
        return
      case .action(let received):
        if exhaustivity == .on {
          report(
            .unexpectedAction(
              expected: described, received: ValueFormatter.format(received.action)),
            at: call)
          processWithoutChecking(received.action, at: call)
          return
        }
        reportSkipped(
          .unexpectedAction(expected: described, received: ValueFormatter.format(received.action)),
          at: call)
        processWithoutChecking(received.action, at: call)
      }
    }
  }
}
