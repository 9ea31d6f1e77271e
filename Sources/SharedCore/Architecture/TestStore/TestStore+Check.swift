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
    case .off:
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
    for change in tracker.unassertedChanges() {
      let path = SharedPathFinder.path(of: change.box, in: currentState)
      if path != nil, !matches { continue }
      let diff = StateDiffer.diff(
        expected: change.expected, actual: change.actual,
        path: path ?? SharedPathFinder.label(for: change.expected))
      report(.stateMismatch(step: step(), diff: diff), at: call)
    }
    tracker.acceptLiveValues()
  }

  /// Informa de cada caja seguida con un cambio sin afirmar, y lo acepta.
  func reportUnassertedSharedChanges(at call: CallSite) {
    for change in tracker.unassertedChanges() {
      let path =
        SharedPathFinder.path(of: change.box, in: currentState)
        ?? SharedPathFinder.label(for: change.expected)
      let diff = StateDiffer.diff(expected: change.expected, actual: change.actual, path: path)
      report(.unassertedSharedChange(diff: diff), at: call)
    }
    tracker.acceptLiveValues()
  }
}
