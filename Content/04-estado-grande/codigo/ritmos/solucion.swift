// El panel de cuarenta campos, partido por ritmo de cambio.

struct Buscador: Reducer {
  /// Cambia con cada pulsación del formulario.
  struct State: Equatable {
    var consulta = ""
    var categoria = "todas"
    var soloFavoritos = false
    var errorDeValidacion: String?
    var precioMinimo = 0
    var precioMaximo = 1_000
    var fechaDesde = ""
    var fechaHasta = ""
    var etiquetas: [String] = []
    var ordenarPor = "relevancia"
    var incluirAgotados = false
    var radioKm = 10
    var marcaEscrita = ""
  }

  enum Action: Equatable {
    case consultaEscrita(String)
    case soloFavoritosAlternado
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .consultaEscrita(let texto):
      state.consulta = texto
      state.errorDeValidacion = texto.count > 80 ? "Demasiado larga" : nil
      return .none
    case .soloFavoritosAlternado:
      state.soloFavoritos.toggle()
      return .none
    }
  }
}

struct Resultados: Reducer {
  /// Cambia cuando responde la red.
  struct State: Equatable {
    var correccionSugerida: String?
    var avisoDelServidor: String?
    var facetas: [String: Int] = [:]
    var filas: [String] = []
    var destacados: [String] = []
    var cargando = false
    var errorDeRed: String?
    var cursor: String?
    var hayMasPaginas = true
    var totalEnServidor = 0
    var duracionMs = 0
    var reintentos = 0
    var versionDelIndice = 0
    var segundosDesdeRespuesta = 0
  }

  enum Action: Equatable {
    case paginaRecibida([String], cursor: String?)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .paginaRecibida(let filas, let cursor):
      state.filas += filas
      state.cursor = cursor
      state.hayMasPaginas = cursor != nil
      state.cargando = false
      return .none
    }
  }
}

struct Preferencias: Reducer {
  /// Casi no cambia: solo en la pantalla de ajustes.
  struct State: Equatable {
    var tamanoLetra = 16
    var idioma = "es"
    var contrasteAlto = false
    var modoCompacto = false
    var moneda = "EUR"
    var mostrarImagenes = true
    var filasPorPagina = 20
    var vistaPrevia = true
    var animaciones = true
    var ordenPorDefecto = "relevancia"
    var unidades = "km"
    var sonidos = false
    var zonaHoraria = "Europe/Madrid"
  }

  enum Action: Equatable {
    case tamanoLetraElegido(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tamanoLetraElegido(let tamano):
      state.tamanoLetra = tamano
      return .none
    }
  }
}

struct Panel: Reducer {
  struct State: Equatable {
    var buscador = Buscador.State()          // a golpe de tecla
    var resultados = Resultados.State()      // cuando responde la red
    var preferencias = Preferencias.State()  // casi nunca
  }

  enum Action: Equatable {
    case buscador(Buscador.Action)
    case resultados(Resultados.Action)
    case preferencias(Preferencias.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.buscador, action: Action.buscador) { Buscador() }
    Scope(state: \.resultados, action: Action.resultados) { Resultados() }
    Scope(state: \.preferencias, action: Action.preferencias) {
      Preferencias()
    }
  }
}
