// Solución de appstorage.sin-ritual: el campo es la preferencia.

enum Tema: String, Equatable, Sendable { case sistema, claro, oscuro }

struct Ajustes: Reducer {
  struct State: Equatable {
    @Shared(.appStorage("tema")) var tema: Tema = .sistema
  }

  enum Action: Equatable {
    case aparecio
    case temaElegido(Tema)
    case temaRestablecido
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .aparecio:
      return .none   // ya no hay nada que cargar
    case .temaElegido(let nuevo):
      state.$tema.withLock { $0 = nuevo }
      return .none
    case .temaRestablecido:
      state.$tema.withLock { $0 = .sistema }
      return .none
    }
  }
}
