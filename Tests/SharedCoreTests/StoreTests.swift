import Foundation
import Observation
import Synchronization
import Testing
@testable import SharedCore

enum Tienda {
  struct Usuario: Equatable, Sendable { var nombre: String }

  struct Feature: Reducer {
    struct State: Equatable {
      @Shared var usuario: Usuario
      var cuenta = 0
      var registro: [String] = []
      var hijo = Composicion.Contador.State()
    }
    enum Action: Equatable {
      case sumar
      case sumarYAvisar
      case anotar(String)
      case cargar
      case cargado(Int)
      case esperar
      case cancelar
      case fallar
      case hijo(Composicion.Contador.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.hijo, action: Action.hijo) { Composicion.Contador() }
      Reduce { state, action in
        switch action {
        case .sumar:
          state.cuenta += 1
          return .none
        case .sumarYAvisar:
          state.cuenta += 1
          return .send(.anotar("sumé"))
        case .anotar(let texto):
          state.registro.append(texto)
          return .none
        case .cargar:
          return .run { send in
            await send(.anotar("cargando"))
            await send(.cargado(10))
          }
        case .cargado(let cuenta):
          state.cuenta = cuenta
          return .none
        case .esperar:
          return .run { send in
            try await Task.sleep(for: .seconds(60))
            await send(.anotar("no debería"))
          }
          .cancellable(id: "espera")
        case .cancelar:
          return .cancel(id: "espera")
        case .fallar:
          return .run { _ in throw URLError(.notConnectedToInternet) }
        case .hijo:
          return .none
        }
      }
    }
  }

  @MainActor static func store() -> (Shared<Usuario>, Store<Feature.State, Feature.Action>) {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    return (usuario, Store(initialState: Feature.State(usuario: usuario)) { Feature() })
  }
}

/// Una bandera que una clausura de Observation puede levantar desde cualquier hilo.
final class Bandera: Sendable {
  private let valor = Atomic<Bool>(false)
  var levantada: Bool { valor.load(ordering: .relaxed) }
  func levantar() { valor.store(true, ordering: .relaxed) }
}

@MainActor
@Suite struct StoreTests {
  @Test func sendCambiaElEstadoYSeLeePorMiembro() {
    let (_, store) = Tienda.store()
    store.send(.sumar)
    store.send(.sumar)
    #expect(store.state.cuenta == 2)
    #expect(store.cuenta == 2)
  }

  @Test func lasAccionesDeSendSeProcesanJustoDespues() {
    let (_, store) = Tienda.store()
    store.send(.sumarYAvisar)
    #expect(store.registro == ["sumé"])
  }

  @Test func losEfectosCorrenFueraYSePuedenEsperar() async {
    let (_, store) = Tienda.store()
    let tarea = store.send(.cargar)
    #expect(store.cuenta == 0)  // el efecto no corre dentro de send
    await tarea.finish()
    #expect(store.cuenta == 10)
    #expect(store.registro == ["cargando"])
  }

  @Test func cancelarPorID() async {
    let (_, store) = Tienda.store()
    let tarea = store.send(.esperar)
    store.send(.cancelar)
    await tarea.finish()
    #expect(store.registro.isEmpty)
  }

  @Test func cancelarLaTareaDeUnSend() async {
    let (_, store) = Tienda.store()
    let tarea = store.send(.esperar)
    tarea.cancel()
    await tarea.finish()
    #expect(tarea.isCancelled)
    #expect(store.registro.isEmpty)
  }

  @Test func leerElEstadoSeRegistraConObservation() {
    let (_, store) = Tienda.store()
    let bandera = Bandera()
    withObservationTracking {
      _ = store.state.cuenta
    } onChange: {
      bandera.levantar()
    }
    #expect(!bandera.levantada)
    store.send(.sumar)
    #expect(bandera.levantada)
  }

  @Test func unaEscrituraAjenaEnLaCajaInvalidaAQuienLaLeyoEnElStore() {
    let (usuario, store) = Tienda.store()
    let bandera = Bandera()
    withObservationTracking {
      _ = store.usuario.nombre
    } onChange: {
      bandera.levantar()
    }
    usuario.withLock { $0.nombre = "Grace" }  // otra feature, sin pasar por el store
    #expect(bandera.levantada)
    #expect(store.usuario.nombre == "Grace")
  }

  @Test func scopeDaUnStoreDeLaParteDelHijo() {
    let (_, store) = Tienda.store()
    let hijo = store.scope(state: \.hijo, action: Tienda.Feature.Action.hijo)
    hijo.send(.sumar)
    #expect(hijo.cuenta == 1)
    #expect(store.hijo.cuenta == 1)
  }

  @Test func unErrorDeUnEfectoVaAlDestinoDeFallos() async {
    let log = IssueLog()
    await log.capture {
      let (_, store) = Tienda.store()
      await store.send(.fallar).finish()
    }
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.hasPrefix("Un efecto .run lanzó un error que nadie atrapó") == true)
  }

  @Test func lasDependenciasDelStore() async {
    let store = Store(initialState: Leccion3.Adjunto.State(adjuntoID: UUID())) {
      Leccion3.Adjunto()
    } withDependencies: {
      $0.adjuntos.cargar = { _ in Data(count: 3) }
    }
    await store.send(.abrir).finish()
    #expect(store.tamano == 3)
  }
}
