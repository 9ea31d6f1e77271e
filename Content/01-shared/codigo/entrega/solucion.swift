// Solución de shared.entrega.

import SharedCore

enum Plan: Equatable, Sendable { case gratuito, profesional }

struct Usuario: Equatable, Sendable {
  var nombre: String
  var plan: Plan = .gratuito
}

struct Perfil: Reducer {
  struct State: Equatable {
    @Shared var usuario: Usuario
    var editando = false
  }
  enum Action: Equatable { case editarPulsado }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.editando = true
    return .none
  }
}

struct Ajustes: Reducer {
  struct State: Equatable {
    @Shared var usuario: Usuario
    var avisosActivados = true
  }
  enum Action: Equatable { case avisosConmutados }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.avisosActivados.toggle()
    return .none
  }
}

/// La cabecera solo necesita el nombre: no debe ver ni el plan ni nada más.
struct Cabecera: Reducer {
  struct State: Equatable {
    @Shared var nombre: String
  }
  enum Action: Equatable { case saludoMostrado }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

/// Aquí solo importa el estado de la raíz; su reducer no hace falta.
enum App {
  struct State: Equatable {
    var perfil: Perfil.State
    var ajustes: Ajustes.State
    var cabecera: Cabecera.State
    @Shared var usuario: Usuario

    init(usuario inicial: Usuario) {
      let caja = Shared(value: inicial)
      _usuario = caja
      perfil = Perfil.State(usuario: caja)
      ajustes = Ajustes.State(usuario: caja)
      cabecera = Cabecera.State(nombre: caja.nombre)
    }
  }
}
