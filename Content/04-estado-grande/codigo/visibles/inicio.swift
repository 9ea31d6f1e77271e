// Un catálogo que guarda, además de sus elementos, una copia filtrada.
//
// TODO: la copia `filtrados` es una segunda verdad y ya se ha desincronizado
// (renombrar o borrar no la recalcula). Quítala y haz que `visibles` sea una
// propiedad calculada que derive los identificadores de `elementos` y
// `filtro`.

struct Elemento: Identifiable, Equatable {
  let id: Int
  var titulo: String
}

struct Catalogo: Reducer {
  struct State: Equatable {
    var elementos: IdentifiedArrayOf<Elemento> = []
    // lo que la persona ha escrito en la caja de búsqueda
    var filtro = ""
    var filtrados: [Elemento] = []

    var visibles: [Elemento.ID] { filtrados.map(\.id) }
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
      state.filtrados = state.elementos.filter {
        texto.isEmpty || $0.titulo.localizedStandardContains(texto)
      }
      return .none
    case .elementoAnadido(let elemento):
      state.elementos[id: elemento.id] = elemento
      state.filtrados = state.elementos.filter {
        state.filtro.isEmpty
          || $0.titulo.localizedStandardContains(state.filtro)
      }
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
