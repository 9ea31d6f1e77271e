// Ejercicio compartir.una-declaracion — cinco veces la misma línea.
//
// Las cinco features declaran por su cuenta la misma clave de appStorage. La
// persistencia está justificada, pero nada dice quién tiene el dato ni quién
// lo escribe: en realidad solo Ajustes lo cambia.

struct Ajustes: Reducer {
  struct State: Equatable {
    @Shared(.appStorage("temaOscuro")) var temaOscuro = false
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
    @Shared(.appStorage("temaOscuro")) var temaOscuro = false
  }
  enum Action: Equatable { case aparecio }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

struct Notas: Reducer {
  struct State: Equatable {
    @Shared(.appStorage("temaOscuro")) var temaOscuro = false
  }
  enum Action: Equatable { case aparecio }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

struct Cabecera: Reducer {
  struct State: Equatable {
    @Shared(.appStorage("temaOscuro")) var temaOscuro = false
  }
  enum Action: Equatable { case aparecio }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

struct Portada: Reducer {
  struct State: Equatable {
    @Shared(.appStorage("temaOscuro")) var temaOscuro = false
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
      // TODO: la cadena "temaOscuro" debería aparecer una sola vez, aquí.
      ajustes = Ajustes.State()
      lector = Lector.State()
      notas = Notas.State()
      cabecera = Cabecera.State()
      portada = Portada.State()
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
