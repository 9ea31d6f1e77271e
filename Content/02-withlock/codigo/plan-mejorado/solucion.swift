// Solución de withlock.plan-mejorado.

import SharedCore

enum Plan: Equatable, Sendable { case gratuito, profesional }

struct Usuario: Equatable, Sendable {
  var nombre: String
  var plan: Plan = .gratuito
  var creditos = 0
}

struct Perfil: Reducer {
  struct State: Equatable {
    @Shared var usuario: Usuario
    var aviso: String?
  }

  enum Action: Equatable {
    /// Pasa al plan profesional, que regala 100 créditos.
    case planMejorado
    /// Gasta `coste` créditos si los hay; si no, deja un aviso.
    case canjearPulsado(coste: Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .planMejorado:
      // Los dos campos cambian dentro del mismo bloque: nadie puede ver el
      // plan nuevo con los créditos viejos.
      state.$usuario.withLock { u in
        u.creditos += 100
        u.plan = .profesional
      }
      return .none

    case let .canjearPulsado(coste):
      let pagado = state.$usuario.withLock { usuario -> Bool in
        guard usuario.creditos >= coste else { return false }
        usuario.creditos -= coste
        return true
      }
      if !pagado {
        state.aviso = "Créditos insuficientes"
      }
      return .none
    }
  }
}
