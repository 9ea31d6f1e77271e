/// Un store para pruebas que exige afirmar todo lo que pasa: cada cambio de estado, cada
/// acción que devuelven los efectos y cada efecto, hasta el final.
///
/// El estado compartido se afirma con la misma escritura que usa el reducer; el
/// `TestStore` la aplica a una instantánea de la caja, no al valor vivo, y compara:
///
/// ```swift
/// @Test func editarNombre() async {
///   let usuario = Shared(value: Usuario(nombre: "Ada"))
///   let store = TestStore(initialState: Perfil.State(usuario: usuario)) {
///     Perfil()
///   }
///   await store.send(.nombreCambiado("Grace")) {
///     $0.$usuario.withLock { $0.nombre = "Grace" }
///   }
/// }
/// ```
///
/// Si el reducer (o un efecto) cambia una caja y la prueba no lo afirma, falla con un
/// diff que nombra el campo (`_usuario.nombre: "Ada" → "Grace"`). Lo que escribe la propia
/// prueba en una caja que sostiene (`usuario.withLock { … }` fuera del store) no hace
/// falta afirmarlo: no lo hizo la feature.
///
/// Los fallos van a Swift Testing bajo `swift test` y, si no, al `IssueReporter` de la
/// tarea (el corrector los enseña así al estudiante).
public final class TestStore<State: Equatable, Action> {
  var currentState: State
  let reducer: (inout State, Action) -> Effect<Action>
  let effects = TestEffects<Action>()
  let tracker = SharedChangeTracker()
  let location: CallSite

  /// Las dependencias con que se ejecutan el reducer y sus efectos (en contexto de
  /// prueba: una dependencia sin valor de prueba que se use es un fallo).
  public var dependencies: DependencyValues

  /// Cuánto exige: `.on` (por defecto) o `.off`.
  public var exhaustivity: Exhaustivity = .on

  /// Cuánto se espera, por defecto, a que llegue una acción o terminen los efectos.
  public var timeout: Duration = .seconds(1)

  /// Un store de pruebas con `initialState`, que ejecuta `reducer`.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Perfil.State(usuario: usuario)) {
  ///   Perfil()
  /// } withDependencies: {
  ///   $0.api.perfil = { _ in Usuario(nombre: "Grace") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: el estado de partida.
  ///   - reducer: la feature que se prueba.
  ///   - prepareDependencies: cambia las dependencias del reducer y sus efectos.
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current
    dependencies.context = .test
    DependencyValues.$isSetting.withValue(true) { prepareDependencies(&dependencies) }
    let (state, feature) = DependencyValues.$current.withValue(dependencies) {
      (initialState(), reducer())
    }
    self.currentState = state
    self.reducer = feature.reduce(into:action:)
    self.dependencies = dependencies
    self.location = CallSite(fileID: fileID, line: line)
  }

  /// El estado actual.
  public var state: State { currentState }

  /// Envía `action` y afirma cómo cambia el estado.
  ///
  /// La clausura recibe el estado de antes y debe dejarlo como el esperado; si no hay
  /// clausura, se afirma que el estado no cambia.
  ///
  /// ```swift
  /// await store.send(.planMejorado) {
  ///   $0.$usuario.withLock {
  ///     $0.plan = .profesional
  ///     $0.creditos += 100
  ///   }
  /// }
  /// ```
  ///
  /// - Returns: los efectos que lanzó, para esperarlos o cancelarlos.
  @discardableResult
  nonisolated(nonsending) public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) async -> TestStoreTask {
    let call = CallSite(fileID: fileID, line: line)
    let pending = effects.drainReceived()
    if !pending.isEmpty {
      let issue = ArchitectureIssue.unreceivedActionsBeforeSend(
        sending: ValueFormatter.format(action),
        pending: pending.map { ValueFormatter.format($0.action) })
      if exhaustivity == .on {
        report(issue, at: call)
      } else {
        reportSkipped(issue, at: call)
      }
      for received in pending { processWithoutChecking(received.action, at: call) }
    }
    let keys = process(
      action, step: ArchitectureIssue.Step.send, assert: updateStateToExpectedResult, at: call)
    await effects.settle(keys, timeout: .milliseconds(20))
    return TestStoreTask(
      keys: keys, effects: effects, origin: keys.isEmpty ? "" : ValueFormatter.format(action),
      timeout: timeout)
  }

  /// Afirma el estado actual sin enviar nada (por ejemplo, lo que escribió un efecto en
  /// una caja compartida).
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    withoutActuallyEscaping(updateStateToExpectedResult) { update in
      check(
        before: currentState, step: .assert, assert: update,
        at: CallSite(fileID: fileID, line: line))
    }
  }

  // MARK: Un paso

  /// Aplica `action`, comprueba el estado y lanza los efectos.
  ///
  /// - Parameter step: el paso, a partir de la acción escrita (solo se escribe si hace
  ///   falta para un mensaje).
  func process(
    _ action: Action, step: (String) -> ArchitectureIssue.Step,
    assert: ((inout State) throws -> Void)?, at call: CallSite
  ) -> [Int] {
    let before = currentState
    let effect = runReducer(action)
    check(before: before, step: step(ValueFormatter.format(action)), assert: assert, at: call)
    return start(effect, origin: ValueFormatter.format(action), at: call)
  }

  /// Aplica `action` sin comprobar nada (acciones que la prueba deja pasar).
  func processWithoutChecking(_ action: Action, at call: CallSite) {
    let effect = runReducer(action)
    tracker.acceptLiveValues()
    _ = start(effect, origin: ValueFormatter.format(action), at: call)
  }

  private func runReducer(_ action: Action) -> Effect<Action> {
    DependencyValues.$current.withValue(dependencies) {
      tracker.asStore { reducer(&currentState, action) }
    }
  }

  /// Procesa en orden las partes de `effect`: acciones inmediatas a la bandeja,
  /// cancelaciones y trabajos asíncronos.
  private func start(
    _ effect: Effect<Action>, origin: @autoclosure () -> String, at call: CallSite
  ) -> [Int] {
    var keys: [Int] = []
    for part in effect.parts {
      switch part {
      case .send(let action):
        effects.enqueue(.init(action: action, sender: nil))
      case .cancel(let id):
        effects.cancel(id: id)
      case .run(let run):
        let origin = origin()
        let key = DependencyValues.$current.withValue(dependencies) {
          tracker.asStore { effects.start(run, origin: origin, location: call) }
        }
        keys.append(key)
      }
    }
    return keys
  }

  func report(_ issue: ArchitectureIssue, at call: CallSite) {
    reportIssue(issue.message, fileID: call.fileID, line: call.line)
  }

  /// Lo que `.on` habría dado por fallo y `.off` deja pasar: solo se enseña con
  /// `.off(showSkippedAssertions: true)`, como fallo conocido.
  func reportSkipped(_ issue: ArchitectureIssue, at call: CallSite) {
    guard exhaustivity.showsSkippedAssertions else { return }
    reportSkippedAssertion(issue.message, fileID: "\(call.fileID)", line: Int(call.line))
  }

  deinit {
    if exhaustivity == .on {
      for effect in effects.running {
        report(.effectStillRunning(action: effect.origin, waited: nil), at: effect.location)
      }
      let pending = effects.drainReceived()
      if !pending.isEmpty {
        report(
          .unreceivedActionsAtEnd(pending: pending.map { ValueFormatter.format($0.action) }),
          at: location)
      }
      reportUnassertedSharedChanges(at: location)
    }
    effects.cancelAll()
    tracker.stopTracking()
  }
}
