extension FlowchartError.Problem {
  /// El mensaje en castellano: qué está mal y qué se esperaba.
  public var message: String {
    switch self {
    case .missingHeader(let found):
      return "un diagrama empieza con «flowchart TD» o «flowchart LR», no con «\(found)»."
    case .unknownDirection(let direction):
      return "dirección desconocida «\(direction)»: usa TD (de arriba abajo) o LR "
        + "(de izquierda a derecha)."
    case .expectedNode(let found):
      if found.isEmpty {
        return "se esperaba un nodo (por ejemplo «A[texto]») y la línea se acaba."
      }
      return "se esperaba un nodo (por ejemplo «A[texto]») y hay «\(found)»."
    case .expectedArrow(let found):
      return "se esperaba una flecha («-->», «-->|etiqueta|» o «-.->») y hay «\(found)»."
    case .unclosedLabel(let closing):
      return "falta «\(closing)» para cerrar el texto del nodo."
    case .unclosedEdgeLabel:
      return "falta la segunda «|» que cierra la etiqueta de la arista."
    case .emptyLabel(let node):
      return "el texto del nodo «\(node)» está vacío."
    case .conflictingLabel(let node, let previous, let line):
      return "el nodo «\(node)» ya tiene el texto «\(previous)» (línea \(line)); usa otro id "
        + "o el mismo texto."
    case .empty:
      return "el diagrama no tiene nodos ni aristas."
    }
  }
}
