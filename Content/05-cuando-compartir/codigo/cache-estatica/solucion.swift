// Solución de compartir.cache-estatica: nada se recuerda fuera de la clave.

struct Lector: Reducer {
  struct State: Equatable {
    // Un lector de la preferencia: ve lo que haya en el almacén de la clave,
    // también cuando cambia, y no guarda nada por su cuenta.
    @SharedReader(.appStorage("temaOscuro")) var fondoOscuro = false
    var pagina = 1
  }
  enum Action: Equatable { case paginaPasada }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .paginaPasada:
      state.pagina += 1
      return .none
    }
  }
}
