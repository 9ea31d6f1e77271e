// Ejercicio appstorage.sin-ritual — del ritual en tres actos a una línea.
//
// El tema se guarda con una dependencia, una acción de carga y un efecto
// por cada cambio. La rama nueva, `temaRestablecido`, ya se olvidó de su
// efecto. Haz que el tema sea un campo persistente y que el reducer deje
// de saber que hay un disco.

import Foundation

enum Tema: String, Equatable, Sendable { case sistema, claro, oscuro }

/// Cliente que habla con UserDefaults en nombre de la feature.
struct Preferencias: Sendable {
  var leerTema: @Sendable () -> Tema
  var guardarTema: @Sendable (Tema) async -> Void
}

extension Preferencias: DependencyKey {
  static let liveValue = Preferencias(
    leerTema: {
      Tema(rawValue: UserDefaults.standard.string(forKey: "tema") ?? "") ?? .sistema
    },
    guardarTema: { UserDefaults.standard.set($0.rawValue, forKey: "tema") }
  )
  static let testValue = Preferencias(leerTema: { .sistema }, guardarTema: { _ in })
}

extension DependencyValues {
  var preferencias: Preferencias {
    get { self[Preferencias.self] }
    set { self[Preferencias.self] = newValue }
  }
}

struct Ajustes: Reducer {
  @Dependency(\.preferencias) var preferencias

  struct State: Equatable {
    var tema: Tema = .sistema   // TODO: que el campo sea la preferencia guardada
  }

  enum Action: Equatable {
    case aparecio
    case temaElegido(Tema)
    case temaRestablecido
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .aparecio:
      state.tema = preferencias.leerTema()       // acto uno: cargar
      return .none
    case .temaElegido(let nuevo):
      state.tema = nuevo                         // acto dos: mutar
      return .run { [preferencias] _ in          // acto tres: guardar
        await preferencias.guardarTema(nuevo)
      }
    case .temaRestablecido:
      state.tema = .sistema                      // ¿y el guardado?
      return .none
    }
  }
}
