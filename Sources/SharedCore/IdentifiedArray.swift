import Synchronization

/// Una colección ordenada de elementos con identidad, que localiza cada elemento por su
/// id en tiempo constante.
///
/// Es la colección del estado cuando las acciones se dirigen a un elemento concreto: una
/// lista plana obliga a recorrerla entera por cada acción; aquí `elementos[id: id]` va
/// directo al elemento.
///
/// ```swift
/// struct Elemento: Identifiable, Equatable { let id: Int; var titulo: String }
/// var elementos: IdentifiedArrayOf<Elemento> = [Elemento(id: 1, titulo: "Uno")]
/// elementos[id: 1]?.titulo = "Primero"     // editar por id
/// elementos[id: 2] = Elemento(id: 2, titulo: "Dos")   // añadir al final
/// elementos[id: 1] = nil                   // quitar
/// Array(elementos.ids)                     // [2]
/// ```
public struct IdentifiedArray<ID: Hashable, Element> {
  /// Cómo se obtiene el id de un elemento.
  let idKeyPath: KeyPath<Element, ID>
  var elements: [Element]
  /// La posición de cada id en `elements`.
  var positions: [ID: Int]
  /// Cambia (a un valor único en el proceso) cada vez que entra o sale un id: si dos
  /// colecciones tienen el mismo, tienen los mismos ids en el mismo orden.
  var membership = MembershipStamp.next()

  /// Una colección con `elements`, identificados por `id`.
  ///
  /// Si dos elementos comparten id se conserva el primero y se informa del fallo.
  ///
  /// - Parameters:
  ///   - elements: los elementos, en orden; sus ids deben ser únicos.
  ///   - id: el camino al id de cada elemento.
  public init(
    uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID>,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.idKeyPath = id
    self.elements = []
    self.positions = [:]
    for element in elements {
      let elementID = element[keyPath: idKeyPath]
      if positions[elementID] != nil {
        reportIssue(
          ArchitectureIssue.duplicateID(describe(elementID)).message, fileID: fileID, line: line)
        continue
      }
      positions[elementID] = self.elements.count
      self.elements.append(element)
    }
  }

  /// Una colección vacía cuyos elementos se identifican por `id`.
  public init(id: KeyPath<Element, ID>) {
    self.idKeyPath = id
    self.elements = []
    self.positions = [:]
  }

  /// Los ids, en el orden de los elementos; `contains` es de tiempo constante.
  public var ids: IDs { IDs(base: self) }

  /// La posición del elemento con `id`, si está.
  public func index(id: ID) -> Int? {
    positions[id]
  }

  /// El elemento con `id`. Asignar un elemento lo sustituye (o lo añade al final si no
  /// estaba); asignar `nil` lo quita.
  ///
  /// ```swift
  /// state.elementos[id: id]?.titulo = "Nuevo título"
  /// ```
  public subscript(id id: ID) -> Element? {
    get {
      guard let position = positions[id] else { return nil }
      return elements[position]
    }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      let newID = newValue[keyPath: idKeyPath]
      guard newID == id else {
        reportIssue(ArchitectureIssue.mismatchedID(describe(id), describe(newID)).message)
        return
      }
      if let position = positions[id] {
        elements[position] = newValue
      } else {
        positions[id] = elements.count
        elements.append(newValue)
        membership = MembershipStamp.next()
      }
    }
  }

  /// Añade `element` al final si su id no estaba.
  ///
  /// - Returns: si se añadió y la posición del elemento con ese id.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let elementID = element[keyPath: idKeyPath]
    if let position = positions[elementID] { return (false, position) }
    positions[elementID] = elements.count
    elements.append(element)
    membership = MembershipStamp.next()
    return (true, elements.count - 1)
  }

  /// Añade al final los elementos cuyo id no estaba.
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    for element in newElements { append(element) }
  }

  /// Inserta `element` en `position` si su id no estaba.
  ///
  /// - Returns: si se insertó y la posición del elemento con ese id.
  @discardableResult
  public mutating func insert(_ element: Element, at position: Int) -> (inserted: Bool, index: Int)
  {
    let elementID = element[keyPath: idKeyPath]
    if let existing = positions[elementID] { return (false, existing) }
    elements.insert(element, at: position)
    reindex(from: position)
    membership = MembershipStamp.next()
    return (true, position)
  }

  /// Quita y devuelve el elemento con `id`, si estaba.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let position = positions[id] else { return nil }
    return remove(at: position)
  }

  /// Quita y devuelve el elemento de `position`.
  @discardableResult
  public mutating func remove(at position: Int) -> Element {
    let element = elements.remove(at: position)
    positions[element[keyPath: idKeyPath]] = nil
    reindex(from: position)
    membership = MembershipStamp.next()
    return element
  }

  /// Quita y devuelve el primer elemento; la colección no puede estar vacía.
  @discardableResult
  public mutating func removeFirst() -> Element {
    remove(at: startIndex)
  }

  /// Quita y devuelve el último elemento; la colección no puede estar vacía.
  @discardableResult
  public mutating func removeLast() -> Element {
    remove(at: endIndex - 1)
  }

  /// Quita los elementos que cumplen `shouldBeRemoved`.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    try elements.removeAll(where: shouldBeRemoved)
    positions.removeAll(keepingCapacity: true)
    reindex(from: 0)
    membership = MembershipStamp.next()
  }

  /// Quita todos los elementos.
  public mutating func removeAll() {
    elements.removeAll()
    positions.removeAll()
    membership = MembershipStamp.next()
  }

  /// Ordena los elementos con `areInIncreasingOrder`.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    try elements.sort(by: areInIncreasingOrder)
    reindex(from: 0)
    membership = MembershipStamp.next()
  }

  /// Los elementos que cumplen `isIncluded`, como otra colección identificada.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = Self(id: idKeyPath)
    for element in elements where try isIncluded(element) {
      result.positions[element[keyPath: idKeyPath]] = result.elements.count
      result.elements.append(element)
    }
    result.membership = MembershipStamp.next()
    return result
  }

  /// Recalcula las posiciones de los elementos desde `start`.
  private mutating func reindex(from start: Int) {
    for position in start..<elements.count {
      positions[elements[position][keyPath: idKeyPath]] = position
    }
  }
}

/// Una colección identificada de elementos `Identifiable`: `IdentifiedArrayOf<Elemento>`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Una colección con `elements`, identificados por su `id`.
  ///
  /// Si dos elementos comparten id se conserva el primero y se informa del fallo.
  public init(
    uniqueElements elements: some Sequence<Element>,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(uniqueElements: elements, id: \.id, fileID: fileID, line: line)
  }

  /// Una colección vacía.
  public init() {
    self.init(id: \.id)
  }
}

/// Sellos únicos en el proceso para la pertenencia de una colección identificada.
enum MembershipStamp {
  private static let counter = Atomic<UInt64>(0)

  static func next() -> UInt64 {
    counter.add(1, ordering: .relaxed).newValue
  }
}

/// Describe un id para un mensaje.
func describe(_ value: Any) -> String {
  ValueFormatter.format(value)
}
