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
    var consulta = ""   // el texto que teclea la persona
    var tamanoLetra = 16   // se elige en la pantalla de ajustes
    var correccionSugerida: String?   // «¿Quisiste decir…?»: llega con la respuesta y se borra al teclear
    var categoria = "todas"   // el selector de categoría del formulario
    var idioma = "es"   // se elige en la pantalla de ajustes
    var avisoDelServidor: String?   // llega con cada respuesta
    var soloFavoritos = false   // el interruptor del formulario
    var contrasteAlto = false   // se elige en la pantalla de ajustes
    var errorDeValidacion: String?   // se calcula al teclear la consulta
    var modoCompacto = false   // se elige en la pantalla de ajustes
    // Filtros
    var precioMinimo = 0   // un deslizador del formulario
    var precioMaximo = 1_000   // un deslizador del formulario
    var facetas: [String: Int] = [:]   // los recuentos por categoría que devuelve el servidor
    var fechaDesde = ""   // un campo del formulario
    var fechaHasta = ""   // un campo del formulario
    var moneda = "EUR"   // se elige en la pantalla de ajustes
    var etiquetas: [String] = []   // las que marca la persona en el formulario
    var ordenarPor = "relevancia"   // el desplegable de esta búsqueda; empieza en ordenPorDefecto
    var incluirAgotados = false   // una casilla del formulario
    var radioKm = 10   // un deslizador del formulario
    var marcaEscrita = ""   // la marca que teclea la persona
    // Lista
    var filas: [String] = []   // llegan con cada respuesta
    var mostrarImagenes = true   // se elige en la pantalla de ajustes
    var destacados: [String] = []   // llegan con cada respuesta
    var cargando = false   // se apaga al llegar la respuesta
    var filasPorPagina = 20   // se elige en la pantalla de ajustes
    var errorDeRed: String?   // lo deja una respuesta fallida
    var cursor: String?   // llega con cada respuesta
    var hayMasPaginas = true   // se sabe al llegar cada respuesta
    var vistaPrevia = true   // se elige en la pantalla de ajustes
    var animaciones = true   // se elige en la pantalla de ajustes
    // Pie
    var totalEnServidor = 0   // llega con cada respuesta
    var duracionMs = 0   // lo que tardó la última respuesta; se mide al llegar
    var ordenPorDefecto = "relevancia"   // se elige en la pantalla de ajustes
    var reintentos = 0   // cuenta las respuestas fallidas seguidas
    var unidades = "km"   // se elige en la pantalla de ajustes
    var versionDelIndice = 0   // llega con cada respuesta
    var sonidos = false   // se elige en la pantalla de ajustes
    var segundosDesdeRespuesta = 0   // se vuelve a calcular cada vez que llega una respuesta
    var zonaHoraria = "Europe/Madrid"   // se elige en la pantalla de ajustes

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
