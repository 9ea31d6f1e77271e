// Ejercicio compartir.sin-estatica — la prueba que pasa sola.
//
// Lector pinta el fondo según la preferencia del tema oscuro, guardada en
// appStorage. Para no leerla cada vez, alguien la recuerda en una propiedad
// estática. En la app parece funcionar; en la batería de pruebas, una prueba
// hereda lo que leyó la anterior.

enum TemaGuardado {
  /// Lo último que se leyó. Sobrevive a todo: a la pantalla y a cada prueba.
  nonisolated(unsafe) static var recordado: Bool?

  static func oscuro() -> Bool {
    if let recordado { return recordado }
    @Shared(.appStorage("temaOscuro")) var temaOscuro = false
    recordado = temaOscuro
    return temaOscuro
  }
}

struct Lector: Reducer {
  struct State: Equatable {
    // TODO: que el fondo siga siempre a la preferencia guardada.
    var fondoOscuro = TemaGuardado.oscuro()
    var pagina = 1
  }
  enum Action: Equatable { case paginaPasada }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .paginaPasada:
      state.pagina += 1
      return .none
    }
  }
}

struct App: Reducer {
  struct State: Equatable {
    var lector: Lector.State

    init() {
      // TODO: la raíz es la que sabe dónde vive la preferencia.
      lector = Lector.State()
    }
  }
  enum Action: Equatable { case lector(Lector.Action) }

  var body: some Reducer<State, Action> {
    Scope(state: \.lector, action: Action.lector) { Lector() }
  }
}
