// La clave tipada del tema: la cadena y el defecto viven en un solo sitio.

enum Tema: String, Sendable { case sistema, claro, oscuro }

extension SharedKey where Self == AppStorageKey<Tema>.Default {
  /// El tema elegido; el del sistema mientras nadie elija otro.
  static var tema: Self {
    Self[.appStorage("tema"), default: .sistema]
  }
}

struct Ajustes: Reducer {
  struct State: Equatable {
    @Shared(.tema) var tema
  }

  enum Action: Equatable {
    case temaElegido(Tema)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .temaElegido(let nuevo):
      state.$tema.withLock { $0 = nuevo }
      return .none
    }
  }
}

struct Perfil: Reducer {
  struct State: Equatable {
    @Shared(.tema) var tema
    var mostrarAvatar = true
  }

  enum Action: Equatable {
    case avatarAlternado
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .avatarAlternado:
      state.mostrarAvatar.toggle()
      return .none
    }
  }
}
