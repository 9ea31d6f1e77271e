import Foundation
import Testing
@testable import SharedCore

// Los ejemplos de la lección 3, sin macros (ver SeedExamplesTests.swift).

// MARK: - Lección 3: estado grande

enum Leccion3 {
  struct Buscador: Reducer {
    struct State: Equatable { var texto = "" }
    enum Action: Equatable { case textoCambiado(String) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .textoCambiado(let texto):
        state.texto = texto
        return .none
      }
    }
  }

  struct Resultados: Reducer {
    struct State: Equatable { var titulos: [String] = [] }
    enum Action: Equatable { case llegaron([String]) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .llegaron(let titulos):
        state.titulos = titulos
        return .none
      }
    }
  }

  struct Ajustes: Reducer {
    struct State: Equatable { var tamanoDePagina = 20 }
    enum Action: Equatable { case tamanoCambiado(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tamanoCambiado(let tamano):
        state.tamanoDePagina = tamano
        return .none
      }
    }
  }

  struct Panel: Reducer {
    struct State: Equatable {
      var buscador = Buscador.State()  // cambia a 60 pulsaciones por minuto
      var resultados = Resultados.State()  // cambia al llegar una respuesta
      var ajustes = Ajustes.State()  // cambia una vez al mes
      var busquedas = 0
    }
    enum Action: Equatable {
      case buscador(Buscador.Action)
      case resultados(Resultados.Action)
      case ajustes(Ajustes.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.buscador, action: Action.buscador) { Buscador() }
      Scope(state: \.resultados, action: Action.resultados) { Resultados() }
      Scope(state: \.ajustes, action: Action.ajustes) { Ajustes() }
      Reduce { state, action in
        // solo la coordinación entre dominios vive aquí
        if case .buscador(.textoCambiado) = action { state.busquedas += 1 }
        return .none
      }
    }
  }

  struct Elemento: Identifiable, Equatable {
    let id: Int
    var titulo: String
  }

  struct Cursor: Equatable { var siguiente: Int }

  struct Lista: Reducer {
    struct State: Equatable {
      var elementos: IdentifiedArrayOf<Elemento> = []
      var filtro = ""
      var pagina: Cursor?

      // Deriva identificadores, no copias de los modelos.
      var visibles: [Elemento.ID] {
        filtro.isEmpty
          ? Array(elementos.ids)
          : elementos.filter { $0.titulo.localizedStandardContains(filtro) }.map(\.id)
      }
    }
    enum Action: Equatable { case filtroCambiado(String), renombrar(id: Int, titulo: String) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .filtroCambiado(let filtro):
        state.filtro = filtro
      case .renombrar(let id, let titulo):
        state.elementos[id: id]?.titulo = titulo
      }
      return .none
    }
  }

  /// `@DependencyClient` sin macro: una estructura de clausuras.
  struct AlmacenDeAdjuntos: Sendable {
    var cargar: @Sendable (UUID) async throws -> Data
    var guardar: @Sendable (UUID, Data) async throws -> Void
  }

  struct Adjunto: Reducer {
    struct State: Equatable {
      var adjuntoID: UUID?  // ocho megabytes convertidos en dieciséis bytes
      var cargando = false
      var tamano: Int?
    }
    enum Action: Equatable { case abrir, cargado(Int) }
    @Dependency(\.adjuntos) var adjuntos

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .abrir:
        guard let id = state.adjuntoID else { return .none }
        state.cargando = true
        return .run { send in
          let datos = try await adjuntos.cargar(id)
          await send(.cargado(datos.count))
        }
      case .cargado(let tamano):
        state.cargando = false
        state.tamano = tamano
        return .none
      }
    }
  }
}

extension Leccion3.AlmacenDeAdjuntos: DependencyKey {
  static let liveValue = Leccion3.AlmacenDeAdjuntos(
    cargar: { _ in Data() }, guardar: { _, _ in })
}

extension DependencyValues {
  var adjuntos: Leccion3.AlmacenDeAdjuntos {
    get { self[Leccion3.AlmacenDeAdjuntos.self] }
    set { self[Leccion3.AlmacenDeAdjuntos.self] = newValue }
  }
}

@Suite struct Leccion3Tests {
  @Test func panelDivideEnTresDominiosConTresScopes() async {
    let store = TestStore(initialState: Leccion3.Panel.State()) { Leccion3.Panel() }
    await store.send(.buscador(.textoCambiado("swift"))) {
      $0.buscador.texto = "swift"
      $0.busquedas = 1
    }
    await store.send(.resultados(.llegaron(["Swift 6"]))) {
      $0.resultados.titulos = ["Swift 6"]
    }
    await store.send(.ajustes(.tamanoCambiado(50))) {
      $0.ajustes.tamanoDePagina = 50
    }
  }

  @Test func teclearEnElBuscadorNoTocaResultados() async {
    let store = TestStore(initialState: Leccion3.Panel.State()) { Leccion3.Panel() }
    await store.send(.buscador(.textoCambiado("a"))) {
      $0.buscador.texto = "a"
      $0.busquedas = 1
    }
    #expect(store.state.resultados == Leccion3.Panel.State().resultados)
  }

  @Test func visiblesDerivaIdentificadoresNoCopias() async {
    var state = Leccion3.Lista.State()
    state.elementos = [
      Leccion3.Elemento(id: 1, titulo: "Swift"),
      Leccion3.Elemento(id: 2, titulo: "Rust"),
      Leccion3.Elemento(id: 3, titulo: "SwiftUI"),
    ]
    #expect(state.visibles == [1, 2, 3])
    let store = TestStore(initialState: state) { Leccion3.Lista() }
    await store.send(.filtroCambiado("swift")) { $0.filtro = "swift" }
    #expect(store.state.visibles == [1, 3])
    await store.send(.renombrar(id: 2, titulo: "Swift en Linux")) {
      $0.elementos[id: 2]?.titulo = "Swift en Linux"
    }
    #expect(store.state.visibles == [1, 2, 3])
  }

  @Test func loPesadoSaleAUnaDependenciaYElEstadoGuardaElID() async {
    let id = UUID()
    let store = TestStore(initialState: Leccion3.Adjunto.State(adjuntoID: id)) {
      Leccion3.Adjunto()
    } withDependencies: {
      $0.adjuntos.cargar = { _ in Data(count: 8_000_000) }
    }
    await store.send(.abrir) { $0.cargando = true }
    await store.receive(.cargado(8_000_000)) {
      $0.cargando = false
      $0.tamano = 8_000_000
    }
  }
}
