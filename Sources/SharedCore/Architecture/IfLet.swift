extension Reducer {
  /// Integra una feature hija cuyo estado es opcional (una hoja, un detalle).
  ///
  /// Las acciones del hijo se aplican primero al hijo, si su estado existe, y después a
  /// este reducer. Cuando este reducer pone el estado del hijo a `nil`, los efectos en
  /// curso del hijo se cancelan.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.detalle, action: Action.detalle) { Detalle() }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: dónde está el estado opcional del hijo.
  ///   - toChildAction: el caso que envuelve las acciones del hijo (`Action.detalle`).
  ///   - child: la feature hija.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: @escaping (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    _IfLetReducer(
      parent: self, child: child(), toChildState: toChildState,
      toChildAction: CaseExtractor(toChildAction), location: CallSite(fileID: fileID, line: line))
  }
}

/// Un reducer con un hijo opcional (lo construye `ifLet`).
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: CaseExtractor<Parent.Action, Child.Action>
  let location: CallSite

  /// El id de los efectos del hijo, para cancelarlos cuando su estado pasa a `nil`.
  private var cancelID: ChildCancelID { ChildCancelID(path: toChildState, element: nil) }

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if var childState = state[keyPath: toChildState] {
        // Se saca el hijo para modificarlo sin copiarlo, y se devuelve a su sitio.
        state[keyPath: toChildState] = nil
        let effect = child.reduce(into: &childState, action: childAction)
        if !effect.parts.isEmpty {
          childEffect = effect.map(toChildAction.embed).cancellable(id: cancelID)
        }
        state[keyPath: toChildState] = childState
      } else {
        reportIssue(
          ArchitectureIssue.ifLetWithoutState(ValueFormatter.format(action)).message,
          fileID: location.fileID, line: location.line)
      }
    }
    let wasPresent = state[keyPath: toChildState] != nil
    let parentEffect = parent.reduce(into: &state, action: action)
    let dismissed = wasPresent && state[keyPath: toChildState] == nil
    guard dismissed else { return childEffect.merge(with: parentEffect) }
    return .merge(childEffect, parentEffect, .cancel(id: cancelID))
  }
}

/// El id con que se marcan los efectos de un hijo para cancelarlos cuando desaparece.
struct ChildCancelID: Hashable, @unchecked Sendable {
  let path: AnyKeyPath
  let element: AnyHashable?
}
