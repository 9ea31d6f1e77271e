// Ejercicio compartir.un-escritor — un solo escritor, los demás leen.
//
// Ajustes es la dueña del tema oscuro. Pero Lector también recibió la caja
// entera y, con su botón «modo noche», escribe en ella: ya hay dos escritores,
// y nada impide que mañana haya cinco.

struct Ajustes: Reducer {
  struct State: Equatable {
    @Shared var temaOscuro: Bool   // la dueña
  }
  enum Action: Equatable { case temaOscuroAlternado }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .temaOscuroAlternado:
      state.$temaOscuro.withLock { $0.toggle() }
      return .none
    }
  }
}

struct Lector: Reducer {
  struct State: Equatable {
    // TODO: Lector solo debería poder mirar el tema.
    @Shared var temaOscuro: Bool
    var pagina = 1
  }
  enum Action: Equatable {
    case paginaPasada
    case modoNocheTocado
    case delegate(Delegate)

    enum Delegate: Equatable {
      case temaOscuroPedido
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .paginaPasada:
      state.pagina += 1
      return .none
    case .modoNocheTocado:
      // TODO: el segundo escritor. Lector no debería cambiar el tema él mismo.
      state.$temaOscuro.withLock { $0.toggle() }
      return .none
    case .delegate:
      return .none
    }
  }
}

struct App: Reducer {
  struct State: Equatable {
    var ajustes: Ajustes.State
    var lector: Lector.State

    init(temaOscuro: Bool = false) {
      let tema = Shared(value: temaOscuro)
      ajustes = Ajustes.State(temaOscuro: tema)
      lector = Lector.State(temaOscuro: tema)   // TODO
    }
  }
  enum Action: Equatable {
    case ajustes(Ajustes.Action)
    case lector(Lector.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.ajustes, action: Action.ajustes) { Ajustes() }
    Scope(state: \.lector, action: Action.lector) { Lector() }
    Reduce { state, action in
      // TODO: aquí la raíz debería atender lo que pide Lector.
      return .none
    }
  }
}
