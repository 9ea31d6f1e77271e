extension TestStore {
  /// Compara el estado esperado (el de antes con lo que afirma la prueba) con el real, y
  /// deja el real como punto de partida del paso siguiente.
  func check(
    before: consuming State, step: @autoclosure () -> ArchitectureIssue.Step,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?, at call: CallSite
  ) {
    var expected: State
    switch exhaustivity {
    case .on:
      // Se toma el estado de antes sin copiarlo: la clausura lo modifica en su sitio.
      expected = consume before
    case .off(let showSkippedAssertions):
      if showSkippedAssertions {
        showSkippedStateAssertions(
          before: before, step: step(), assert: updateStateToExpectedResult, at: call)
      }
      // Solo cuenta lo afirmado: se parte del estado real.
      tracker.acceptLiveValues()
      expected = currentState
    }
    if let updateStateToExpectedResult {
      do {
        try tracker.asAssertion { try updateStateToExpectedResult(&expected) }
      } catch {
        report(.assertionThrew(error: describeError(error)), at: call)
      }
    }
    let matches = SharedTestingContext.$mode.withValue(.comparing) { expected == currentState }
    if !matches {
      report(
        .stateMismatch(
          step: step(), diff: StateDiffer.diff(expected: expected, actual: currentState)),
        at: call)
    }
    // Cajas cuyo cambio no se vio al comparar: fuera del estado, o tapadas por un `==`
    // propio. Las que están en el estado ya salieron en el diff si no coincidía.
    for (box, change) in tracker.unassertedChanges() {
      let path = SharedPathFinder.path(of: box, in: currentState)
      switch change {
      case .changed(let expected, let actual):
        if path != nil, !matches { continue }
        let diff = StateDiffer.diff(
          expected: expected, actual: actual, path: path ?? SharedPathFinder.label(for: expected))
        report(.stateMismatch(step: step(), diff: diff), at: call)
      case .uncomparable(let value, let type):
        report(
          .uncomparableSharedWrite(
            step: step(), path: path ?? SharedPathFinder.label(for: value), type: type),
          at: call)
      }
    }
    tracker.acceptLiveValues()
  }

  /// Con `.off(showSkippedAssertions: true)`: compara como lo haría `.on` (desde el estado
  /// de antes) y enseña como fallo conocido lo que no coincide. La clausura se ejecuta
  /// dos veces; lo que escribe en cajas va a la instantánea, que `.off` reinicia después.
  private func showSkippedStateAssertions(
    before: State, step: ArchitectureIssue.Step,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?, at call: CallSite
  ) {
    var expected = before
    if let updateStateToExpectedResult {
      do {
        try tracker.asAssertion { try updateStateToExpectedResult(&expected) }
      } catch {
        return
      }
    }
    let matches = SharedTestingContext.$mode.withValue(.comparing) { expected == currentState }
    if !matches {
      reportSkipped(
        .stateMismatch(
          step: step, diff: StateDiffer.diff(expected: expected, actual: currentState)),
        at: call)
    }
  }

  /// Informa de cada caja seguida con un cambio sin afirmar, y lo acepta.
  func reportUnassertedSharedChanges(at call: CallSite) {
    for (box, change) in tracker.unassertedChanges() {
      switch change {
      case .changed(let expected, let actual):
        let path =
          SharedPathFinder.path(of: box, in: currentState) ?? SharedPathFinder.label(for: expected)
        let diff = StateDiffer.diff(expected: expected, actual: actual, path: path)
        report(.unassertedSharedChange(diff: diff), at: call)
      case .uncomparable(let value, let type):
        let path =
          SharedPathFinder.path(of: box, in: currentState) ?? SharedPathFinder.label(for: value)
        report(.uncomparableSharedWrite(step: nil, path: path, type: type), at: call)
      }
    }
    tracker.acceptLiveValues()
  }
}
