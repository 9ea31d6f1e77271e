// Solución de compartir.sin-estatica: nada se recuerda fuera de la clave, y la
// clave solo la nombra la raíz.

struct Lector: Reducer {
  struct State: Equatable {
    // Un lector de la preferencia que le da la raíz: ve lo que haya en la caja,
    // también cuando cambia, y no sabe nada de claves ni guarda nada suyo.
    @SharedReader var fondoOscuro: Bool
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

struct App: Reducer {
  struct State: Equatable {
    var lector: Lector.State

    init() {
      // La preferencia persiste, así que la clave está justificada; se nombra aquí,
      // una vez, y Lector recibe solo un lector de la caja.
      let temaOscuro = Shared(wrappedValue: false, .appStorage("temaOscuro"))
      lector = Lector.State(fondoOscuro: SharedReader(temaOscuro))
    }
  }
  enum Action: Equatable { case lector(Lector.Action) }

  var body: some Reducer<State, Action> {
    Scope(state: \.lector, action: Action.lector) { Lector() }
  }
}
