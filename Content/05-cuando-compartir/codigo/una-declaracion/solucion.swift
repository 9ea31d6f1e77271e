// Solución de compartir.una-declaracion: una declaración en la raíz, una
// caja para quien escribe y un lector para cada una de las demás.

struct Ajustes: Reducer {
  struct State: Equatable {
    @Shared var temaOscuro: Bool          // la única que escribe
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
    @SharedReader var temaOscuro: Bool    // solo mira
  }
  enum Action: Equatable { case aparecio }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

struct Notas: Reducer {
  struct State: Equatable {
    @SharedReader var temaOscuro: Bool    // solo mira
  }
  enum Action: Equatable { case aparecio }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

struct Cabecera: Reducer {
  struct State: Equatable {
    @SharedReader var temaOscuro: Bool    // solo mira
  }
  enum Action: Equatable { case aparecio }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

struct Portada: Reducer {
  struct State: Equatable {
    @SharedReader var temaOscuro: Bool    // solo mira
  }
  enum Action: Equatable { case aparecio }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

struct App: Reducer {
  struct State: Equatable {
    var ajustes: Ajustes.State
    var lector: Lector.State
    var notas: Notas.State
    var cabecera: Cabecera.State
    var portada: Portada.State

    init() {
      // La cadena aparece una sola vez; las hijas reciben la caja o un lector.
      let tema = Shared(wrappedValue: false, .appStorage("temaOscuro"))
      ajustes = Ajustes.State(temaOscuro: tema)
      lector = Lector.State(temaOscuro: SharedReader(tema))
      notas = Notas.State(temaOscuro: SharedReader(tema))
      cabecera = Cabecera.State(temaOscuro: SharedReader(tema))
      portada = Portada.State(temaOscuro: SharedReader(tema))
    }
  }
  enum Action: Equatable {
    case ajustes(Ajustes.Action)
    case lector(Lector.Action)
    case notas(Notas.Action)
    case cabecera(Cabecera.Action)
    case portada(Portada.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.ajustes, action: Action.ajustes) { Ajustes() }
    Scope(state: \.lector, action: Action.lector) { Lector() }
    Scope(state: \.notas, action: Action.notas) { Notas() }
    Scope(state: \.cabecera, action: Action.cabecera) { Cabecera() }
    Scope(state: \.portada, action: Action.portada) { Portada() }
  }
}
