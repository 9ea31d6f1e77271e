// Un panel de cuarenta campos, ordenados como se ven en pantalla.
//
// TODO: reparte los cuarenta campos entre Buscador.State (lo que cambia con
// cada pulsación del formulario), Resultados.State (lo que cambia cuando
// responde la red) y Preferencias.State (lo que casi no cambia). Mueve cada
// rama del reducer a su hija, deja en Panel.State solo las tres ramas
// (buscador, resultados, preferencias) y compón las hijas con Scope.

struct Buscador: Reducer {
  struct State: Equatable {
    // TODO: los campos que cambian con cada pulsación
  }

  enum Action: Equatable {
    case consultaEscrita(String)
    case soloFavoritosAlternado
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // TODO
    .none
  }
}

struct Resultados: Reducer {
  struct State: Equatable {
    // TODO: los campos que cambian cuando responde la red
  }

  enum Action: Equatable {
    case paginaRecibida([String], cursor: String?)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // TODO
    .none
  }
}

struct Preferencias: Reducer {
  struct State: Equatable {
    // TODO: los campos que casi no cambian
  }

  enum Action: Equatable {
    case tamanoLetraElegido(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // TODO
    .none
  }
}

struct Panel: Reducer {
  struct State: Equatable {
    // Cabecera
    var consulta = ""
    var tamanoLetra = 16
    var correccionSugerida: String?
    var categoria = "todas"
    var idioma = "es"
    var avisoDelServidor: String?
    var soloFavoritos = false
    var contrasteAlto = false
    var errorDeValidacion: String?
    var modoCompacto = false
    // Filtros
    var precioMinimo = 0
    var precioMaximo = 1_000
    var facetas: [String: Int] = [:]
    var fechaDesde = ""
    var fechaHasta = ""
    var moneda = "EUR"
    var etiquetas: [String] = []
    var ordenarPor = "relevancia"
    var incluirAgotados = false
    var radioKm = 10
    var marcaEscrita = ""
    // Lista
    var filas: [String] = []
    var mostrarImagenes = true
    var destacados: [String] = []
    var cargando = false
    var filasPorPagina = 20
    var errorDeRed: String?
    var cursor: String?
    var hayMasPaginas = true
    var vistaPrevia = true
    var animaciones = true
    // Pie
    var totalEnServidor = 0
    var duracionMs = 0
    var ordenPorDefecto = "relevancia"
    var reintentos = 0
    var unidades = "km"
    var versionDelIndice = 0
    var sonidos = false
    var segundosDesdeRespuesta = 0
    var zonaHoraria = "Europe/Madrid"

    var buscador = Buscador.State()
    var resultados = Resultados.State()
    var preferencias = Preferencias.State()
  }

  enum Action: Equatable {
    case buscador(Buscador.Action)
    case resultados(Resultados.Action)
    case preferencias(Preferencias.Action)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .buscador(.consultaEscrita(let texto)):
      state.consulta = texto
      state.errorDeValidacion = texto.count > 80 ? "Demasiado larga" : nil
      return .none
    case .buscador(.soloFavoritosAlternado):
      state.soloFavoritos.toggle()
      return .none
    case .resultados(.paginaRecibida(let filas, let cursor)):
      state.filas += filas
      state.cursor = cursor
      state.hayMasPaginas = cursor != nil
      state.cargando = false
      return .none
    case .preferencias(.tamanoLetraElegido(let tamano)):
      state.tamanoLetra = tamano
      return .none
    }
  }
}
