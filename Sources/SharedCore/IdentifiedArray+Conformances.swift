import Foundation

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Dos colecciones son iguales si tienen los mismos elementos en el mismo orden.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}

extension IdentifiedArray: @unchecked Sendable where ID: Sendable, Element: Sendable {}

extension IdentifiedArray: CustomStringConvertible {
  public var description: String { elements.description }
}

extension IdentifiedArray: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
  }
}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Se codifica como una lista de elementos.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(elements)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Se decodifica de una lista; un id repetido es un error de datos.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let elements = try container.decode([Element].self)
    self.init(id: \.id)
    for element in elements where !append(element).inserted {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: ArchitectureIssue.duplicateID(describe(element.id)).message)
    }
  }
}

/// Una colección identificada vista sin tipos, para comparar por id en los diffs.
protocol IdentifiedCollectionReflecting {
  /// Cada elemento con su id, en orden.
  var identifiedEntries: [(id: AnyHashable, element: Any)] { get }
}

extension IdentifiedArray: IdentifiedCollectionReflecting {
  var identifiedEntries: [(id: AnyHashable, element: Any)] {
    elements.map { (AnyHashable($0[keyPath: idKeyPath]), $0) }
  }
}
