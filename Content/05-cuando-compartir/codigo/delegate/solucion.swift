// Suscripcion cuenta lo que pasó; Cuenta decide quién reacciona.

enum Nivel: String, Equatable, Sendable {
  case gratuito, profesional
}

struct Suscripcion: Reducer {
  struct State: Equatable {
    var nivel: Nivel = .gratuito
  }

  enum Action: Equatable {
    case nivelElegido(Nivel)
    case delegate(Delegate)

    enum Delegate: Equatable {
      case nivelCambiado(Nivel)
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nivelElegido(let nivel):
      state.nivel = nivel
      return .send(.delegate(.nivelCambiado(nivel)))
    case .delegate:
      return .none
    }
  }
}

struct Facturas: Reducer {
  struct State: Equatable {
    var peticiones = 0   // cuántas veces se han pedido las facturas
  }

  enum Action: Equatable {
    case recargar
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .recargar:
      state.peticiones += 1
      return .none
    }
  }
}

struct Cuenta: Reducer {
  struct State: Equatable {
    var suscripcion = Suscripcion.State()
    var facturas = Facturas.State()
  }

  enum Action: Equatable {
    case suscripcion(Suscripcion.Action)
    case facturas(Facturas.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.suscripcion, action: Action.suscripcion) { Suscripcion() }
    Scope(state: \.facturas, action: Action.facturas) { Facturas() }
    Reduce { state, action in
      switch action {
      case .suscripcion(.delegate(.nivelCambiado)):
        return .send(.facturas(.recargar))
      case .suscripcion, .facturas:
        return .none
      }
    }
  }
}
