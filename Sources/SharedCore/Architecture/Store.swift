import Observation

/// El store de la aplicación: guarda el estado, procesa las acciones de una en una y en
/// orden, y lanza los efectos fuera de quien envía.
///
/// ```swift
/// let store = Store(initialState: Contador.State()) { Contador() }
/// store.send(.incrementar)
/// store.state.cuenta        // 1 (también store.cuenta)
/// await store.send(.cargar).finish()   // espera a los efectos de esa acción
/// ```
///
/// Leer `state` se registra con Observation: cada acción procesada avisa a quien lo leyó
/// (sin macros no hay observación campo a campo, como con `@ObservableState` en TCA; las
/// cajas `@Shared` sí avisan solo a quien las leyó).
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  /// El store raíz, para registrar las lecturas con Observation.
  private let core: any StoreCore
  private let readState: () -> State
  private let sendAction: (Action) -> StoreTask

  /// Un store con `initialState` que ejecuta `reducer`.
  ///
  /// - Parameters:
  ///   - initialState: el estado de partida.
  ///   - reducer: la feature.
  ///   - prepareDependencies: cambia las dependencias del reducer y sus efectos.
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current
    DependencyValues.$isSetting.withValue(true) { prepareDependencies?(&dependencies) }
    let (state, feature) = DependencyValues.$current.withValue(dependencies) {
      (initialState(), reducer())
    }
    let core = RootStoreCore(state: state, reducer: feature, dependencies: dependencies)
    self.init(core: core, readState: { core.state }, sendAction: { core.send($0) })
  }

  private init(
    core: any StoreCore, readState: @escaping () -> State,
    sendAction: @escaping (Action) -> StoreTask
  ) {
    self.core = core
    self.readState = readState
    self.sendAction = sendAction
  }

  /// El estado actual.
  public var state: State {
    core.access()
    return readState()
  }

  /// Un campo del estado: `store.cuenta` es `store.state.cuenta`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Procesa `action` (y las que envíen sus efectos `.send`) y lanza sus efectos.
  ///
  /// - Returns: los efectos lanzados, para esperarlos (`await store.send(.x).finish()`)
  ///   o cancelarlos.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    sendAction(action)
  }

  /// Un store de una parte del estado: el de una feature hija.
  ///
  /// ```swift
  /// let buscador = store.scope(state: \.buscador, action: Panel.Action.buscador)
  /// buscador.send(.textoCambiado("swift"))
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let readState = self.readState
    let sendAction = self.sendAction
    return Store<ChildState, ChildAction>(
      core: core,
      readState: { readState()[keyPath: toChildState] },
      sendAction: { sendAction(toChildAction($0)) })
  }
}

/// Lo que un `Store` (raíz o de una parte) necesita del store raíz, sin sus tipos.
@MainActor
protocol StoreCore: AnyObject {
  func access()
  func effectFinished(_ key: Int)
}
