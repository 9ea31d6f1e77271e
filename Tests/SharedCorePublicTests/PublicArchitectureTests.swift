import Foundation
import SharedCore
import Testing

struct Contador: Reducer {
  struct State: Equatable {
    var cuenta = 0
  }
  enum Action: Equatable {
    case sumar
    case sumarLuego
    case delegate(Delegate)
  }
  enum Delegate: Equatable {
    case sumado(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sumar:
      state.cuenta += 1
      return .send(.delegate(.sumado(state.cuenta)))
    case .sumarLuego:
      return .run { send in await send(.sumar) }
    case .delegate:
      return .none
    }
  }
}

struct Panel: Reducer {
  struct State: Equatable {
    var contador = Contador.State()
    @Shared var total: Int
  }
  enum Action: Equatable {
    case contador(Contador.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.contador, action: Action.contador) { Contador() }
    Reduce { state, action in
      if case .contador(.delegate(.sumado(let cuenta))) = action {
        state.$total.withLock { $0 = cuenta }
      }
      return .none
    }
  }
}

/// Una sesión que no es `Equatable`: el `TestStore` no puede compararla.
struct Sesion: Sendable {
  var visitas = 0
}

struct Visitas: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case visitar }
  let sesion: Shared<Sesion>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    sesion.withLock { $0.visitas += 1 }
    return .none
  }
}

/// Recoge en orden los fallos que informa el motor.
final class Fallos: @unchecked Sendable {
  private let lock = NSLock()
  private var mensajes: [String] = []

  var reporter: IssueReporter {
    IssueReporter { issue in self.lock.withLock { self.mensajes.append(issue.message) } }
  }
  var todos: [String] { lock.withLock { mensajes } }
}

@Suite struct PublicArchitectureTests {
  @MainActor @Test func elStoreAplicaLaAccionYSusEfectos() async {
    let store = Store(initialState: Panel.State(total: Shared(value: 0))) { Panel() }
    await store.send(.contador(.sumar)).finish()
    #expect(store.contador.cuenta == 1)
    #expect(store.state.total == 1)
  }

  @Test func elTestStoreAfirmaCadaPasoYLasCajas() async {
    let store = TestStore(initialState: Panel.State(total: Shared(value: 0))) { Panel() }
    await store.send(.contador(.sumarLuego))
    await store.receive(.contador(.sumar)) { $0.contador.cuenta = 1 }
    await store.receive(Panel.Action.contador) { $0.$total.withLock { $0 = 1 } }
    await store.finish()
  }

  @Test func noExhaustivoDejaPasarLoNoAfirmado() async {
    let store = TestStore(initialState: Panel.State(total: Shared(value: 0))) { Panel() }
    store.exhaustivity = .off
    await store.send(.contador(.sumar))
    await store.finish()
    #expect(store.state.total == 1)
  }

  @Test func noExhaustivoPuedeEnsenarLoQueDejaPasar() async {
    let store = TestStore(initialState: Panel.State(total: Shared(value: 0))) { Panel() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    #expect(store.exhaustivity != .off)
    // Lo que `.on` habría dado por fallo llega a Swift Testing como fallo conocido.
    await store.send(.contador(.sumar))
    await store.finish()
    #expect(store.state.total == 1)
  }

  @Test func unaCajaQueNoEsEquatableEscritaSinAfirmarSeExplica() async {
    let sesion = Shared(value: Sesion())
    let fallos = Fallos()
    await IssueReporter.$bypassesSwiftTesting.withValue(true) {
      await IssueReporter.$current.withValue(fallos.reporter) {
        let store = TestStore(initialState: Visitas.State()) { Visitas(sesion: sesion) }
        await store.send(.visitar)
        await store.send(.visitar) {
          _ = $0
          sesion.withLock { $0.visitas = 2 }
        }
        await store.finish()
      }
    }
    #expect(
      fallos.todos == [
        "Al enviar .visitar, el reducer o un efecto había escrito en la caja compartida "
          + "Shared<Sesion>, de tipo Sesion, que no es Equatable: el TestStore no puede "
          + "saber si cambió ni compararla con lo esperado, así que no la da por buena. "
          + "Haz que Sesion sea Equatable, o afirma la escritura con un withLock sobre esa "
          + "caja dentro de store.assert { … }."
      ])
    #expect(sesion.wrappedValue.visitas == 2)
  }
}
