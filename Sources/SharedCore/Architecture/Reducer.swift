/// Una feature: cómo cambia su estado con cada acción y qué efectos lanza.
///
/// Se escribe de una de dos formas. Con `reduce(into:action:)`, cuando la feature decide
/// todo ella:
///
/// ```swift
/// struct Perfil: Reducer {
///   struct State: Equatable {
///     @Shared var usuario: Usuario
///     var editando = false
///   }
///   enum Action: Equatable { case nombreCambiado(String) }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .nombreCambiado(let nuevo):
///       state.$usuario.withLock { $0.nombre = nuevo }
///       return .none
///     }
///   }
/// }
/// ```
///
/// O con `body`, cuando se compone de otras (`Scope`, `Reduce`, `ifLet`, `forEach`):
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.buscador, action: Action.buscador) { Buscador() }
///   Reduce { state, action in .none }
/// }
/// ```
///
/// En TCA esto lleva la macro `@Reducer`; aquí basta con conformar al protocolo.
public protocol Reducer<State, Action> {
  /// El estado de la feature.
  associatedtype State
  /// Lo que puede pasarle a la feature.
  associatedtype Action
  /// El reducer compuesto de `body` (`Never` si la feature implementa `reduce`).
  associatedtype Body

  /// Aplica `action` a `state` y devuelve el efecto que hay que lanzar después.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// La composición de reducers que forma la feature.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// El tipo de reducer de una feature: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// Una feature que implementa `reduce` no tiene `body`; nunca se llama.
  public var body: Body {
    fatalError("\(Self.self) implementa reduce(into:action:) y no tiene body.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Una feature que define `body` se reduce con él.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
