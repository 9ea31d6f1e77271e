/// Un reducer escrito en línea, dentro de un `body`.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.buscador, action: Action.buscador) { Buscador() }
///   Reduce { state, action in
///     switch action {
///     case .buscador(.delegate(.buscar(let texto))):
///       state.ultimaBusqueda = texto
///       return .none
///     default:
///       return .none
///     }
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  let reduce: (inout State, Action) -> Effect<Action>

  /// Un reducer que aplica `reduce` a cada acción.
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Envuelve otro reducer (borra su tipo).
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = reducer.reduce(into:action:)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// Un reducer que no hace nada.
public struct EmptyReducer<State, Action>: Reducer {
  /// Un reducer que deja el estado como está y no devuelve efectos.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

/// Varios reducers aplicados en orden a la misma acción; sus efectos se combinan.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.perfil, action: Action.perfil) { Perfil() }
///   Scope(state: \.ajustes, action: Action.ajustes) { Ajustes() }
/// }
/// .ifLet(\.detalle, action: Action.detalle) { Detalle() }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  let reducers: Reducers

  /// Los reducers de `build`, en orden.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
