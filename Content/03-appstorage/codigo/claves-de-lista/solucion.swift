// Solución de appstorage.claves-de-lista: cada cadena y cada defecto viven en un
// solo sitio, la clave tipada de su tipo.

enum Orden: Int, Sendable { case reciente, alfabetico, masLeido }

extension SharedKey where Self == AppStorageKey<Orden>.Default {
  /// El orden de la lista; el más reciente primero mientras nadie elija otro.
  static var orden: Self {
    Self[.appStorage("orden"), default: .reciente]
  }
}

extension SharedKey where Self == AppStorageKey<Int>.Default {
  /// El tamaño de letra; 16 puntos mientras nadie lo cambie.
  static var tamanoLetra: Self {
    Self[.appStorage("tamanoLetra"), default: 16]
  }
}

struct Lista: Reducer {
  struct State: Equatable {
    @Shared(.orden) var orden
    @Shared(.tamanoLetra) var tamanoLetra
  }

  enum Action: Equatable {
    case ordenElegido(Orden)
    case letraAumentada
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ordenElegido(let orden):
      state.$orden.withLock { $0 = orden }
      return .none
    case .letraAumentada:
      state.$tamanoLetra.withLock { $0 += 2 }
      return .none
    }
  }
}

struct Lector: Reducer {
  struct State: Equatable {
    @Shared(.orden) var orden
    @Shared(.tamanoLetra) var tamanoLetra
    var pagina = 1
  }

  enum Action: Equatable {
    case paginaPasada
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .paginaPasada:
      state.pagina += 1
      return .none
    }
  }
}
