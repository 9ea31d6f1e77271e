// Un catálogo con una sola verdad: los visibles se derivan.

struct Elemento: Identifiable, Equatable {
  let id: Int
  var titulo: String
}

struct Catalogo: Reducer {
  struct State: Equatable {
    var elementos: IdentifiedArrayOf<Elemento> = []
    // lo que la persona ha escrito en la caja de búsqueda
    var filtro = ""

    /// Identificadores de lo que se ve, calculados cada vez.
    var visibles: [Elemento.ID] {
      guard !filtro.isEmpty else { return Array(elementos.ids) }
      return elementos
        .filter { $0.titulo.localizedStandardContains(filtro) }
        .map(\.id)
    }
  }

  enum Action: Equatable {
    case filtroEscrito(String)
    case elementoAnadido(Elemento)
    case elementoRenombrado(id: Int, titulo: String)
    case elementoBorrado(id: Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .filtroEscrito(let texto):
      state.filtro = texto
      return .none
    case .elementoAnadido(let elemento):
      state.elementos[id: elemento.id] = elemento
      return .none
    case .elementoRenombrado(let id, let titulo):
      state.elementos[id: id]?.titulo = titulo
      return .none
    case .elementoBorrado(let id):
      state.elementos[id: id] = nil
      return .none
    }
  }
}
