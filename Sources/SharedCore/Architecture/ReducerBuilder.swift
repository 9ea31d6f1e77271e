/// Compone reducers escritos uno tras otro en un `body`: se aplican en ese orden a cada
/// acción y sus efectos se combinan con `merge`.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0, next: R1
  ) -> _SequenceReducer<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    _SequenceReducer(first: accumulated, second: next)
  }

  public static func buildOptional<R: Reducer>(_ reducer: R?) -> _OptionalReducer<R>
  where R.State == State, R.Action == Action {
    _OptionalReducer(wrapped: reducer)
  }

  public static func buildEither<First: Reducer, Second: Reducer>(
    first reducer: First
  ) -> _ConditionalReducer<First, Second>
  where
    First.State == State, First.Action == Action, Second.State == State,
    Second.Action == Action
  {
    .first(reducer)
  }

  public static func buildEither<First: Reducer, Second: Reducer>(
    second reducer: Second
  ) -> _ConditionalReducer<First, Second>
  where
    First.State == State, First.Action == Action, Second.State == State,
    Second.Action == Action
  {
    .second(reducer)
  }

  public static func buildArray<R: Reducer>(_ reducers: [R]) -> _ArrayReducer<R>
  where R.State == State, R.Action == Action {
    _ArrayReducer(reducers: reducers)
  }

  public static func buildLimitedAvailability<R: Reducer>(_ reducer: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action {
    Reduce(reducer)
  }
}

/// Dos reducers en orden (lo construye `ReducerBuilder`).
public struct _SequenceReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  let first: R0
  let second: R1

  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    let secondEffect = second.reduce(into: &state, action: action)
    return firstEffect.merge(with: secondEffect)
  }
}

/// Un reducer que puede no estar (un `if` sin `else` en un `body`).
public struct _OptionalReducer<Wrapped: Reducer>: Reducer {
  let wrapped: Wrapped?

  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }
}

/// Uno de dos reducers (un `if`/`else` en un `body`).
public enum _ConditionalReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  case first(First)
  case second(Second)

  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case .first(let reducer): return reducer.reduce(into: &state, action: action)
    case .second(let reducer): return reducer.reduce(into: &state, action: action)
    }
  }
}

/// Varios reducers del mismo tipo en orden (un `for` en un `body`).
public struct _ArrayReducer<Element: Reducer>: Reducer {
  let reducers: [Element]

  public func reduce(
    into state: inout Element.State, action: Element.Action
  ) -> Effect<Element.Action> {
    reducers.reduce(Effect.none) { effect, reducer in
      effect.merge(with: reducer.reduce(into: &state, action: action))
    }
  }
}
