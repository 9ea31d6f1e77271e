// Solución de compartir.un-escritor: Ajustes escribe; Lector lee y pide.

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
    @SharedReader var temaOscuro: Bool   // solo mira
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
      return .send(.delegate(.temaOscuroPedido))   // pide; no escribe
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
      lector = Lector.State(temaOscuro: SharedReader(tema))
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
      switch action {
      case .lector(.delegate(.temaOscuroPedido)):
        return .send(.ajustes(.temaOscuroAlternado))
      case .ajustes, .lector:
        return .none
      }
    }
  }
}
