// Solución de shared.sostener: la prueba fabrica la caja, la entrega, y al final
// la mira desde fuera, como la vería el resto de la app.

struct Cuenta: Equatable, Sendable {
  var creditos: Int
}

/// Canjea un código regalo: la respuesta llega en un efecto, y el reducer suma los
/// créditos en la cuenta, que es una caja que comparten otras features.
struct Canje: Reducer {
  struct State: Equatable {
    @Shared var cuenta: Cuenta
    var codigo = ""
  }
  enum Action: Equatable {
    case canjearPulsado
    case canjeLlego(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .canjearPulsado:
      return .run { [codigo = state.codigo] send in
        await send(.canjeLlego(codigo == "REGALO50" ? 50 : 0))
      }
    case .canjeLlego(let creditos):
      state.$cuenta.withLock { $0.creditos += creditos }
      return .none
    }
  }
}

/// Como `expect`, pero deja el fallo donde las pruebas ocultas lo pueden ver: en este
/// ejercicio lo que se pone a prueba es tu prueba. Úsala en lugar de `expect`.
func comprobar(_ condicion: Bool, _ mensaje: String) {
  if !condicion { reportIssue(mensaje) }
}

func probarCanje(_ feature: some Reducer<Canje.State, Canje.Action>) async {
  let cuenta = Shared(value: Cuenta(creditos: 10))
  let store = TestStore(initialState: Canje.State(cuenta: cuenta, codigo: "REGALO50")) {
    feature
  }

  await store.send(.canjearPulsado)
  await store.receive(.canjeLlego(50)) {
    $0.$cuenta.withLock { $0.creditos = 60 }
  }
  await store.finish()

  // La segunda mirada: la caja que sostiene la prueba, no la del estado del store.
  comprobar(
    cuenta.wrappedValue.creditos == 60,
    "La cuenta que sostiene la prueba tiene \(cuenta.wrappedValue.creditos) créditos, no 60."
  )
}
