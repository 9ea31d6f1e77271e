// Ejercicio withlock.plan-mejorado — dos campos, una sola sección crítica.

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
      // TODO: el plan pasa a .profesional y los créditos suben 100. Nadie
      // debe poder ver uno de los dos cambios sin el otro.
      return .none

    case .canjearPulsado:
      // TODO: comprueba si hay créditos suficientes y réstalos en la MISMA
      // operación; si no alcanzan, pon `aviso = "Créditos insuficientes"`.
      return .none
    }
  }
}
