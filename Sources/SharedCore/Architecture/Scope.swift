/// Integra una feature hija en la del padre: le da su parte del estado y sus acciones.
///
/// Sin macros no hay *case key paths*, así que la acción del hijo se indica con el
/// constructor del caso del padre que la envuelve (`Action.buscador`, que es una función
/// `(Buscador.Action) -> Panel.Action`). Para saber si una acción del padre va al hijo,
/// `Scope` mira su caso por reflexión: no hace falta escribir nada más.
///
/// ```swift
/// struct Panel: Reducer {
///   struct State: Equatable {
///     var buscador = Buscador.State()
///     var resultados = Resultados.State()
///   }
///   enum Action: Equatable {
///     case buscador(Buscador.Action)
///     case resultados(Resultados.Action)
///   }
///   var body: some ReducerOf<Self> {
///     Scope(state: \.buscador, action: Action.buscador) { Buscador() }
///     Scope(state: \.resultados, action: Action.resultados) { Resultados() }
///     Reduce { state, action in
///       // solo la coordinación entre dominios
///       return .none
///     }
///   }
/// }
/// ```
///
/// En TCA la misma línea es `Scope(state: \.buscador, action: \.buscador) { Buscador() }`,
/// con un case key path que genera la macro `@CasePathable`.
///
/// Las acciones del padre que no son de ese caso no llegan al hijo. Los efectos del hijo
/// se convierten en efectos del padre envolviendo cada acción con el mismo constructor.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  let toChildState: WritableKeyPath<ParentState, Child.State>
  let toChildAction: CaseExtractor<ParentAction, Child.Action>
  let child: Child

  /// Integra `child` en el padre.
  ///
  /// - Parameters:
  ///   - state: dónde está el estado del hijo dentro del del padre (`\.buscador`).
  ///   - action: el caso del padre que envuelve las acciones del hijo (`Action.buscador`).
  ///   - child: la feature hija.
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: @escaping (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = state
    self.toChildAction = CaseExtractor(action)
    self.child = child()
  }

  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    return
      child
      .reduce(into: &state[keyPath: toChildState], action: childAction)
      .map(toChildAction.embed)
  }
}
