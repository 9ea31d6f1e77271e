extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }

  /// El elemento en `position`. Se puede modificar, pero no cambiarle el id: eso se
  /// informa como fallo y no cambia nada.
  public subscript(position: Int) -> Element {
    get { elements[position] }
    set {
      let oldID = elements[position][keyPath: idKeyPath]
      let newID = newValue[keyPath: idKeyPath]
      guard oldID == newID else {
        reportIssue(ArchitectureIssue.mismatchedID(describe(oldID), describe(newID)).message)
        return
      }
      elements[position] = newValue
    }
  }

  public func index(after position: Int) -> Int { position + 1 }
  public func index(before position: Int) -> Int { position - 1 }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// `[Elemento(id: 1, …), Elemento(id: 2, …)]`; si un id se repite se conserva el primero.
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray {
  /// Los ids de una colección identificada, en orden, con `contains` de tiempo constante.
  public struct IDs: RandomAccessCollection {
    let base: IdentifiedArray

    public var startIndex: Int { base.startIndex }
    public var endIndex: Int { base.endIndex }
    public subscript(position: Int) -> ID { base.elements[position][keyPath: base.idKeyPath] }
    public func index(after position: Int) -> Int { position + 1 }
    public func index(before position: Int) -> Int { position - 1 }

    /// Si `id` está en la colección, sin recorrerla.
    public func contains(_ id: ID) -> Bool { base.positions[id] != nil }
  }
}
