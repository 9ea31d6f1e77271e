/// Encuentra dónde está una caja compartida dentro de un estado, para nombrarla en un
/// mensaje (`perfil._usuario`). Solo se usa al informar de un fallo.
enum SharedPathFinder {
  /// La ruta de la primera aparición de `box` en `state`, si está.
  static func path(of box: any AnySharedBox, in state: Any) -> String? {
    search(state, for: box, path: "", depth: 0)
  }

  /// Cómo nombrar una caja que no está en el estado: `Shared<Usuario>`.
  static func label(for value: Any) -> String {
    "Shared<\(ValueFormatter.typeName(of: value))>"
  }

  private static func search(
    _ value: Any, for box: any AnySharedBox, path: String, depth: Int
  ) -> String? {
    guard depth < 16 else { return nil }
    if let shared = value as? any SharedValueReflecting {
      return shared.rootBox === box ? path : nil
    }
    if let identified = value as? any IdentifiedCollectionReflecting {
      for (id, element) in identified.identifiedEntries {
        let elementPath = path + "[id: \(ValueFormatter.format(id.base))]"
        if let found = search(element, for: box, path: elementPath, depth: depth + 1) {
          return found
        }
      }
      return nil
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct, .class, .tuple, .enum, .optional, .collection:
      break
    default:
      return nil
    }
    for (index, child) in mirror.children.enumerated() {
      let childPath: String
      switch mirror.displayStyle {
      case .collection: childPath = path + "[\(index)]"
      case .optional: childPath = path
      default:
        let label = child.label ?? ".\(index)"
        childPath = path.isEmpty ? label : path + "." + label
      }
      if let found = search(child.value, for: box, path: childPath, depth: depth + 1) {
        return found
      }
    }
    return nil
  }
}
