// La clave tipada del tema.
//
// Ajustes y Perfil guardan el tema con cadenas sueltas y ya no coinciden:
// "tema" con defecto .sistema en una, "Tema" con defecto .claro en la otra.

enum Tema: String, Sendable { case sistema, claro, oscuro }

extension SharedKey where Self == AppStorageKey<Tema>.Default {
  /// El tema elegido; el del sistema mientras nadie elija otro.
  static var tema: Self {
    // TODO: la entrada "tema" de appStorage, con .sistema como valor de reposo.
    Self[.appStorage("pendiente"), default: .claro]
  }
}

struct Ajustes: Reducer {
  struct State: Equatable {
    // TODO: usa la clave tipada: @Shared(.tema) var tema
    @Shared(.appStorage("tema")) var tema: Tema = .sistema
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
    // TODO: usa la clave tipada: @Shared(.tema) var tema
    @Shared(.appStorage("Tema")) var tema: Tema = .claro
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
