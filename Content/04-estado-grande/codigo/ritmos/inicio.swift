// Un panel de cuarenta campos, ordenados como se ven en pantalla.
// Cada comentario dice cuándo cambia el campo.
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
    var consulta = ""                    // cada pulsación en la búsqueda
    var tamanoLetra = 16                 // en la pantalla de ajustes
    var correccionSugerida: String?      // la manda el servidor
    var categoria = "todas"              // el formulario, al tocar un filtro
    var idioma = "es"                    // en la pantalla de ajustes
    var avisoDelServidor: String?        // llega con cada respuesta
    var soloFavoritos = false            // el formulario, al tocar un filtro
    var contrasteAlto = false            // en la pantalla de ajustes
    var errorDeValidacion: String?       // se recalcula al teclear
    var modoCompacto = false             // en la pantalla de ajustes
    // Filtros
    var precioMinimo = 0                 // cada pulsación en el formulario
    var precioMaximo = 1_000             // cada pulsación en el formulario
    var facetas: [String: Int] = [:]     // recuentos que manda el servidor
    var fechaDesde = ""                  // cada pulsación en el formulario
    var fechaHasta = ""                  // cada pulsación en el formulario
    var moneda = "EUR"                   // en la pantalla de ajustes
    var etiquetas: [String] = []         // el formulario, al marcar etiquetas
    var ordenarPor = "relevancia"        // el formulario, al elegir orden
    var incluirAgotados = false          // el formulario, al tocar un filtro
    var radioKm = 10                     // el formulario, al mover el control
    var marcaEscrita = ""                // cada pulsación en el formulario
    // Lista
    var filas: [String] = []             // llega con cada respuesta
    var mostrarImagenes = true           // en la pantalla de ajustes
    var destacados: [String] = []        // llega con cada respuesta
    var cargando = false                 // se apaga al llegar la respuesta
    var filasPorPagina = 20              // en la pantalla de ajustes
    var errorDeRed: String?              // llega con una respuesta fallida
    var cursor: String?                  // llega con cada página
    var hayMasPaginas = true             // llega con cada página
    var vistaPrevia = true               // en la pantalla de ajustes
    var animaciones = true               // en la pantalla de ajustes
    // Pie
    var totalEnServidor = 0              // llega con cada respuesta
    var duracionMs = 0                   // se mide en cada respuesta
    var ordenPorDefecto = "relevancia"   // en la pantalla de ajustes
    var reintentos = 0                   // cuenta las respuestas fallidas
    var unidades = "km"                  // en la pantalla de ajustes
    var versionDelIndice = 0             // llega con cada respuesta
    var sonidos = false                  // en la pantalla de ajustes
    var segundosDesdeRespuesta = 0       // se reinicia con cada respuesta
    var zonaHoraria = "Europe/Madrid"    // en la pantalla de ajustes

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
