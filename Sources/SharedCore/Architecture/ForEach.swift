/// La acción de un elemento de una colección: a qué elemento va y qué le pasa.
///
/// ```swift
/// enum Action { case filas(IdentifiedActionOf<Fila>) }
/// store.send(.filas(.element(id: fila.id, action: .marcada)))
/// ```
public enum IdentifiedAction<ID: Hashable, Action> {
  /// `action` para el elemento con `id`.
  case element(id: ID, action: Action)
}

/// La acción de un elemento de la feature `R`: `IdentifiedActionOf<Fila>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}

extension Reducer {
  /// Integra una feature por cada elemento de una colección identificada.
  ///
  /// La acción de un elemento se aplica primero a ese elemento (encontrado por id, sin
  /// recorrer la colección) y después a este reducer. Cuando este reducer quita un
  /// elemento, sus efectos en curso se cancelan.
  ///
  /// ```swift
  /// struct Lista: Reducer {
  ///   struct State: Equatable { var filas: IdentifiedArrayOf<Fila.State> = [] }
  ///   enum Action: Equatable { case filas(IdentifiedActionOf<Fila>), borrar(Fila.State.ID) }
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in … }
  ///       .forEach(\.filas, action: Action.filas) { Fila() }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toElements: dónde está la colección.
  ///   - toElementAction: el caso que envuelve las acciones de los elementos.
  ///   - element: la feature de cada elemento.
  public func forEach<ElementState, ElementAction, ID: Hashable, Element: Reducer>(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: @escaping (IdentifiedAction<ID, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self, element: element(), toElements: toElements,
      toElementAction: CaseExtractor(toElementAction),
      location: CallSite(fileID: fileID, line: line))
  }
}

/// Un reducer con una feature por elemento (lo construye `forEach`).
public struct _ForEachReducer<Parent: Reducer, ID: Hashable, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: CaseExtractor<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let location: CallSite

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let elementEffect = reduceElement(into: &state, action: action)
    // Solo se retienen los ids (no los elementos), para que editar un elemento no copie
    // la colección entera.
    let membership = state[keyPath: toElements].membership
    let positions = state[keyPath: toElements].positions
    let parentEffect = parent.reduce(into: &state, action: action)
    let after = state[keyPath: toElements]
    guard after.membership != membership else { return elementEffect.merge(with: parentEffect) }
    let removed = positions.keys.filter { after.positions[$0] == nil }
    let cancellations = Effect<Parent.Action>.merge(
      removed.map { .cancel(id: ChildCancelID(path: toElements, element: AnyHashable($0))) })
    return elementEffect.merge(with: parentEffect).merge(with: cancellations)
  }

  private func reduceElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard case .element(let id, let elementAction) = toElementAction.extract(from: action) else {
      return .none
    }
    guard let position = state[keyPath: toElements].index(id: id) else {
      reportIssue(
        ArchitectureIssue.forEachWithoutElement(
          ValueFormatter.format(action), id: ValueFormatter.format(id)
        ).message,
        fileID: location.fileID, line: location.line)
      return .none
    }
    let effect = element.reduce(
      into: &state[keyPath: toElements].elements[position], action: elementAction)
    if effect.parts.isEmpty { return .none }
    let embed = toElementAction.embed
    return
      effect
      .map { embed(.element(id: id, action: $0)) }
      .cancellable(id: ChildCancelID(path: toElements, element: AnyHashable(id)))
  }
}
