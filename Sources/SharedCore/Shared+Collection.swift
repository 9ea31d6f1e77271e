extension Array {
  /// Una caja por elemento de una colección identificada compartida, en su orden actual.
  ///
  /// ```swift
  /// ForEach(Array($tareas)) { $tarea in … }   // cada `$tarea` escribe en `$tareas`
  /// ```
  ///
  /// Cada caja lee y escribe su elemento por su id dentro de la colección de origen; si el
  /// elemento desaparece después, la caja sigue dando su último valor.
  public init<ID: Hashable, Member>(_ shared: Shared<IdentifiedArray<ID, Member>>)
  where Element == Shared<Member> {
    self = shared.wrappedValue.ids.compactMap { id in
      Shared<Member>(shared[dynamicMember: \IdentifiedArray<ID, Member>.[id: id]])
    }
  }
}
