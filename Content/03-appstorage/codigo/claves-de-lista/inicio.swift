// Ejercicio appstorage.claves-de-lista — dos preferencias, cada una con su clave tipada.
//
// Lista y Lector guardan el orden y el tamaño de letra con cadenas sueltas, y
// ya no coinciden: cada una usa su propia cadena y su propio defecto.

enum Orden: Int, Sendable { case reciente, alfabetico, masLeido }

extension SharedKey where Self == AppStorageKey<Orden>.Default {
  /// El orden de la lista; el más reciente primero mientras nadie elija otro.
  static var orden: Self {
    // TODO: la entrada "orden" de appStorage, con .reciente como valor de reposo.
    Self[.appStorage("pendiente"), default: .masLeido]
  }
}

extension SharedKey where Self == AppStorageKey<Int>.Default {
  /// El tamaño de letra; 16 puntos mientras nadie lo cambie.
  static var tamanoLetra: Self {
    // TODO: la entrada "tamanoLetra" de appStorage, con 16 como valor de reposo.
    Self[.appStorage("pendiente"), default: 0]
  }
}

struct Lista: Reducer {
  struct State: Equatable {
    // TODO: usa las claves tipadas.
    @Shared(.appStorage("orden")) var orden: Orden = .reciente
    @Shared(.appStorage("tamanoLetra")) var tamanoLetra = 16
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
    // TODO: usa las claves tipadas.
    @Shared(.appStorage("Orden")) var orden: Orden = .alfabetico
    @Shared(.appStorage("tamanoDeLetra")) var tamanoLetra = 14
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
