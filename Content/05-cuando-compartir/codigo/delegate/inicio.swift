// Suscripcion y Facturas se hablan a través de una bandera compartida:
// una notificación disfrazada de dato.
//
// TODO: quita la bandera `debeRefrescar` de las dos features. Cuando cambie
// el nivel, Suscripcion debe contar lo ocurrido con la acción delegate
// `.delegate(.nivelCambiado(nivel))`, y Cuenta, el ancestro, debe responder
// pidiendo a Facturas que recargue (`.facturas(.recargar)`).

enum Nivel: String, Equatable, Sendable {
  case gratuito, profesional
}

struct Suscripcion: Reducer {
  struct State: Equatable {
    var nivel: Nivel = .gratuito
    @Shared(.inMemory("debeRefrescar")) var debeRefrescar = false
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
      state.$debeRefrescar.withLock { $0 = true }   // TODO: avisa con la acción delegada
      return .none
    case .delegate:
      return .none
    }
  }
}

struct Facturas: Reducer {
  struct State: Equatable {
    var peticiones = 0   // cuántas veces se han pedido las facturas
    @Shared(.inMemory("debeRefrescar")) var debeRefrescar = false
  }

  enum Action: Equatable {
    case aparecio
    case recargar
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .aparecio:
      // Solo se entera si alguien le envía .aparecio: la bandera no ejecuta
      // este reducer cuando cambia.
      if state.debeRefrescar {
        state.$debeRefrescar.withLock { $0 = false }
        state.peticiones += 1
      }
      return .none
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
      // TODO: cuando Suscripcion cuente que cambió el nivel, pide a Facturas
      // que recargue.
      .none
    }
  }
}
