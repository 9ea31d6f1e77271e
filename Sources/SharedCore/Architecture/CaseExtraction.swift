/// Extrae de un enum el valor asociado de un caso, dado el constructor de ese caso
/// (`Action.buscador`), sin macros: con `Mirror`.
///
/// `Mirror` da el nombre del caso de `root` y su valor asociado; si ese valor es del tipo
/// pedido, se vuelve a construir con `embed` y se comprueba que sale un caso con el mismo
/// nombre (así se distinguen dos casos que llevan el mismo tipo de valor).
///
/// Cuesta unos microsegundos por acción y por `Scope`, nada al lado de lo que hace una
/// lección, y solo usa API pública de la biblioteca estándar: no depende de cómo guarde
/// los enums en memoria cada versión del compilador o cada plataforma.
struct CaseExtractor<Root, Value> {
  let embed: (Value) -> Root

  init(_ embed: @escaping (Value) -> Root) {
    self.embed = embed
  }

  /// El valor asociado si `root` es el caso de `embed`; `nil` si es otro caso.
  func extract(from root: Root) -> Value? {
    guard let (label, payload) = Self.caseOf(root) else { return nil }
    guard let value = Self.cast(payload) else { return nil }
    guard let embedded = Self.caseOf(embed(value)), embedded.label == label else { return nil }
    return value
  }

  /// El nombre del caso y su valor asociado, si `value` es un enum con valor asociado.
  static func caseOf(_ value: Any) -> (label: String, payload: Any)? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let child = mirror.children.first,
      let label = child.label
    else { return nil }
    return (label, child.value)
  }

  /// Convierte el valor asociado al tipo pedido; un único valor con etiqueta
  /// (`case fila(id: Int)`) llega como tupla de un elemento.
  private static func cast(_ payload: Any) -> Value? {
    if let value = payload as? Value { return value }
    let mirror = Mirror(reflecting: payload)
    if mirror.displayStyle == .tuple, mirror.children.count == 1,
      let only = mirror.children.first?.value as? Value
    {
      return only
    }
    return nil
  }
}
